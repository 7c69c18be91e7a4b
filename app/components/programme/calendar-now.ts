import { useLocation } from 'react-router';
import type { WeekCalendar } from '../../../core/programme/get-week-calendar';
import { useProgrammeNow } from './programme-clock';

/**
 * The moment the week calendar marks sessions in progress at: the programme clock, moving on
 * at each start and end without a reload; with `?at=` (a past week shown as if it were
 * running) that moment, as the server drew the "now" line.
 */
export function useCalendarNow(calendar: WeekCalendar): number {
  const { search } = useLocation();
  const clock = useProgrammeNow(calendar.days.flatMap((d) => d.placed.map((p) => p.event)));
  return new URLSearchParams(search).has('at') ? Date.parse(calendar.now) : clock;
}
