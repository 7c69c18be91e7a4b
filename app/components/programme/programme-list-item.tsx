import type { ReactNode } from 'react';
import { Link } from '../ui/link';
import type { ProgrammeItem } from '../../../core/programme/programme-item';
import { isoDateTime } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { Image } from '../ui/image';
import { EVENT_TYPE } from '../../../core/events/event-types';
import { areaOfEventType } from '../../../core/programme/programme-areas';
import { DelayNote } from './delay-note';
import { eventHref } from './event-paths';
import { eventWhen } from './event-when';
import { BUILDING, FLAG, PIN, SEAT, LineIcon } from './line-icon';
import { StarToggle } from './star-toggle';
import { SessionState } from './session-state';
import { useSessionPhase, useSignupsOpen } from './programme-clock';
import { usePrefetch } from '../ui/use-prefetch';
import { useArchiveYear } from './use-archive-year';

/** programme.css shows the list's pictures from this width; on phones they are not fetched. */
const PROGRAMME_IMAGE_SHOWN = '(min-width: 40rem)';

type Props = {
  item: ProgrammeItem;
  heading: 'h2' | 'h3';
  /** Above the fold: load its picture at once. */
  eager?: boolean;
  /** In a list that mixes the areas: its colour and name. */
  showArea?: boolean;
  /** Its star toggle (not on a read-only list). */
  star?: boolean;
  /** More lines under the speakers (My programme: clashes and the seat state). */
  extra?: ReactNode;
};

/** One event in a programme list: when, whether it is on now, what, where, who runs it, who speaks, seats left. */
export function ProgrammeListItem({ item, heading: Heading, eager = false, showArea = false, star = true, extra }: Props) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const tz = useTimeZone();
  const when = eventWhen(item.start, item.end, locale, tz);
  const name = localized(item.name, item.name_en, locale);
  const venue = item.hall ?? item.location;
  const seminar = item.type === EVENT_TYPE.seminar;
  const area = areaOfEventType(item.type);
  const phase = useSessionPhase(item);
  const signupsOpen = useSignupsOpen(item);
  // A past edition's list is read-only: links into its archive, no star (decision 162).
  const archiveYear = useArchiveYear();
  const starred = star && archiveYear === null;
  return (
    <li className={showArea ? `programme-item area-${area}` : 'programme-item'}>
      <div className="programme-item-side">
        <p className="programme-item-when">
          <time dateTime={isoDateTime(item.start)}>{when.sameDay ? when.time : when.date}</time>
          {/* Only the one on now: after the week every event would say it is over. */}
          {phase === 'running' ? <SessionState phase={phase} className="programme-item-state" /> : null}
          {item.delay ? <DelayNote delay={item.delay} className="programme-item-delay" /> : null}
        </p>
        {starred ? <StarToggle eventId={item.id} name={name} /> : null}
      </div>
      <div className="programme-item-body">
        <Heading className="programme-item-title">
          <Link prefetch={prefetch} to={eventHref(item, locale, archiveYear)} className="card-link">
            {name}
          </Link>
        </Heading>
        <ul className="programme-item-meta" role="list">
          {showArea ? (
            <li className="programme-item-area">
              <span className="visually-hidden">{t('area.label')}: </span>
              {t(`area.${area}`)}
            </li>
          ) : null}
          {venue ? (
            <li>
              <LineIcon d={item.hall ? BUILDING : PIN} />
              <span className="visually-hidden">{t(item.hall ? 'programme.hall' : 'programme.location')}: </span>
              {localized(venue.name, venue.name_en, locale)}
            </li>
          ) : null}
          {item.organiser ? (
            <li>
              <LineIcon d={FLAG} />
              <span className="visually-hidden">{t(seminar ? 'programme.organiser' : 'programme.exhibitor')}: </span>
              {localized(item.organiser.name, item.organiser.name_en, locale)}
            </li>
          ) : null}
          {/* Seats left matter until the scheduled start, when sign-ups close (decision 071). */}
          {item.capacity && signupsOpen && archiveYear === null ? <Seats capacity={item.capacity} /> : null}
        </ul>
        {item.speakers.length > 0 ? (
          <p className="programme-item-speakers">
            <span className="visually-hidden">{t(seminar ? 'programme.presenters' : 'programme.speakers')}: </span>
            {item.speakers.map((s) => s.name).join(', ')}
          </p>
        ) : null}
        {extra}
      </div>
      {item.image ? (
        <Image
          image={item.image}
          alt=""
          sizes="7.5rem"
          loading={eager ? 'eager' : 'lazy'}
          media={PROGRAMME_IMAGE_SHOWN}
          className="programme-item-image"
        />
      ) : null}
    </li>
  );
}

function Seats({ capacity }: { capacity: { max: number; taken: number } }) {
  const t = useT();
  const free = Math.max(0, capacity.max - capacity.taken);
  return (
    <li className={free === 0 ? 'seats seats-full' : 'seats'}>
      <LineIcon d={SEAT} />
      {free === 0 ? t('programme.full') : t('programme.seatsLeft', { free, max: capacity.max })}
    </li>
  );
}
