import slugify from '@sindresorhus/slugify';
import { and, asc, eq, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pages } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit, type AuditValues } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { sanitizeRichText, type RichTextSite } from '../rich-text/sanitize-rich-text';
import type { PageInput, PageLocale, PageLocalizationInput, PageUpdateInput } from './page-input';
import { authorized } from '../authorization/authorize';

type PageRow = typeof pages.$inferSelect;

/**
 * Creates a page. The slug is the one sent, or the name's; it must be free in the page's
 * locale. `localizations: [id]` makes it that page's version in its own locale; otherwise it
 * starts a localization group of its own.
 */
export async function createPage(
  db: Db,
  opts: { viewer: Viewer | null; input: PageInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'pages.write');
  const { input } = opts;
  return db.transaction(async (tx) => {
    await lockPages(tx);
    const slug = input.slug || slugOf(input.name);
    await assertSlugFree(tx, input.locale, slug);
    const group = input.localizations?.length
      ? await joinedGroup(tx, { locale: input.locale, named: input.localizations[0]! })
      : await nextGroup(tx);
    const [row] = await tx
      .insert(pages)
      .values({
        name: input.name,
        slug,
        locale: input.locale,
        localizationGroup: group,
        content: richText(input.content, opts.site),
        published_at: input.published_at === undefined ? new Date() : instant(input.published_at),
      })
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'pages',
      entityId: row!.id,
      label: row!.name,
      after: await auditValues(tx, row!),
    });
    return row!.id;
  });
}

/**
 * Changes the fields sent. The slug stays as it is unless sent (empty derives it from the
 * name again); the locale never changes. `localizations: [id]` moves the page to that page's
 * group, `[]` takes it out of its group.
 */
export async function updatePage(
  db: Db,
  opts: { viewer: Viewer | null; id: number; input: PageUpdateInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'pages.write');
  const { input } = opts;
  return db.transaction(async (tx) => {
    await lockPages(tx);
    const [current] = await tx.select().from(pages).where(eq(pages.id, opts.id));
    if (!current) throw notFound('Page');
    const before = await auditValues(tx, current);
    const set: Partial<typeof pages.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.slug !== undefined) set.slug = input.slug || slugOf(input.name ?? current.name);
    if (set.slug !== undefined && set.slug !== current.slug) await assertSlugFree(tx, current.locale, set.slug, current.id);
    if (input.content !== undefined) set.content = richText(input.content, opts.site);
    if (input.published_at !== undefined) set.published_at = instant(input.published_at);
    if (input.localizations !== undefined) {
      const group = input.localizations.length
        ? await joinedGroup(tx, { id: current.id, locale: current.locale, named: input.localizations[0]! })
        : (before.localizations as number[]).length
          ? await nextGroup(tx)
          : current.localizationGroup;
      if (group !== current.localizationGroup) set.localizationGroup = group;
    }
    const [row] = Object.keys(set).length
      ? await tx.update(pages).set(set).where(eq(pages.id, current.id)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'pages',
      entityId: current.id,
      label: row!.name,
      before,
      after: await auditValues(tx, row!),
    });
    return current.id;
  });
}

/**
 * Deletes a page. Its localizations stay (each a page of its own); side-menu entries that
 * linked it keep their place without a page, which the menu does not show (the foreign key's
 * `set null`), until the menu is saved again.
 */
export async function deletePage(db: Db, opts: { viewer: Viewer | null; id: number }): Promise<{ id: number; name: string }> {
  const viewer = authorized(opts.viewer, 'pages.write');
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(pages).where(eq(pages.id, opts.id)).for('update');
    if (!current) throw notFound('Page');
    const before = await auditValues(tx, current);
    await tx.delete(pages).where(eq(pages.id, current.id));
    await recordAudit(tx, {
      actor: viewer,
      action: 'delete',
      entity: 'pages',
      entityId: current.id,
      label: current.name,
      before,
    });
    return { id: current.id, name: current.name };
  });
}

/**
 * Creates the page's version in another locale, linked to it (Strapi's
 * `POST /:id/localizations`): the name starts as the page's, the slug as the name's; a draft
 * unless `published_at` is sent. A locale the page already has (its own included) is 400
 * `Page.localization.exists`.
 */
export async function createPageLocalization(
  db: Db,
  opts: { viewer: Viewer | null; id: number; input: PageLocalizationInput; site?: RichTextSite },
): Promise<number> {
  const viewer = authorized(opts.viewer, 'pages.write');
  const { input } = opts;
  return db.transaction(async (tx) => {
    await lockPages(tx);
    const [source] = await tx.select().from(pages).where(eq(pages.id, opts.id));
    if (!source) throw notFound('Page');
    await assertNoVersionIn(tx, source.localizationGroup, input.locale, 'locale');
    const name = input.name ?? source.name;
    const slug = input.slug || slugOf(name);
    await assertSlugFree(tx, input.locale, slug);
    const [row] = await tx
      .insert(pages)
      .values({
        name,
        slug,
        locale: input.locale,
        localizationGroup: source.localizationGroup,
        content: richText(input.content, opts.site),
        published_at: input.published_at === undefined ? null : instant(input.published_at),
      })
      .returning();
    await recordAudit(tx, {
      actor: viewer,
      action: 'create',
      entity: 'pages',
      entityId: row!.id,
      label: row!.name,
      after: await auditValues(tx, row!),
    });
    return row!.id;
  });
}

/**
 * Page writes take turns: a slug is free in its locale and a locale free in its group only
 * until the next write, so each write checks and writes under this lock (reads go on).
 */
async function lockPages(tx: Tx) {
  await tx.execute(sql`lock table ${pages} in share row exclusive mode`);
}

/** The slug a name gives; a name without letters or digits still gets one. */
const slugOf = (name: string) => slugify(name) || 'page';

async function assertSlugFree(tx: Tx, locale: string, slug: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.locale, locale), eq(pages.slug, slug), exceptId === undefined ? undefined : ne(pages.id, exceptId)))
    .limit(1);
  if (taken) throw new AppError('Page.slug.taken', { field: 'slug', params: { slug, locale } });
}

/** A localization group no page has yet. */
async function nextGroup(tx: Tx): Promise<number> {
  const [row] = await tx.select({ last: max(pages.localizationGroup) }).from(pages);
  return (row?.last ?? 0) + 1;
}

/** The group of the page a write names as its localization; that group must have no other page in this locale. */
async function joinedGroup(tx: Tx, page: { id?: number; locale: PageLocale | string; named: number }): Promise<number> {
  const [named] = await tx.select({ group: pages.localizationGroup }).from(pages).where(eq(pages.id, page.named));
  if (!named) throw new AppError('Entry.unknownReference', { field: 'localizations', params: { ids: String(page.named) } });
  await assertNoVersionIn(tx, named.group, page.locale, 'localizations', page.id);
  return named.group;
}

async function assertNoVersionIn(tx: Tx, group: number, locale: string, field: string, exceptId?: number) {
  const [version] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        eq(pages.localizationGroup, group),
        eq(pages.locale, locale),
        exceptId === undefined ? undefined : ne(pages.id, exceptId),
      ),
    )
    .limit(1);
  if (version) throw new AppError('Page.localization.exists', { field, params: { locale } });
}

/** A page as the audit log compares it: its localizations by id instead of the internal group number. */
async function auditValues(tx: Tx, row: PageRow): Promise<AuditValues> {
  const others = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.localizationGroup, row.localizationGroup), ne(pages.id, row.id)))
    .orderBy(asc(pages.id));
  const values: AuditValues = { ...row, localizations: others.map((o) => o.id) };
  delete values.localizationGroup;
  return values;
}

/** Sanitized rich text; null or nothing left is an empty page. */
function richText(value: string | null | undefined, site: RichTextSite | undefined): string {
  return value ? sanitizeRichText(value, site).trim() : '';
}

const instant = (value: string | null) => (value === null ? null : new Date(value));
