import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import { loadPageLocalizations } from './load-page-localizations';
import { serializePage, type ApiPage } from './page-query';
import { pageVisibleTo } from './page-visibility';

/** A content page by id, whatever its locale (the client redirects to a localization itself). */
export async function getPage(db: Db, opts: ReadOptions & { id: number }): Promise<ApiPage> {
  const { publicationState } = parseEntryParams(opts.params);
  const visible = pageVisibleTo(opts.viewer, publicationState);
  const row = await db.query.pages.findFirst({ where: and(eq(pages.id, opts.id), visible) });
  if (!row) throw notFound('Page');
  const localizations = await loadPageLocalizations(db, [row], visible);
  return serializePage(row, localizations.get(row.id)!);
}
