import { Link } from '../ui/link';
import type { ApiAuditEntry } from '../../../core/audit/audit-query';
import { AUDIT_REFERENCES, referencedIds } from '../../../core/audit/audit-names';
import { codeText, isAdminKey, useAdminT } from '../../i18n/admin-t';
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import type { RouteName } from '../../i18n/route-table';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { formatDateTime } from './format-date-time';

/** The admin detail of a record of a collection, where one exists. */
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
  pages: 'AdminPageDetail',
  promocodes: 'AdminPromoCodeDetail',
  'access-codes': 'AdminAccessCodeDetail',
  'ticket-orders': 'AdminOrderDetail',
};

/** The admin detail of a record, or null for a collection without one. */
export function detailHref(entity: string, id: number, locale: Locale): string | null {
  const route = DETAIL[entity];
  return route ? href(route as 'AdminEventDetail', { id }, locale) : null;
}

/** The written record's detail, unless the entry deleted it. */
export function recordHref(entry: ApiAuditEntry, locale: Locale): string | null {
  return entry.action === 'delete' ? null : detailHref(entry.entity, entry.entity_id, locale);
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MAX_SHOWN = 8;

/**
 * One recorded write's changes as a person reads them (decision 089): the field's name, the
 * records an id points to by their present name with a link, instants in the event's time
 * zone, yes and no; '–' for nothing.
 */
export function AuditChanges({ entry, names }: { entry: ApiAuditEntry; names: Record<string, string> }) {
  const t = useAdminT();
  if (entry.changes.length === 0) return <>–</>;
  return (
    <ul className="audit-changes" role="list">
      {entry.changes.slice(0, MAX_SHOWN).map((c) => (
        <li key={c.field}>
          <span className="audit-field">{fieldLabel(t, c.field)}</span>
          {c.redacted ? (
            ` (${codeText(t, `audit.redacted.${c.redacted}`)})`
          ) : entry.action === 'update' ? (
            <>
              : <AuditValue field={c.field} value={c.before} names={names} /> →{' '}
              <AuditValue field={c.field} value={c.after} names={names} />
            </>
          ) : (
            <>
              : <AuditValue field={c.field} value={c.after ?? c.before} names={names} />
            </>
          )}
        </li>
      ))}
      {entry.changes.length > MAX_SHOWN ? <li>{t('audit.more', { count: entry.changes.length - MAX_SHOWN })}</li> : null}
    </ul>
  );
}

function fieldLabel(t: ReturnType<typeof useAdminT>, field: string): string {
  const key = `audit.field.${field}`;
  return isAdminKey(key) ? t(key) : field;
}

function AuditValue({ field, value, names }: { field: string; value: unknown; names: Record<string, string> }) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return <>–</>;
  const entity = AUDIT_REFERENCES[field];
  if (entity) {
    const ids = referencedIds(value);
    return (
      <>
        {ids.map((id, i) => {
          const name = names[`${entity}:${id}`];
          const to = name ? detailHref(entity, id, locale) : null;
          return (
            <span key={`${id}-${i}`}>
              {i > 0 ? ', ' : null}
              {to ? <Link to={to}>{name}</Link> : (name ?? `#${id}`)}
            </span>
          );
        })}
      </>
    );
  }
  if (typeof value === 'boolean') return <>{t(value ? 'audit.yes' : 'audit.no')}</>;
  if (typeof value === 'string' && INSTANT.test(value))
    return <time dateTime={value}>{formatDateTime(value, locale, timeZone)}</time>;
  const text = Array.isArray(value) ? value.join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return <>{text.length > 80 ? `${text.slice(0, 79)}…` : text}</>;
}
