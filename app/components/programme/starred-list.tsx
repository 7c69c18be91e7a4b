import type { StarredItem } from '../../../core/stars/find-starred-programme';
import { dayKey } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { useDayLabel } from './day-label';
import { ProgrammeListItem } from './programme-list-item';
import { useSessionPhase, useSignupsOpen } from './programme-clock';

type Props = {
  items: StarredItem[];
  /** A read-only copy (the shared list): no star toggles. */
  readOnly?: boolean;
};

/** My programme's events in day sections, each with its clashes in words and, for seminars, the seat state. */
export function StarredList({ items, readOnly = false }: Props) {
  const tz = useTimeZone();
  const label = useDayLabel();
  const byId = new Map(items.map((i) => [i.id, i]));
  const days = new Map<string, StarredItem[]>();
  for (const item of items) {
    const key = dayKey(item.start, tz);
    days.set(key, [...(days.get(key) ?? []), item]);
  }
  return (
    <div className="programme-days starred-days">
      {[...days].map(([day, group]) => (
        <section key={day} className="programme-day" aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="programme-day-title">
            {label(day)}
          </h2>
          <ol className="programme-list" role="list">
            {group.map((item, i) => (
              <ProgrammeListItem
                key={item.id}
                item={item}
                heading="h3"
                eager={i < 2}
                showArea
                star={!readOnly}
                extra={<StarredFacts item={item} byId={byId} />}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function StarredFacts({ item, byId }: { item: StarredItem; byId: Map<number, StarredItem> }) {
  const t = useT();
  const locale = useLocale();
  const others = item.clashesWith.map((id) => byId.get(id)).filter((o) => o !== undefined);
  if (!others.length && !item.seat) return null;
  return (
    <div className="starred-facts">
      {others.length ? (
        <p className="starred-clash">
          <strong className="starred-clash-badge">{t('myProgramme.clashLabel')}</strong>{' '}
          {t('myProgramme.clash', { names: others.map((o) => localized(o.name, o.name_en, locale)).join('; ') })}
        </p>
      ) : null}
      {item.seat ? <SeatLine item={item} /> : null}
    </div>
  );
}

/**
 * A seminar's seat state: until sign-ups close at the scheduled start (decision 071) the place
 * and the seats left; after that a seat held is still told, otherwise that the seminar is on,
 * over, or closed to sign-ups, instead of seats nobody can take.
 */
function SeatLine({ item }: { item: StarredItem }) {
  const t = useT();
  const phase = useSessionPhase(item);
  const open = useSignupsOpen(item);
  const seat = item.seat!;
  if (!open && seat.state !== 'joined') {
    return (
      <p className={`starred-seat starred-seat-${phase}`}>
        {t(
          phase === 'running'
            ? 'myProgramme.sessionStarted'
            : phase === 'ended'
              ? 'myProgramme.sessionEnded'
              : 'myProgramme.signupsClosed',
        )}
      </p>
    );
  }
  return (
    <p className={`starred-seat starred-seat-${seat.state}`}>
      {t(
        seat.state === 'joined'
          ? 'myProgramme.seatJoined'
          : seat.state === 'waiting'
            ? 'myProgramme.seatWaiting'
            : 'myProgramme.seatNone',
        { position: seat.position ?? 1 },
      )}
      {open && seat.state !== 'joined' && seat.seatsLeft !== null
        ? `, ${seat.seatsLeft === 0 ? t('myProgramme.seatsFull') : t('myProgramme.seatsLeft', { count: seat.seatsLeft })}`
        : null}
    </p>
  );
}
