import { codeText, useAdminT } from '../../i18n/admin-t';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { AdminList, type ListColumn, type ListSort } from './admin-list';

type Named = { id: number; name: string; name_en?: string | null };
type DetailRoute = 'AdminLocationDetail' | 'AdminHallDetail' | 'AdminEventtypeDetail';

type Props = {
  rows: readonly Named[];
  total: number;
  page: number;
  pageCount: number;
  sort: ListSort;
  /** The prefix of the screen's texts: `{screen}.title`, `.lead`, `.create`. */
  screen: 'locations' | 'halls' | 'eventTypes';
  list: string;
  detail: DetailRoute;
};

/** The list of a reference collection with a Czech and an English name (locations, halls, event types). */
export function NamedList({ rows, total, page, pageCount, sort, screen, detail }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const text = (key: string) => codeText(t, `${screen}.${key}`);
  const columns: ListColumn<Named>[] = [
    { key: 'name', label: t('named.name'), sortField: 'name', cell: (r) => r.name },
    { key: 'name_en', label: t('named.nameEn'), sortField: 'name_en', cell: (r) => r.name_en ?? '–' },
    { key: 'id', label: t('named.id'), sortField: 'id', cell: (r) => r.id, className: 'numeric' },
  ];
  return (
    <AdminList
      title={text('title')}
      lead={text('lead')}
      createHref={href(detail, { id: 'new' }, locale)}
      createLabel={text('create')}
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageCount={pageCount}
      sort={sort}
      rowHref={(r) => href(detail, { id: r.id }, locale)}
      searchLabel={t('named.search')}
    />
  );
}
