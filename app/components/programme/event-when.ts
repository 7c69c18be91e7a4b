import { formatDate, formatDateRange, formatTime, formatTimeRange, dayKey } from '../../i18n/format-date';
import type { Locale } from '../../i18n/locale';

export type EventWhen = {
  sameDay: boolean;
  /** `11. října 2021`, or the span of days `4.–24. října 2021`. */
  date: string;
  /** `09:00–10:00` on one day; for several days the start and end times. */
  time: string;
  /** Everything in one line: `11. října 2021, 09:00–10:00` or `4. října 2021, 09:00 – 24. října 2021, 18:00`. */
  full: string;
};

/** When an event takes place, in the event time zone and the visitor's language. */
export function eventWhen(start: string | Date, end: string | Date, locale: Locale, timeZone: string): EventWhen {
  if (dayKey(start, timeZone) === dayKey(end, timeZone)) {
    const date = formatDate(start, locale, timeZone);
    const time = formatTimeRange(start, end, locale, timeZone);
    return { sameDay: true, date, time, full: `${date}, ${time}` };
  }
  const from = `${formatDate(start, locale, timeZone)}, ${formatTime(start, locale, timeZone)}`;
  const to = `${formatDate(end, locale, timeZone)}, ${formatTime(end, locale, timeZone)}`;
  return {
    sameDay: false,
    date: formatDateRange(start, end, locale, timeZone),
    time: `${formatTime(start, locale, timeZone)} – ${formatTime(end, locale, timeZone)}`,
    full: `${from} – ${to}`,
  };
}
