import type { Route } from './+types/livestream-now';
import { findLiveBanner } from '../../../core/livestreams/find-hall-programme';
import { appContext } from '../../context';

/**
 * What is on air now or next, for the banner's refresh: only the banner's data, so a failed
 * refresh is the banner's to tell (app/components/livestreams/live-banner.tsx) and never
 * takes the page down with it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  return Response.json(await findLiveBanner(db, config.now(), config.timezone), {
    headers: { 'Cache-Control': 'no-store' },
  });
}
