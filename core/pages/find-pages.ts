import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery, type ParsedQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { loadPageLocalizations } from './load-page-localizations';
import { pageQuery, serializePage, type ApiPage } from './page-query';
import { pageVisibleTo } from './page-visibility';

/** Published pages of one locale (`_locale`, default cs; `all` for every locale). */
export async function findPages(db: Db, opts: ReadOptions): Promise<ApiPage[]> {
  const query = parseQuery(opts.params, pageQuery, opts);
  const visible = pageVisibleTo(opts.viewer, query.publicationState);
  const rows = await db.query.pages.findMany(listOptions(db, pageQuery, query, and(visible, inLocale(query))));
  const localizations = await loadPageLocalizations(db, rows, visible);
  return rows.map((row) => serializePage(row, localizations.get(row.id)!));
}

export async function countPages(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, pageQuery, opts);
  return countRows(db, pageQuery, query, and(pageVisibleTo(opts.viewer, query.publicationState), inLocale(query)));
}

function inLocale(query: ParsedQuery): SQL | undefined {
  const locale = query.locale ?? 'cs';
  return locale === 'all' ? undefined : eq(pages.locale, locale);
}
