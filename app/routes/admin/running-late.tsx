import type { Route } from './+types/running-late';
import { findHallDelays } from '../../../core/halls/find-hall-delays';
import { requireAuthorized } from '../../auth/guards.server';
import { HallDelayCard } from '../../components/admin/hall-delay-card';
import { usePeriodicRevalidation } from '../../components/ui/use-periodic-revalidation';
import { appContext } from '../../context';
import { createAdminT, useAdminT } from '../../i18n/admin-t';
import { localeFromPath } from '../../i18n/locale';
import { routeMeta } from '../../seo/route-meta';
import '../../styles/running-late.css';

/** What is on now and next moves on with the clock: the cards are read again every minute. */
const REFRESH_MS = 60_000;

/**
 * Running late (issue 11 item 7, decision 035): the staff at the halls mark a hall as running
 * N minutes late, and back on time, from a phone. Organizers and Admins.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAuthorized(args, 'hallDelays.set');
  const { db, config } = args.context.get(appContext);
  return { halls: await findHallDelays(db, { viewer, now: config.now(), timezone: config.timezone }) };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { title: createAdminT(localeFromPath(args.location.pathname))('runningLate.title') });
}

export default function RunningLate({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  usePeriodicRevalidation(REFRESH_MS);
  const { halls } = loaderData;
  return (
    <div className="admin-page running-late">
      <header className="admin-page-header">
        <h1>{t('runningLate.title')}</h1>
        <p className="admin-lead">{t('runningLate.lead')}</p>
      </header>
      {halls.length === 0 ? (
        <p className="empty-state">{t('runningLate.noHalls')}</p>
      ) : (
        <ul className="late-cards" role="list">
          {halls.map((hall) => (
            <li key={hall.id}>
              <HallDelayCard hall={hall} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
