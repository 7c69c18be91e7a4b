import { Link } from '../ui/link';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { Image } from '../ui/image';
import { CalendarLink } from './calendar-link';
import { DelayNote } from './delay-note';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { eventCalendarHref, mapsUrl } from './event-paths';
import { exhibitorHref } from './exhibitor-paths';
import { eventWhen } from './event-when';
import { Icon } from './icons';
import { useArchiveYear } from './use-archive-year';

/**
 * The practical side of an event: when, where, the way there, who runs it and whom to ask.
 * `showLogo`: the organiser's logo, unless the page head shows it already.
 */
export function EventFacts({ event, showLogo }: { event: ProgrammeEventDetail; showLogo: boolean }) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const when = eventWhen(event.start, event.end, locale, tz);
  const venue = event.hall ?? event.location;
  const organiser = event.organiser;
  // A past edition's page (decision 162): no seats left, no calendar file; its organiser's stand in that year's fair.
  const archiveYear = useArchiveYear();
  return (
    <div className="event-facts">
      <dl className="fact-list">
        <div className="fact">
          <dt>
            <Icon name="clock" />
            {t('event.when')}
          </dt>
          <dd>
            <time dateTime={isoDateTime(event.start)}>{when.full}</time>
            {event.delay ? (
              <>
                <br />
                <DelayNote delay={event.delay} />
              </>
            ) : null}
          </dd>
        </div>
        {venue ? (
          <div className="fact">
            <dt>
              <Icon name={event.hall ? 'building' : 'pin'} />
              {t(event.hall ? 'programme.hall' : 'programme.location')}
            </dt>
            <dd>{localized(venue.name, venue.name_en, locale)}</dd>
          </div>
        ) : null}
        {event.address ? (
          <div className="fact">
            <dt>
              <Icon name="pin" />
              {t('event.address')}
            </dt>
            <dd>
              {event.address}
              <br />
              <a href={mapsUrl(event.address)} className="text-link" rel="noopener">
                {t('event.showOnMap')}
              </a>
            </dd>
          </div>
        ) : null}
        {event.capacity && archiveYear === null ? (
          <div className="fact">
            <dt>
              <Icon name="seat" />
              {t('event.seats')}
            </dt>
            <dd>
              {event.capacity.taken >= event.capacity.max
                ? t('programme.full')
                : t('event.seatsFree', { free: event.capacity.max - event.capacity.taken, max: event.capacity.max })}
            </dd>
          </div>
        ) : null}
        {event.website ? (
          <div className="fact">
            <dt>
              <Icon name="globe" />
              {t('event.website')}
            </dt>
            <dd>
              <a href={event.website} className="text-link fact-url" rel="noopener">
                {displayUrl(event.website)}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
      {archiveYear === null ? (
        <CalendarLink href={eventCalendarHref(event.id, locale)} className="button event-calendar" />
      ) : null}

      {organiser ? (
        <section className="fact-block" aria-labelledby="event-organiser">
          <h2 id="event-organiser" className="fact-heading">
            {t(event.type === EVENT_TYPE.seminar ? 'programme.organiser' : 'programme.exhibitor')}
          </h2>
          <div className="organiser">
            {showLogo && organiser.logo ? (
              <Image image={organiser.logo} alt="" sizes="4.8rem" loading="lazy" className="organiser-logo" />
            ) : null}
            <p className="organiser-name">
              {organiser.ispublic ? (
                <Link to={exhibitorHref(organiser, locale, archiveYear)}>
                  {localized(organiser.name, organiser.name_en, locale)}
                </Link>
              ) : (
                localized(organiser.name, organiser.name_en, locale)
              )}
            </p>
          </div>
        </section>
      ) : null}

      {event.contact || event.contact_email ? (
        <section className="fact-block" aria-labelledby="event-contact">
          <h2 id="event-contact" className="fact-heading">
            {t('event.contact')}
          </h2>
          {event.contact ? (
            <p className="contact-line">
              <Icon name="user" />
              {event.contact}
            </p>
          ) : null}
          {event.contact_email ? (
            <p className="contact-line">
              <Icon name="mail" />
              <a href={`mailto:${event.contact_email}`} className="text-link">
                {event.contact_email}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** `https://www.example.cz/akce/x` reads as `example.cz/akce/x`. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}
