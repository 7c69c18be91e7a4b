import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuPages, pages } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import type { MenuInput } from './page-input';
import { authorized } from '../authorization/authorize';

/**
 * Replaces one language's side menu with the entries sent, in their order (positions 1, 2, …),
 * in one transaction: the old entries go, the new ones come. Every page id must exist (400
 * `Entry.unknownReference` naming `entries`); a draft may be linked (the menu shows it once it
 * is published), and so may a page of the other language (its visitors then read that page, as
 * when a page has no version in theirs). Admins only, as the pages.
 */
export async function replaceMenu(db: Db, opts: { viewer: Viewer | null; input: MenuInput }): Promise<void> {
  const viewer = authorized(opts.viewer, 'pages.write');
  const { locale, entries } = opts.input;
  const pageIds = entries.map((entry) => entry.page);
  const named = [...new Set(pageIds.filter((id) => id !== null))];
  await db.transaction(async (tx) => {
    // Two saves of the menu take turns, so one menu never holds the entries of both.
    await tx.execute(sql`lock table ${menuPages} in share row exclusive mode`);
    // The linked pages are held until the commit, so none is deleted between the check and the insert.
    const found = named.length ? await tx.select({ id: pages.id }).from(pages).where(inArray(pages.id, named)).for('share') : [];
    const missing = named.filter((id) => !found.some((row) => row.id === id));
    if (missing.length) throw new AppError('Entry.unknownReference', { field: 'entries', params: { ids: missing.join(', ') } });
    const before = await tx
      .select({ page: menuPages.pageId })
      .from(menuPages)
      .where(eq(menuPages.locale, locale))
      .orderBy(asc(menuPages.position), asc(menuPages.id));
    await tx.delete(menuPages).where(eq(menuPages.locale, locale));
    if (entries.length)
      await tx.insert(menuPages).values(entries.map((entry, i) => ({ locale, position: i + 1, pageId: entry.page })));
    // The menu is one record per language: entity 'menupages', id 0, its pages in order before and after.
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'menupages',
      entityId: 0,
      label: `Menu (${locale})`,
      before: { pages: before.map((row) => row.page) },
      after: { pages: pageIds },
    });
  });
}
