import type { ProgrammeItem } from '../../../core/programme/programme-item';
import { dayKey } from '../../i18n/format-date';
import { useTimeZone } from '../../i18n/use-time-zone';
import { useDayLabel } from './day-label';
import { ProgrammeListItem } from './programme-list-item';

/**
 * Events by the day they start on; with a day filter, under that day (a week-long exhibition
 * that began earlier is on that day too).
 */
function groupByDay(items: ProgrammeItem[], filterDay: string | null, tz: string) {
  const groups = new Map<string, ProgrammeItem[]>();
  for (const item of items) {
    const key = filterDay ?? dayKey(item.start, tz);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
}

type Props = {
  items: ProgrammeItem[];
  filterDay: string | null;
  busy: boolean;
  /** Lists that mix the areas mark each event with its own. */
  showArea?: boolean;
};

/** A programme list in day sections, each with its heading; the first pictures load at once. */
export function ProgrammeDayGroups({ items, filterDay, busy, showArea = false }: Props) {
  const tz = useTimeZone();
  const label = useDayLabel();
  let shown = 0;
  return (
    <div aria-busy={busy} className="programme-days">
      {groupByDay(items, filterDay, tz).map(([day, group]) => (
        <section key={day} className="programme-day" aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="programme-day-title">
            {label(day)}
          </h2>
          <ol className="programme-list" role="list">
            {group.map((item) => (
              <ProgrammeListItem key={item.id} item={item} heading="h3" eager={shown++ < 3} showArea={showArea} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
