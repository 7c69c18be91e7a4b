import { Link } from '../../../components/ui/link';
import type { LinkedEvent } from '../../../../core/discover/linked-event';
import { eventHref } from '../../../components/programme/event-paths';
import { dayKey, formatDate, formatDateRange, formatTimeRange } from '../../../i18n/format-date';
import { localized } from '../../../i18n/localized';
import { useLocale } from '../../../i18n/use-t';
import { useTimeZone } from '../../../i18n/use-time-zone';
import { usePrefetch } from '../../../components/ui/use-prefetch';
import { useArchiveYear } from '../../../components/programme/use-archive-year';

/** Events as links to their pages, with date, time and place (an exhibitor's or a speaker's programme). */
export function LinkedEvents({ events, headingId }: { events: LinkedEvent[]; headingId: string }) {
  const locale = useLocale();
  const prefetch = usePrefetch();
  const timeZone = useTimeZone();
  const archiveYear = useArchiveYear();
  return (
    <ul className="linked-events" role="list" aria-labelledby={headingId}>
      {events.map((event) => (
        <li key={event.id} className="linked-event">
          {dayKey(event.start, timeZone) === dayKey(event.end, timeZone) ? (
            <time className="linked-event-date" dateTime={event.start}>
              <span>{formatDate(event.start, locale, timeZone)}</span>
              <span>{formatTimeRange(event.start, event.end, locale, timeZone)}</span>
            </time>
          ) : (
            // An exhibition running for days: the span, without clock times.
            <time className="linked-event-date" dateTime={event.start}>
              <span>{formatDateRange(event.start, event.end, locale, timeZone)}</span>
            </time>
          )}
          <div>
            <Link
              prefetch={prefetch}
              to={eventHref(
                { id: event.id, slug: event.slug, slug_en: event.slug_en, type: event.eventtype },
                locale,
                archiveYear,
              )}
              className="linked-event-name"
            >
              {localized(event.name, event.name_en, locale)}
            </Link>
            {event.place ? (
              <p className="linked-event-place">{localized(event.place.name, event.place.name_en, locale)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
