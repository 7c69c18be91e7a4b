import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation, useSearchParams } from 'react-router';
import { Link } from '../ui/link';
import { useAdminT } from '../../i18n/admin-t';
import { Pagination } from './pagination';
import { useDebounced } from './widgets/use-debounced';
import { MAX_Q } from '../../../core/query/take-search-words';

/** Lists show 25 rows a page (admin-and-widgets.md 9). */
export const LIST_PAGE_SIZE = 25;
/** Search runs 400 ms after the last keystroke. */
export const LIST_SEARCH_MS = 400;

export type SortDirection = 'ASC' | 'DESC';
export type ListSort = { field: string; direction: SortDirection };

export type ListColumn<Row> = {
  key: string;
  label: string;
  /** The API field this column sorts on; unsortable when absent. */
  sortField?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/** The list state kept in the URL: `?q=word&sort=start:DESC&page=2` plus a screen's own filters. */
export function readListParams(params: URLSearchParams, sortable: readonly string[], fallback: ListSort) {
  const q = (params.get('q') ?? '').slice(0, 100);
  const [field, rawDirection] = (params.get('sort') ?? '').split(':');
  const direction: SortDirection = rawDirection === 'DESC' ? 'DESC' : 'ASC';
  const sort: ListSort = field && sortable.includes(field) ? { field, direction } : fallback;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  return { q, sort, page };
}

type Props<Row extends { id: number }> = {
  title: string;
  lead?: string;
  /** The create button's target (the detail route with id `new`); none hides the button. */
  createHref?: string;
  createLabel?: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  total: number;
  page: number;
  pageCount: number;
  sort: ListSort;
  /** Where a row leads; its first column links there too. */
  rowHref: (row: Row) => string;
  /** The search box's label; a list without one has no search. */
  searchLabel?: string;
  /** Filters beside the search box (they write their own URL parameters). */
  filters?: ReactNode;
  /** More links beside the create button (the patrons' order, 'Register a user'). */
  headerActions?: ReactNode;
  /** What an empty list says (a first step to take); 'No data' unless told. */
  emptyText?: string;
};

/**
 * The generic admin list (admin-and-widgets.md 2): search, sortable columns, 25 a page with the
 * pagination control, a create button, rows that open their detail. Search, sort and page live
 * in the URL, so the loader runs them on the server with the API's query and a list can be
 * bookmarked, reloaded and gone back to.
 */
export function AdminList<Row extends { id: number }>(props: Props<Row>) {
  const {
    title,
    lead,
    createHref,
    createLabel,
    columns,
    rows,
    total,
    page,
    pageCount,
    sort,
    rowHref,
    searchLabel,
    filters,
    headerActions,
    emptyText,
  } = props;
  const t = useAdminT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const captionId = useId();
  const searchId = useId();

  const [query, setQuery] = useState(params.get('q') ?? '');
  const settledQuery = useDebounced(query, LIST_SEARCH_MS);
  useEffect(() => {
    const current = params.get('q') ?? '';
    if (settledQuery.trim() === current.trim()) return;
    const next = new URLSearchParams(params);
    if (settledQuery.trim()) next.set('q', settledQuery.trim());
    else next.delete('q');
    next.delete('page');
    setParams(next, { replace: true, preventScrollReset: true });
    // Only a settled query writes the URL; params changes from elsewhere must not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledQuery]);

  const loading = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const first = total === 0 ? 0 : (page - 1) * LIST_PAGE_SIZE + 1;
  const last = Math.min(total, page * LIST_PAGE_SIZE);

  const withParams = (change: (p: URLSearchParams) => void) => {
    const next = new URLSearchParams(search);
    change(next);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const sortHref = (field: string) =>
    withParams((p) => {
      const direction = sort.field === field && sort.direction === 'ASC' ? 'DESC' : 'ASC';
      p.set('sort', `${field}:${direction}`);
      p.delete('page');
    });
  const pageHref = (n: number) =>
    withParams((p) => {
      if (n > 1) p.set('page', String(n));
      else p.delete('page');
    });

  return (
    <div className="admin-page">
      <header className="admin-page-header admin-list-header">
        <div>
          <h1>{title}</h1>
          {lead ? <p className="admin-lead">{lead}</p> : null}
        </div>
        <div className="admin-detail-actions">
          {headerActions}
          {createHref ? (
            <Link to={createHref} className="button">
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 5v14M5 12h14" />
              </svg>
              {createLabel ?? t('list.create')}
            </Link>
          ) : null}
        </div>
      </header>

      <div className="admin-toolbar admin-list-tools">
        {searchLabel ? (
          <div className="field admin-search">
            <label htmlFor={searchId} className="field-label">
              {searchLabel}
            </label>
            <input
              id={searchId}
              type="search"
              className="field-input"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              maxLength={MAX_Q}
              autoComplete="off"
            />
          </div>
        ) : null}
        {filters}
      </div>

      <p className="admin-total" aria-live="polite">
        {loading ? t('list.loading') : total > 0 ? t('list.showing', { first, last, count: total }) : null}
      </p>

      {rows.length === 0 ? (
        <p className="empty-state">{loading ? t('list.loading') : (emptyText ?? t('admin.noData'))}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={loading || undefined}>
          <table className="admin-table admin-list-table" data-loading={loading || undefined}>
            <caption id={captionId} className="visually-hidden">
              {t('list.caption', { title, page, pages: pageCount })}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const sorted = column.sortField && sort.field === column.sortField;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.className}
                      aria-sort={sorted ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : undefined}
                    >
                      {column.sortField ? (
                        <Link to={sortHref(column.sortField)} className="sort-link" preventScrollReset replace>
                          {column.label}
                          <span className="sort-mark" aria-hidden="true">
                            {sorted ? (sort.direction === 'ASC' ? '▲' : '▼') : '↕'}
                          </span>
                        </Link>
                      ) : (
                        column.label
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="admin-list-row"
                  onClick={(e) => {
                    // The whole row opens the detail; links and buttons inside keep their own job.
                    if ((e.target as HTMLElement).closest('a, button')) return;
                    navigate(rowHref(row));
                  }}
                >
                  {columns.map((column, i) => (
                    <td key={column.key} className={column.className}>
                      {i === 0 ? (
                        <Link to={rowHref(row)} className="admin-row-link">
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} pageHref={pageHref} />
    </div>
  );
}
