import { buildCalendar } from '../../../../core/calendar/build-calendar';
import { toCalendarEntry } from '../../../../core/programme/event-calendar-entry';
import type { ProgrammeEventDetail } from '../../../../core/programme/programme-event-detail';
import type { Config } from '../../../../server/config';
import { delayNoteText } from '../../../components/programme/delay-note';
import { eventHref } from '../../../components/programme/event-paths';
import type { Locale } from '../../../i18n/locale';
import { createT } from '../../../i18n/translate';
import { siteOrigin } from '../../../seo/site-origin';

/**
 * A calendar of programme events as the site shows them: each event's page as its URL, a late
 * hall's shifted times with the note, the event time zone's VTIMEZONE. The area feeds and the
 * personal feed (decision 038) are made by it.
 */
export function programmeIcs(opts: {
  name: string;
  events: ProgrammeEventDetail[];
  locale: Locale;
  request: Request;
  config: Pick<Config, 'publicUrl' | 'timezone'>;
  /** An archived edition's feed links its events' archive pages (decision 162). */
  archiveYear?: number | null;
}): string {
  const { locale, config } = opts;
  const t = createT(locale);
  const origin = siteOrigin(config, opts.request);
  const host = new URL(origin).hostname;
  return buildCalendar({
    name: opts.name,
    entries: opts.events.map((event) =>
      toCalendarEntry(event, {
        locale,
        url: new URL(eventHref(event, locale, opts.archiveYear ?? null), origin).toString(),
        host,
        delayNote: event.delay && delayNoteText(t, event.delay, locale, config.timezone),
      }),
    ),
    timezone: config.timezone,
    now: new Date(),
    language: locale,
  });
}
