import type { Route } from './+types/my-programme-feed';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { findFeedEvents } from '../../../core/stars/find-feed-events';
import { findLinkOwner } from '../../../core/stars/find-link-owner';
import { appContext } from '../../context';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { notFound } from '../not-found';
import { calendarResponse } from './programme/calendar-response';
import { programmeIcs } from './programme/programme-ics';

/**
 * A user's personal calendar subscription (decision 038): the starred events and the joined
 * seminars, made on every request from the current programme (a late hall's events shifted,
 * with the note), so a calendar app always gets what the site shows. The secret token in the
 * path is the only key: an unknown or revoked one is 404. Personal, so never kept by a cache.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const token = /^(.+)\.ics$/.exec(params.file)?.[1];
  const owner = token ? await findLinkOwner(db, { token, kind: 'feed' }) : null;
  if (!owner) return notFound();

  const t = createT(locale);
  const [events, setting] = await Promise.all([
    findFeedEvents(db, { userId: owner.userId, timezone: config.timezone }),
    getSiteSetting(db),
  ]);
  const ics = programmeIcs({
    name: t('myProgramme.feedName', { site: localized(setting.name, setting.name_en, locale) }),
    events,
    locale,
    request,
    config,
  });
  return calendarResponse(ics, { filename: locale === 'en' ? 'my-programme.ics' : 'muj-program.ics', personal: true });
}
