import { Link } from '../../components/ui/link';
import type { Route } from './+types/outbox-message';
import { getOutboxMessage } from '../../../core/mailer/get-outbox-message';
import { getEventMessage } from '../../../core/messages/get-event-message';
import { requireAuthorized } from '../../auth/guards.server';
import { routeMeta } from '../../seo/route-meta';
import { formatDateTime } from '../../components/admin/format-date-time';
import { StatusBadge } from '../../components/admin/status-badge';
import { appContext } from '../../context';
import { intlLocale, localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { createAdminT } from '../../i18n/admin-t';
import { useLocale } from '../../i18n/use-t';
import { useAdminT } from '../../i18n/admin-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { orNotFound, parseDetailId } from '../not-found';

/** One outbox message with its text and HTML body; Admins only, 404 for an unknown or non-numeric id. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'outbox.read');
  const id = parseDetailId(args.params.id);
  const { db } = args.context.get(appContext);
  const message = await orNotFound(getOutboxMessage(db, { viewer, id }));
  // A copy of an organiser's message names its sender and audience (decision 120).
  const record = message.messageId ? await getEventMessage(db, { viewer, id: message.messageId }) : null;
  return { message, record };
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  const message = args.loaderData?.message;
  const title = message
    ? message.subject || t(message.composing ? 'outbox.composing' : 'outbox.noSubject')
    : t('error.notFoundTitle');
  return routeMeta(args, { title });
}

export default function OutboxMessage({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { message: m, record } = loaderData;
  const kB = new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, locale, timeZone)}</time> : t('outbox.none');

  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminOutbox', {}, locale)} className="text-link">
          ‹ {t('outbox.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <p className="admin-kicker">{t('outbox.messageTitle', { id: m.id })}</p>
        <h1>{m.subject || t(m.composing ? 'outbox.composing' : 'outbox.noSubject')}</h1>
      </header>
      {m.composing ? <p className="admin-lead">{t('outbox.composingNote')}</p> : null}

      <dl className="admin-facts">
        <div>
          <dt>{t('outbox.to')}</dt>
          <dd>{m.to}</dd>
        </div>
        <div>
          <dt>{t('outbox.status')}</dt>
          <dd>
            <StatusBadge status={m.status} />
          </dd>
        </div>
        <div>
          <dt>{t('outbox.attempts')}</dt>
          <dd>{m.attempts}</dd>
        </div>
        <div>
          <dt>{t('outbox.template')}</dt>
          <dd>
            <code>{m.template}</code> · {m.locale.toUpperCase()}
          </dd>
        </div>
        <div>
          <dt>{t('outbox.createdAt')}</dt>
          <dd>{when(m.created_at)}</dd>
        </div>
        <div>
          <dt>{t('outbox.sentAt')}</dt>
          <dd>{when(m.sentAt)}</dd>
        </div>
        {m.status === 'pending' ? (
          <div>
            <dt>{t('outbox.nextAttemptAt')}</dt>
            <dd>{when(m.nextAttemptAt)}</dd>
          </div>
        ) : null}
        {record ? (
          <div className="admin-facts-wide">
            <dt>{t('outbox.organiserMessage')}</dt>
            <dd>
              {t('outbox.organiserMessageOf', {
                sender: record.senderName,
                audience: t(`message.audience.${record.audience}`, { count: record.recipients }),
                event: record.eventName ?? '–',
              })}
            </dd>
          </div>
        ) : null}
        <div className="admin-facts-wide">
          <dt>{t('outbox.attachments')}</dt>
          <dd>
            {m.attachments.length === 0 ? (
              t('outbox.none')
            ) : (
              <ul className="admin-plain-list">
                {m.attachments.map((a, i) => (
                  <li key={i}>
                    <a className="text-link" href={`/api/outbox/${m.id}/attachments/${i + 1}`} download={a.filename}>
                      {a.filename}
                    </a>{' '}
                    <span className="admin-muted">{t('outbox.size', { size: kB.format(a.size / 1000) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div className="admin-facts-wide">
          <dt>{t('outbox.lastError')}</dt>
          <dd>{m.lastError ? <code className="admin-error-text">{m.lastError}</code> : t('outbox.none')}</dd>
        </div>
      </dl>

      <section className="admin-section" aria-labelledby="outbox-text">
        <h2 id="outbox-text">{t('outbox.textBody')}</h2>
        <pre className="mail-text" tabIndex={0}>
          {m.text}
        </pre>
      </section>

      <section className="admin-section" aria-labelledby="outbox-html">
        <h2 id="outbox-html">{t('outbox.htmlBody')}</h2>
        {m.html ? (
          // An empty sandbox: the message's markup renders, but runs no script and reaches nothing of this page.
          <iframe className="mail-html" sandbox="" srcDoc={m.html} title={t('outbox.htmlFrame', { subject: m.subject })} />
        ) : (
          <p className="empty-state">{t('outbox.noHtml')}</p>
        )}
      </section>
    </div>
  );
}
