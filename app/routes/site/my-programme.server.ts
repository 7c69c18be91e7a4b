import { findProgrammeLinks } from '../../../core/stars/find-programme-links';
import { findStarNotices } from '../../../core/stars/set-star-notices';
import { findStarIds } from '../../../core/stars/find-stars';
import { findStarredProgramme } from '../../../core/stars/find-starred-programme';
import { findSignupPlaces } from '../../../core/signups/find-signup-places';
import type { ProgrammeLinkKind } from '../../../core/stars/programme-link-kinds';
import { MAX_STARS } from '../../../core/stars/star-limits';
import { getUser, type RequestArgs } from '../../auth/session.server';
import { appContext } from '../../context';
import type { Locale } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { siteOrigin } from '../../seo/site-origin';

/** A programme link as the owner's page shows it: the https address and, for the feed, the webcal: one. */
export type ShownLink = { url: string; webcal: string | null } | null;

/** A guest's stars sent by their browser as `?ids=1,2,3`: ids only, at most MAX_STARS. */
export function readIdsParam(url: URL): number[] {
  const raw = url.searchParams.get('ids') ?? '';
  const ids = raw
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number)
    .filter((n) => n <= 2147483647);
  return [...new Set(ids)].slice(0, MAX_STARS);
}

export function linkUrls(kind: ProgrammeLinkKind, token: string | null, locale: Locale, origin: string): ShownLink {
  if (!token) return null;
  const path =
    kind === 'share' ? href('SharedProgramme', { token }, locale) : href('MyProgrammeFeed', { file: `${token}.ics` }, locale);
  const url = new URL(path, origin).toString();
  return { url, webcal: kind === 'feed' ? url.replace(/^https?:/, 'webcal:') : null };
}

/**
 * My programme's data: a signed-in user's stars from the account and the seminars where they
 * have a seat or a queue place (each seminar with its seat state), and their links;
 * for a guest the events their browser asks for with `?ids=` (public data, no seats), or none.
 */
export async function loadMyProgramme(args: RequestArgs, locale: Locale) {
  const { db, config } = args.context.get(appContext);
  const user = await getUser(args);
  const url = new URL(args.request.url);
  if (!user) {
    const ids = readIdsParam(url);
    const items = await findStarredProgramme(db, { eventIds: ids, viewer: null, seatsOf: null, timezone: config.timezone });
    return { signedIn: false as const, asked: url.searchParams.has('ids'), items, links: null };
  }
  const [ids, places] = await Promise.all([
    findStarIds(db, { userId: user.id, viewer: user }),
    findSignupPlaces(db, { userId: user.id }),
  ]);
  const signedUp = [...places.keys()];
  const [items, tokens, starNotices] = await Promise.all([
    findStarredProgramme(db, { eventIds: ids, viewer: user, seatsOf: user.id, timezone: config.timezone, signedUp }),
    findProgrammeLinks(db, { userId: user.id }),
    findStarNotices(db, { userId: user.id }),
  ]);
  const origin = siteOrigin(config, args.request);
  return {
    signedIn: true as const,
    asked: true,
    items,
    starNotices,
    links: { share: linkUrls('share', tokens.share, locale, origin), feed: linkUrls('feed', tokens.feed, locale, origin) },
  };
}
