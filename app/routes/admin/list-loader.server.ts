import type { EditionRef } from '../../../core/editions/current-edition';
import type { ReadOptions } from '../../../core/query/read-options';
import { LIST_PAGE_SIZE, readListParams, type ListSort } from '../../components/admin/admin-list';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';

type ListQuery<Row> = {
  url: URL;
  /** Who reads, and for an edition-owned list the edition edited (decision 178). */
  read: Omit<ReadOptions, 'params'> & { edition?: EditionRef };
  sortable: readonly string[];
  fallback: ListSort;
  /** The API filter the search box fills, e.g. `name_containsi` (case ignored). */
  searchFilter: string;
  /** Fixed API filters of the screen (`_publicationState=preview` and the like). */
  filters?: Record<string, string>;
  find: (opts: ReadOptions & { edition?: EditionRef }) => Promise<Row[]>;
  count: (opts: ReadOptions & { edition?: EditionRef }) => Promise<number>;
};

/**
 * One page of a generic admin list: search, sort and page from the URL (`?q=&sort=name:ASC&page=2`)
 * turned into the API's own query parameters and run by the collection's core use cases, so
 * the screen lists exactly what `GET /api/<collection>` would answer this user.
 */
export async function loadAdminList<Row>(opts: ListQuery<Row>) {
  const { q, sort, page: askedPage } = readListParams(opts.url.searchParams, opts.sortable, opts.fallback);
  const filters = new URLSearchParams(opts.filters);
  if (q.trim()) filters.set(opts.searchFilter, q.trim());
  const total = await opts.count({ ...opts.read, params: filters });
  const pageCount = pageCountOf(total, LIST_PAGE_SIZE);
  const page = clampPage(askedPage, pageCount);
  const params = new URLSearchParams(filters);
  params.set('_sort', `${sort.field}:${sort.direction}`);
  params.set('_limit', String(LIST_PAGE_SIZE));
  params.set('_start', String((page - 1) * LIST_PAGE_SIZE));
  const rows = await opts.find({ ...opts.read, params });
  return { rows, total, page, pageCount, sort };
}
