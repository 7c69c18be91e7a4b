import type { Route } from './+types/home';
import { requireAuthorized } from '../../auth/guards.server';
import { AttentionCard } from '../../components/admin/attention-card';
import { usePeriodicRevalidation } from '../../components/ui/use-periodic-revalidation';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import { loadHomeCards } from './home-cards.server';
import '../../styles/admin-home.css';

/** Sessions start and halls run late by the minute: the cards are read again every minute. */
const REFRESH_MS = 60_000;

/**
 * The admin home (issue 28 item 4, decision 086): what needs attention now, a card each, only
 * what the viewer may see (an Organizer their exhibitors' things), each linking to its screen.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'adminArea.use');
  const { db, config } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const cards = await loadHomeCards(
    { db, viewer, now: config.now(), timezone: config.timezone, locale, t: createAdminT(locale) },
    (error) => console.error(error),
  );
  return { cards };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('home.title') });
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  usePeriodicRevalidation(REFRESH_MS);
  return (
    <div className="admin-page admin-home">
      <header className="admin-page-header">
        <h1>{t('home.title')}</h1>
        <p className="admin-lead">{t('home.lead')}</p>
      </header>
      <ul className="attention-cards" role="list">
        {loaderData.cards.map((card) => (
          <li key={card.key}>
            <AttentionCard card={card} />
          </li>
        ))}
      </ul>
    </div>
  );
}
