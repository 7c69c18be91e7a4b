import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/audit-log';
import type { ApiAuditEntry } from '../../../core/audit/audit-query';
import { findAuditLog } from '../../../core/audit/find-audit-log';
import { AUDIT_ENTITIES } from '../../../core/audit/record-audit';
import { requireAuthorized } from '../../auth/guards.server';
import { AdminList, LIST_PAGE_SIZE, type ListColumn } from '../../components/admin/admin-list';
import { AuditChanges, recordHref } from '../../components/admin/audit-changes';
import { formatDateTime } from '../../components/admin/format-date-time';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { SelectField } from '../../components/admin/widgets/form-fields';
import { appContext } from '../../context';
import { codeText, createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';

const ACTIONS = ['create', 'update', 'delete'] as const;

/** Who changed what in the admin area, newest first, filtered by collection and action (Admins). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'auditLog.read');
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
  return {
    rows: result.data,
    names: result.names,
    total: result.total,
    page,
    pageCount,
    entity,
    action,
    entities: [...AUDIT_ENTITIES],
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('audit.title') });
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { rows, names, total, page, pageCount, entity, action, entities } = loaderData;

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
        const text = `${codeText(t, `audit.entity.${e.entity}`)}: ${e.label || `#${e.entity_id}`}`;
        return to ? <Link to={to}>{text}</Link> : text;
      },
    },
    {
      key: 'changes',
      label: t('audit.changes'),
      cell: (e) => <AuditChanges entry={e} names={names} />,
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
