import type { Route } from './+types/programme-calendar';
import { buildCalendar } from '../../../core/calendar/build-calendar';
import { toCalendarEntry } from '../../../core/programme/event-calendar-entry';
import { findCalendarEvents } from '../../../core/programme/find-calendar-events';
import { getSiteSetting } from '../../../core/site/get-site-setting';
import { appContext } from '../../context';
import { feedByFile } from '../../components/programme/calendar-feeds';
import { eventHref } from '../../components/programme/event-paths';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { notFound } from '../not-found';
import { calendarResponse } from './programme/calendar-response';
import { siteOrigin } from '../../seo/site-origin';

/** The calendar feed of a programme area (seminars, accompanying events, conference): every published event. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db, config } = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const feed = feedByFile(params.feed, locale);
  if (!feed) return notFound();

  const t = createT(locale);
  const [events, setting] = await Promise.all([findCalendarEvents(db, { eventtypeId: feed.type }), getSiteSetting(db)]);
  const origin = siteOrigin(config, request);
  const host = new URL(origin).hostname;
  const ics = buildCalendar({
    name: t('programme.feedName', { area: t(feed.title), site: localized(setting.name, setting.name_en, locale) }),
    entries: events.map((event) =>
      toCalendarEntry(event, { locale, url: new URL(eventHref(event, locale), origin).toString(), host }),
    ),
    timezone: config.timezone,
    now: new Date(),
    language: locale,
  });
  return calendarResponse(ics, { filename: feed.file[locale], personal: false });
}
