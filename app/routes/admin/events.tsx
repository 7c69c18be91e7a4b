import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/events';
import { findAdminEvents } from '../../../core/events/find-admin-events';
import { eventFormOptions } from '../../../core/events/event-form-options';
import { requireAdminOrOrganizer } from '../../auth/guards.server';
import { AdminList, LIST_PAGE_SIZE, readListParams, type ListColumn } from '../../components/admin/admin-list';
import { formatDateTime } from '../../components/admin/format-date-time';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { SelectField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';

const SORTABLE = ['name', 'start', 'end', 'published_at', 'id'] as const;

/**
 * The events this user may edit (every one for an Admin, their exhibitors' for an Organizer),
 * drafts included: search, type filter, sort and page from the URL, run by the admin list
 * query of the API (GET /api/events/admin).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdminOrOrganizer(args);
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const { q, sort, page: askedPage } = readListParams(url.searchParams, SORTABLE, { field: 'start', direction: 'ASC' });
  const options = await eventFormOptions(db, { viewer, timezone: config.timezone });
  const typeId = Number(url.searchParams.get('type'));
  const type = options.eventTypes.some((t) => t.id === typeId) ? typeId : null;

  const find = (page: number) => {
    const params = new URLSearchParams({
      _sort: `${sort.field}:${sort.direction}`,
      _limit: String(LIST_PAGE_SIZE),
      _start: String((page - 1) * LIST_PAGE_SIZE),
    });
    if (q.trim()) params.set('_q', q.trim());
    if (type) params.set('eventtype', String(type));
    return findAdminEvents(db, { viewer, params, timezone: config.timezone });
  };
  let page = askedPage;
  let result = await find(page);
  const pageCount = pageCountOf(result.total, LIST_PAGE_SIZE);
  if (page > pageCount) {
    // A page past the end (an old link, a narrower search) shows the last one.
    page = clampPage(page, pageCount);
    result = await find(page);
  }
  return {
    rows: result.data.map((e) => ({
      id: e.id,
      name: e.name,
      name_en: e.name_en,
      eventtype: e.eventtype.name,
      eventtype_en: e.eventtype.name_en,
      start: e.start,
      exhibitor: e.exhibitor?.name ?? null,
      published: e.published_at !== null,
    })),
    total: result.total,
    page,
    pageCount,
    sort,
    type,
    eventTypes: options.eventTypes,
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('events.title') });
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminEvents({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { rows, total, page, pageCount, sort, type, eventTypes } = loaderData;

  const columns: ListColumn<Row>[] = [
    { key: 'name', label: t('events.name'), sortField: 'name', cell: (e) => (locale === 'en' && e.name_en) || e.name },
    { key: 'type', label: t('events.type'), cell: (e) => (locale === 'en' && e.eventtype_en) || e.eventtype },
    {
      key: 'start',
      label: t('events.start'),
      sortField: 'start',
      cell: (e) => <time dateTime={e.start}>{formatDateTime(e.start, locale, timeZone)}</time>,
      className: 'nowrap',
    },
    { key: 'exhibitor', label: t('events.exhibitor'), cell: (e) => e.exhibitor ?? '–' },
    {
      key: 'state',
      label: t('events.state'),
      sortField: 'published_at',
      cell: (e) => <PublicationBadge published={e.published} />,
    },
  ];

  return (
    <AdminList
      title={t('events.title')}
      lead={t('events.lead')}
      createHref={href('AdminEventDetail', { id: 'new' }, locale)}
      createLabel={t('events.create')}
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageCount={pageCount}
      sort={sort}
      rowHref={(e) => href('AdminEventDetail', { id: e.id }, locale)}
      searchLabel={t('events.search')}
      filters={
        <SelectField
          className="admin-filter"
          label={t('events.typeFilter')}
          value={type}
          emptyLabel={t('events.allTypes')}
          options={eventTypes.map((o) => ({ id: o.id, label: (locale === 'en' && o.label_en) || o.label }))}
          onChange={(id) => {
            const next = new URLSearchParams(params);
            if (id) next.set('type', String(id));
            else next.delete('type');
            next.delete('page');
            const query = next.toString();
            navigate(query ? `${pathname}?${query}` : pathname, { replace: true, preventScrollReset: true });
          }}
        />
      }
    />
  );
}
