import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/events';
import { findAdminEvents } from '../../../core/events/find-admin-events';
import { eventFormOptions } from '../../../core/events/event-form-options';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { dayBounds, isDay } from '../../../core/programme/programme-days';
import { findEditionDays } from '../../../core/programme/find-edition-days';
import { countSignups } from '../../../core/signups/cancel-signups';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, LIST_PAGE_SIZE, readListParams, type ListColumn } from '../../components/admin/admin-list';
import { formatDateTime } from '../../components/admin/format-date-time';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { SelectField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { intlLocale, type Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import { editedEdition } from './edited-edition.server';

const SORTABLE = ['name', 'start', 'end', 'published_at', 'id'] as const;

const STATES = ['published', 'draft'] as const;

/**
 * The events this user may edit (every one for an Admin, their exhibitors' for an Organizer),
 * drafts included: search, filters by type, day, hall and state, sort and page from the URL,
 * run by the admin list query of the API (GET /api/events/admin); each seminar with its
 * occupancy (seats taken of its capacity, and who waits). The edition edited (decision 178).
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const { q, sort, page: askedPage } = readListParams(url.searchParams, SORTABLE, { field: 'start', direction: 'ASC' });
  const { ref: edition, editable } = await editedEdition(db, args.request, viewer);
  const [options, days] = await Promise.all([
    eventFormOptions(db, { viewer, timezone: config.timezone }),
    findEditionDays(db, { viewer, timezone: config.timezone, edition }),
  ]);
  const typeId = Number(url.searchParams.get('type'));
  const type = options.eventTypes.some((t) => t.id === typeId) ? typeId : null;
  const hallId = Number(url.searchParams.get('hall'));
  const hall = options.halls.some((h) => h.id === hallId) ? hallId : null;
  const askedDay = url.searchParams.get('day');
  const day = isDay(askedDay) ? askedDay : null;
  const askedState = url.searchParams.get('state');
  const state = STATES.find((s) => s === askedState) ?? null;

  const find = (page: number) => {
    const params = new URLSearchParams({
      _sort: `${sort.field}:${sort.direction}`,
      _limit: String(LIST_PAGE_SIZE),
      _start: String((page - 1) * LIST_PAGE_SIZE),
    });
    if (q.trim()) params.set('_q', q.trim());
    if (type) params.set('eventtype', String(type));
    if (hall) params.set('hall', String(hall));
    if (day) {
      // Every event running on the day, one that began the day before included.
      const bounds = dayBounds(day, config.timezone);
      params.set('start_lt', bounds.end.toISOString());
      params.set('end_gt', bounds.start.toISOString());
    }
    if (state) params.set('published_at_null', String(state === 'draft'));
    return findAdminEvents(db, { viewer, params, timezone: config.timezone, edition });
  };
  let page = askedPage;
  let result = await find(page);
  const pageCount = pageCountOf(result.total, LIST_PAGE_SIZE);
  if (page > pageCount) {
    // A page past the end (an old link, a narrower search) shows the last one.
    page = clampPage(page, pageCount);
    result = await find(page);
  }
  const signups = await countSignups(
    db,
    result.data.map((e) => e.id),
  );
  return {
    rows: result.data.map((e) => ({
      id: e.id,
      name: e.name,
      name_en: e.name_en,
      eventtype: e.eventtype.name,
      eventtype_en: e.eventtype.name_en,
      start: e.start,
      exhibitor: e.exhibitor?.name ?? null,
      hall: e.hall ? { name: e.hall.name, name_en: e.hall.name_en } : null,
      published: e.published_at !== null,
      occupancy: e.eventtype.id === EVENT_TYPE.seminar ? { max: e.max_users, ...signups.get(e.id)! } : null,
    })),
    total: result.total,
    page,
    pageCount,
    sort,
    filters: { type, hall, day, state },
    eventTypes: options.eventTypes,
    halls: options.halls,
    days,
    editable,
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
  const { rows, total, page, pageCount, sort, filters, eventTypes, halls, days } = loaderData;
  const named = (o: { label: string; label_en?: string | null }) => (locale === 'en' && o.label_en) || o.label;

  /** A filter select that writes its URL parameter and goes back to page 1. */
  const filter = (
    param: keyof typeof filters,
    label: string,
    emptyLabel: string,
    options: { id: string | number; label: string }[],
  ) => (
    <SelectField
      className="admin-filter"
      label={label}
      value={filters[param]}
      emptyLabel={emptyLabel}
      options={options}
      onChange={(id) => {
        const next = new URLSearchParams(params);
        if (id) next.set(param, String(id));
        else next.delete(param);
        next.delete('page');
        const query = next.toString();
        navigate(query ? `${pathname}?${query}` : pathname, { replace: true, preventScrollReset: true });
      }}
    />
  );

  const columns: ListColumn<Row>[] = [
    {
      key: 'name',
      label: t('events.name'),
      sortField: 'name',
      cell: (e) => (locale === 'en' && e.name_en) || e.name,
      // Names wrap (this one and the exhibitor's), so the occupancy and state columns stay in view.
      className: 'admin-cell-subject',
    },
    { key: 'type', label: t('events.type'), cell: (e) => (locale === 'en' && e.eventtype_en) || e.eventtype },
    {
      key: 'start',
      label: t('events.start'),
      sortField: 'start',
      cell: (e) => <time dateTime={e.start}>{formatDateTime(e.start, locale, timeZone)}</time>,
      className: 'nowrap',
    },
    { key: 'hall', label: t('events.hall'), cell: (e) => (e.hall ? (locale === 'en' && e.hall.name_en) || e.hall.name : '–') },
    { key: 'occupancy', label: t('events.occupancy'), cell: (e) => <Occupancy occupancy={e.occupancy} /> },
    { key: 'exhibitor', label: t('events.exhibitor'), cell: (e) => e.exhibitor ?? '–', className: 'admin-cell-subject' },
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
      // An archived edition's programme is not changed (decision 178; the banner says why).
      createHref={loaderData.editable ? href('AdminEventDetail', { id: 'new' }, locale) : undefined}
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
        <>
          {filter(
            'type',
            t('events.typeFilter'),
            t('events.allTypes'),
            eventTypes.map((o) => ({ id: o.id, label: named(o) })),
          )}
          {filter(
            'day',
            t('events.dayFilter'),
            t('events.allDays'),
            days.map((d) => ({ id: d, label: dayLabel(d, locale) })),
          )}
          {filter(
            'hall',
            t('events.hall'),
            t('events.allHalls'),
            halls.map((o) => ({ id: o.id, label: named(o) })),
          )}
          {filter(
            'state',
            t('events.state'),
            t('events.allStates'),
            STATES.map((st) => ({ id: st, label: t(st === 'published' ? 'events.published' : 'events.draft') })),
          )}
        </>
      }
    />
  );
}

/** "po 11. 10." / "Mon 11/10": a day of the edition, named as the programme names it. */
function dayLabel(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** A seminar's seats taken of its capacity ("15/50"), marked when full and when people wait; '–' for other events. */
function Occupancy({ occupancy }: { occupancy: Row['occupancy'] }) {
  const t = useAdminT();
  if (!occupancy) return '–';
  const { taken, waiting, max } = occupancy;
  const full = max !== null && taken >= max;
  return (
    <span className="admin-occupancy">
      <span>{max === null ? taken : `${taken}/${max}`}</span>
      {full ? <span className="status-badge status-failed">{t('events.full')}</span> : null}
      {waiting > 0 ? <span className="status-badge status-pending">{t('events.waiting', { count: waiting })}</span> : null}
    </span>
  );
}
