import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Route } from './+types/audit-log';
import type { ApiAuditEntry } from '../../../core/audit/audit-query';
import { findAuditLog } from '../../../core/audit/find-audit-log';
import { AUDIT_ENTITIES } from '../../../core/audit/record-audit';
import { requireAdmin } from '../../auth/guards.server';
import { AdminList, LIST_PAGE_SIZE, type ListColumn } from '../../components/admin/admin-list';
import { formatDateTime } from '../../components/admin/format-date-time';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { SelectField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { codeText, createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath, type Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import type { RouteName } from '../../i18n/route-table';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';

const ACTIONS = ['create', 'update', 'delete'] as const;

/** Who changed what in the admin area, newest first, filtered by collection and action (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const entity = (AUDIT_ENTITIES as readonly string[]).includes(url.searchParams.get('entity') ?? '')
    ? url.searchParams.get('entity')
    : null;
  const action = (ACTIONS as readonly string[]).includes(url.searchParams.get('action') ?? '')
    ? url.searchParams.get('action')
    : null;
  const find = (page: number) => {
    const params = new URLSearchParams({
      _sort: 'at:DESC',
      _limit: String(LIST_PAGE_SIZE),
      _start: String((page - 1) * LIST_PAGE_SIZE),
    });
    if (entity) params.set('entity', entity);
    if (action) params.set('action', action);
    return findAuditLog(db, { viewer, params, timezone: config.timezone });
  };
  let page = Math.max(1, Math.trunc(Number(url.searchParams.get('page'))) || 1);
  let result = await find(page);
  const pageCount = pageCountOf(result.total, LIST_PAGE_SIZE);
  if (page > pageCount) {
    page = clampPage(page, pageCount);
    result = await find(page);
  }
  return { rows: result.data, total: result.total, page, pageCount, entity, action, entities: [...AUDIT_ENTITIES] };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('audit.title') });
}

/** The admin detail of a record, where one exists and the record still does. */
const DETAIL: Partial<Record<string, RouteName>> = {
  events: 'AdminEventDetail',
  exhibitors: 'AdminExhibitorDetail',
  patrons: 'AdminPatronDetail',
  speakers: 'AdminSpeakerDetail',
  users: 'AdminUserDetail',
  'event-types': 'AdminEventtypeDetail',
  locations: 'AdminLocationDetail',
  halls: 'AdminHallDetail',
  embeds: 'AdminEmbedDetail',
  'ticket-orders': 'AdminOrderDetail',
};

function recordHref(entry: ApiAuditEntry, locale: Locale): string | null {
  const route = DETAIL[entry.entity];
  if (!route || entry.action === 'delete') return null;
  return href(route as 'AdminEventDetail', { id: entry.entity_id }, locale);
}

/** A value as the log shows it: short, and '–' for nothing. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { rows, total, page, pageCount, entity, action, entities } = loaderData;

  const filter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    const query = next.toString();
    navigate(query ? `${pathname}?${query}` : pathname, { replace: true, preventScrollReset: true });
  };

  const columns: ListColumn<ApiAuditEntry>[] = [
    {
      key: 'at',
      label: t('audit.at'),
      cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at, locale, timeZone)}</time>,
      className: 'nowrap',
    },
    { key: 'actor', label: t('audit.actor'), cell: (e) => e.actor_name },
    {
      key: 'action',
      label: t('audit.action'),
      cell: (e) => <span className={`status-badge audit-${e.action}`}>{codeText(t, `audit.action.${e.action}`)}</span>,
    },
    {
      key: 'record',
      label: t('audit.record'),
      cell: (e) => {
        const to = recordHref(e, locale);
        const text = `${codeText(t, `audit.entity.${e.entity}`)} #${e.entity_id} · ${e.label}`;
        return to ? <Link to={to}>{text}</Link> : text;
      },
    },
    {
      key: 'changes',
      label: t('audit.changes'),
      cell: (e) =>
        e.changes.length === 0 ? (
          '–'
        ) : (
          <ul className="audit-changes" role="list">
            {e.changes.slice(0, 8).map((c) => (
              <li key={c.field}>
                <code>{c.field}</code>
                {c.redacted
                  ? ` (${codeText(t, `audit.redacted.${c.redacted}`)})`
                  : e.action === 'update'
                    ? `: ${shown(c.before)} → ${shown(c.after)}`
                    : `: ${shown(c.after ?? c.before)}`}
              </li>
            ))}
            {e.changes.length > 8 ? <li>{t('audit.more', { count: e.changes.length - 8 })}</li> : null}
          </ul>
        ),
    },
  ];

  return (
    <AdminList
      title={t('audit.title')}
      lead={t('audit.lead')}
      columns={columns}
      rows={rows}
      total={total}
      page={page}
      pageCount={pageCount}
      sort={{ field: 'at', direction: 'DESC' }}
      rowHref={(e) => recordHref(e, locale) ?? `${pathname}?${new URLSearchParams({ entity: e.entity }).toString()}`}
      filters={
        <>
          <SelectField
            className="admin-filter"
            label={t('audit.entity')}
            value={entity}
            emptyLabel={t('audit.allEntities')}
            options={entities.map((id) => ({ id, label: codeText(t, `audit.entity.${id}`) }))}
            onChange={(v) => filter('entity', v === null ? null : String(v))}
          />
          <SelectField
            className="admin-filter"
            label={t('audit.action')}
            value={action}
            emptyLabel={t('audit.allActions')}
            options={ACTIONS.map((id) => ({ id, label: codeText(t, `audit.action.${id}`) }))}
            onChange={(v) => filter('action', v === null ? null : String(v))}
          />
        </>
      }
    />
  );
}
