import type { Route } from './+types/event-calendar';
import { buildCalendar } from '../../../core/calendar/build-calendar';
import { toCalendarEntry } from '../../../core/programme/event-calendar-entry';
import { getProgrammeEvent } from '../../../core/programme/get-programme-event';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { delayNoteText } from '../../components/programme/delay-note';
import { eventHref, parseEventCalendarFile } from '../../components/programme/event-paths';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { notFound, orNotFound } from '../not-found';
import { calendarResponse } from './programme/calendar-response';
import { siteOrigin } from '../../seo/site-origin';

/** "Add to calendar": one event as an .ics file, in the language of the path, under the detail page's publication rules. */
export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const { db, config } = context.get(appContext);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const id = parseEventCalendarFile(params.file);
  if (id === null) return notFound();

  const viewer = await getUser(args);
  const event = await orNotFound(getProgrammeEvent(db, { id, viewer, timezone: config.timezone }));
  const origin = siteOrigin(config, request);
  const entry = toCalendarEntry(event, {
    locale,
    url: new URL(eventHref(event, locale), origin).toString(),
    host: new URL(origin).hostname,
    delayNote: event.delay && delayNoteText(createT(locale), event.delay, locale, config.timezone),
  });
  const ics = buildCalendar({
    name: localized(event.name, event.name_en, locale),
    entries: [entry],
    timezone: config.timezone,
    now: new Date(),
    language: locale,
  });
  return calendarResponse(ics, { filename: `${event.slug || `event-${event.id}`}.ics`, personal: viewer !== null });
}
