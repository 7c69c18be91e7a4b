import type { Route } from './+types/livestream-now';
import { findLiveBanner, findLiveBannerState } from '../../../core/livestreams/find-hall-programme';
import { appContext } from '../../context';

/**
 * What is on air now or next, for the banner's refresh: only the banner's data, so a failed
 * refresh is the banner's to tell (app/components/livestreams/live-banner.tsx) and never
 * takes the page down with it. `?state=1` (today's banner) answers the banner's state, with
 * whether the edition is over (decision 164); without it the plain list, which a tab loaded
 * before that still asks for.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const now = config.now();
  const withState = new URL(request.url).searchParams.get('state') === '1';
  const answer = withState ? await findLiveBannerState(db, now, config.timezone) : await findLiveBanner(db, now, config.timezone);
  return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
}
