import type { Route } from './+types/programme-calendar';
import { findCalendarEvents } from '../../../core/programme/find-calendar-events';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { feedByFile } from '../../components/programme/calendar-feeds';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { notFound } from '../not-found';
import { editionOfPage } from './archive/archive-edition.server';
import { href } from '../../i18n/route-paths';
import { calendarResponse } from './programme/calendar-response';
import { programmeIcs } from './programme/programme-ics';

/**
 * The calendar feed of a programme area (seminars, accompanying events, conference): every
 * published event the viewer may see. Calendar apps subscribe without a session and get the
 * guests' feed; a signed-in download is personal and not kept by shared caches. At
 * `ArchiveCalendar` the same feed of an archived edition (decision 162).
 */
export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const deps = context.get(appContext);
  const { db, config } = deps;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const feed = feedByFile(params.feed, locale);
  if (!feed) return notFound();
  const edition = await editionOfPage(deps, params, href('ProgrammeCalendar', { feed: params.feed! }, locale));

  const t = createT(locale);
  const viewer = await getUser(args);
  const [events, setting] = await Promise.all([
    findCalendarEvents(db, { eventtypeId: feed.type, viewer, timezone: config.timezone, edition: edition.ref }),
    getSiteSetting(db),
  ]);
  const ics = programmeIcs({
    name: t('programme.feedName', {
      area: t(feed.title),
      // An archived edition's feed is named by the edition, not by today's site name.
      site: edition.edition
        ? localized(edition.edition.name, edition.edition.name_en, locale)
        : localized(setting.name, setting.name_en, locale),
    }),
    events,
    locale,
    request,
    config,
    archiveYear: edition.year,
  });
  return calendarResponse(ics, { filename: feed.file[locale], personal: viewer !== null });
}
