import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuPages } from '../../db/schema';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery, type ParsedQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { menuPageQuery, serializeMenuPage, type ApiMenuPage } from './menu-page-query';
import { isPageVisible } from './page-visibility';

/** Side-menu entries of one locale (`_locale`, default cs) in position order, each with its page or null. */
export async function findMenuPages(db: Db, opts: ReadOptions): Promise<ApiMenuPage[]> {
  const query = parseQuery(opts.params, menuPageQuery, opts);
  const rows = await db.query.menuPages.findMany({
    ...listOptions(db, menuPageQuery, query, inLocale(query)),
    with: { page: true },
  });
  return rows.map(({ page, ...row }) =>
    serializeMenuPage(row, page && isPageVisible(page, opts.viewer, query.publicationState) ? page : null),
  );
}

export async function countMenuPages(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, menuPageQuery, opts);
  return countRows(db, menuPageQuery, query, inLocale(query));
}

function inLocale(query: ParsedQuery): SQL | undefined {
  const locale = query.locale ?? 'cs';
  return locale === 'all' ? undefined : eq(menuPages.locale, locale);
}
