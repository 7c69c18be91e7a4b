import type { ReactNode } from 'react';
import type { EventMaterials } from '../../../core/programme/find-event-materials';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { Image } from '../ui/image';
import { EventAccessText, EventMaterialsSection, preloadEventParts, showsMaterials } from './event-parts-on-demand';
import { eventWhen } from './event-when';
import { Icon } from './icons';
import { SpeakerList } from './speaker-list';

/**
 * The read-only parts of an event's page that today's event detail and a past edition's event
 * page (decision 162) share, so both say the same in the same markup: the access note, when and
 * where, the picture (else the organiser's logo), and the description, materials and speakers.
 * Plain markup: nothing here adds script to a public page (the materials' comes when shown).
 */

// Its facts come from here too, so the two stay one script (imported apart, Rolldown split them).
export { EventFacts } from './event-facts';
export { preloadEventParts };

/** Who may come, when the event is not public (decision 027; on demand, decision 209). */
export function EventAccessNote({ event }: { event: ProgrammeEventDetail }) {
  return event.access === 'public' ? null : <EventAccessText access={event.access} />;
}

/** When and where, under the title; `afterTime`: what today's page adds after the time (its state, a delay). */
export function EventSummary({ event, afterTime }: { event: ProgrammeEventDetail; afterTime?: ReactNode }) {
  const locale = useLocale();
  const tz = useTimeZone();
  const venue = event.hall ?? event.location;
  return (
    <ul className="event-summary" role="list">
      <li>
        <Icon name="calendar" />
        <time dateTime={isoDateTime(event.start)}>{eventWhen(event.start, event.end, locale, tz).full}</time>
        {afterTime}
      </li>
      {venue ? (
        <li>
          <Icon name={event.hall ? 'building' : 'pin'} />
          {localized(venue.name, venue.name_en, locale)}
        </li>
      ) : null}
    </ul>
  );
}

/** The event's picture beside the title, else its organiser's logo. */
export function EventHeroImage({ event }: { event: ProgrammeEventDetail }) {
  const t = useT();
  if (event.image)
    return (
      <Image
        image={event.image}
        alt={t('programme.eventImage')}
        sizes="(min-width: 30rem) 28rem, calc(100vw - 2rem)"
        loading="priority"
        className="event-image"
      />
    );
  if (event.organiser?.logo)
    return <Image image={event.organiser.logo} alt="" sizes="10.5rem" loading="priority" className="event-logo" />;
  return null;
}

/** The description (or that there is none), the materials and recordings (decision 088), and the speakers. */
export function EventContent({ event, materials }: { event: ProgrammeEventDetail; materials: EventMaterials | null }) {
  const t = useT();
  const locale = useLocale();
  const description = localized(event.description, event.description_en, locale);
  const speakersTitle = t(event.type === EVENT_TYPE.seminar ? 'programme.presenters' : 'programme.speakers');
  return (
    <>
      <section aria-labelledby="event-about">
        <h2 id="event-about" className="event-section-title">
          {t('event.about')}
        </h2>
        {description ? (
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: description }} />
        ) : (
          <p className="event-muted">{t('event.noDescription')}</p>
        )}
      </section>
      {showsMaterials(materials) ? <EventMaterialsSection materials={materials} /> : null}
      {event.speakers.length > 0 ? (
        <section aria-labelledby="event-speakers">
          <h2 id="event-speakers" className="event-section-title">
            {speakersTitle}
          </h2>
          <SpeakerList speakers={event.speakers} label={speakersTitle} />
        </section>
      ) : null}
    </>
  );
}
