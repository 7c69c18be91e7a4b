import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/outbox';
import { countOutbox, findOutbox } from '../../../core/mailer/find-outbox';
import { requireAuthorized } from '../../auth/guards.server';
import { routeMeta } from '../../seo/route-meta';
import { formatDateTime } from '../../components/admin/format-date-time';
import { Pagination } from '../../components/admin/pagination';
import { clampPage, pageCountOf } from '../../components/admin/pagination-pages';
import { isOutboxStatus, OUTBOX_STATUSES, StatusBadge, type OutboxStatus } from '../../components/admin/status-badge';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { createAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';
import { useAdminT } from '../../i18n/admin-t';
import { useTimeZone } from '../../i18n/use-time-zone';

const PER_PAGE = 25;

/** The mail outbox, newest first, 25 a page, optionally one status (`?status=kept&page=2`); Admins only. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'outbox.read');
  const { db } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const rawStatus = url.searchParams.get('status');
  // An unknown status shows everything rather than an error page: the filter links never make one.
  const status = isOutboxStatus(rawStatus) ? rawStatus : null;
  const filter = new URLSearchParams(status ? { status } : {});
  const total = await countOutbox(db, { viewer, params: filter });
  const pageCount = pageCountOf(total, PER_PAGE);
  const page = clampPage(Number(url.searchParams.get('page') ?? 1), pageCount);
  const params = new URLSearchParams(filter);
  params.set('_limit', String(PER_PAGE));
  params.set('_start', String((page - 1) * PER_PAGE));
  const messages = await findOutbox(db, { viewer, params });
  return {
    status,
    page,
    pageCount,
    total,
    messages: messages.map(({ text: _text, html: _html, ...summary }) => summary),
  };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('outbox.title') });
}

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { pathname } = useLocation();
  const { status, page, pageCount, total, messages } = loaderData;

  const listHref = (next: { status: OutboxStatus | null; page: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page > 1) search.set('page', String(next.page));
    const query = search.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const filters: { value: OutboxStatus | null; label: string }[] = [
    { value: null, label: t('outbox.filterAll') },
    ...OUTBOX_STATUSES.map((value) => ({ value, label: t(`outbox.status.${value}`) })),
  ];

  return (
    <div className="admin-page">
      <header className="admin-page-header">
        <h1>{t('outbox.title')}</h1>
        <p className="admin-lead">{t('outbox.lead')}</p>
        <p>
          <Link className="button button-small" to={href('AdminMessageNew', {}, locale)}>
            {t('message.toTicketHolders')}
          </Link>
        </p>
      </header>

      <div className="admin-toolbar">
        <nav aria-label={t('outbox.filterLabel')}>
          <ul className="filter-pills" role="list">
            {filters.map((f) => (
              <li key={f.value ?? 'all'}>
                <Link
                  to={listHref({ status: f.value, page: 1 })}
                  className="filter-pill"
                  aria-current={f.value === status ? 'page' : undefined}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="admin-total">{t('outbox.total', { count: total })}</p>
      </div>

      {messages.length === 0 ? (
        <p className="empty-state">{t('admin.noData')}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-labelledby="outbox-caption" tabIndex={0}>
          <table className="admin-table">
            <caption id="outbox-caption" className="visually-hidden">
              {t('outbox.caption', { page, pages: pageCount })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('outbox.to')}</th>
                <th scope="col">{t('outbox.subject')}</th>
                <th scope="col">{t('outbox.template')}</th>
                <th scope="col">{t('outbox.locale')}</th>
                <th scope="col">{t('outbox.status')}</th>
                <th scope="col" className="numeric">
                  {t('outbox.attempts')}
                </th>
                <th scope="col">{t('outbox.createdAt')}</th>
                <th scope="col">{t('outbox.sentAt')}</th>
              </tr>
            </thead>
            <tbody>
              {messages.map((m) => (
                <tr key={m.id}>
                  <td>{m.to}</td>
                  <td className="admin-cell-subject">
                    <Link to={href('AdminOutboxMessage', { id: m.id }, locale)} className="admin-row-link">
                      {m.subject || <em>{t(m.composing ? 'outbox.composing' : 'outbox.noSubject')}</em>}
                    </Link>
                    {m.attachments.length > 0 ? (
                      <span className="admin-muted admin-cell-note">
                        {t('outbox.attachmentCount', { count: m.attachments.length })}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <code>{m.template}</code>
                  </td>
                  <td>{m.locale.toUpperCase()}</td>
                  <td>
                    <StatusBadge status={m.status} />
                  </td>
                  <td className="numeric">{m.attempts}</td>
                  <td>
                    <time dateTime={m.created_at}>{formatDateTime(m.created_at, locale, timeZone)}</time>
                  </td>
                  <td>
                    {m.sentAt ? <time dateTime={m.sentAt}>{formatDateTime(m.sentAt, locale, timeZone)}</time> : t('outbox.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={page} pageCount={pageCount} pageHref={(p) => listHref({ status, page: p })} />
    </div>
  );
}
