import { data } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/embed-detail';
import { AppError } from '../../../core/errors/app-error';
import { findEvents } from '../../../core/events/find-events';
import { getEmbed } from '../../../core/embeds/get-embed';
import { parseIdParam } from '../../../core/query/parse-id-param';
import { requireAuthorized } from '../../auth/guards.server';
import { embedTypeKey } from '../../components/admin/embed-types';
import { formatDateTime } from '../../components/admin/format-date-time';
import { PublicationBadge } from '../../components/admin/publication-badge';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';

/**
 * One embed and the events it is attached to, drafts included (admin-and-widgets.md 2), as the
 * API shows them to this user in preview: an embed they may not see is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'embeds.write');
  const { db, config } = args.context.get(appContext);
  const id = parseIdParam(args.params.id);
  if (id === null) throw data(null, { status: 404 });
  const read = (params: Record<string, string>) => ({ viewer, timezone: config.timezone, params: new URLSearchParams(params) });
  try {
    const embed = await getEmbed(db, { id, ...read({ _publicationState: 'preview' }) });
    const events = await findEvents(
      db,
      read({ '_where[embeds.id]': String(id), _publicationState: 'preview', _sort: 'start:ASC', _limit: '999' }),
    );
    return {
      embed,
      events: events.map((e) => ({
        id: e.id,
        name: e.name,
        start: e.start,
        type: e.eventtype.name,
        published: e.published_at !== null,
      })),
    };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export function meta(args: Route.MetaArgs) {
  const t = createAdminT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: args.loaderData?.embed.name ?? t('embeds.title') });
}

export default function AdminEmbedDetail({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { embed, events } = loaderData;
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={href('AdminEvents', {}, locale)} className="text-link">
          ‹ {t('events.back')}
        </Link>
      </p>
      <header className="admin-page-header">
        <p className="admin-kicker">{t('embeds.kicker', { id: embed.id })}</p>
        <h1>{embed.name}</h1>
      </header>
      <dl className="admin-facts">
        <div>
          <dt>{t('embeds.type')}</dt>
          <dd>{t(embedTypeKey(embed.type))}</dd>
        </div>
        <div>
          <dt>{t('embeds.code')}</dt>
          <dd>
            <code>{embed.url}</code>
          </dd>
        </div>
        <div>
          <dt>{t('embeds.state')}</dt>
          <dd>
            <PublicationBadge published={embed.published_at !== null} />
          </dd>
        </div>
      </dl>
      <section className="admin-section">
        <h2>{t('embeds.linkedEvents')}</h2>
        {events.length === 0 ? (
          <p className="empty-state">{t('admin.noData')}</p>
        ) : (
          <ul className="admin-items" role="list">
            {events.map((e) => (
              <li key={e.id} className="admin-item">
                <div className="admin-item-main">
                  <Link to={href('AdminEventDetail', { id: e.id }, locale)} className="admin-item-title">
                    {e.name}
                  </Link>
                  <span className="admin-item-meta">
                    {e.type} · <time dateTime={e.start}>{formatDateTime(e.start, locale, timeZone)}</time>
                  </span>
                </div>
                <PublicationBadge published={e.published} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
