import { formatWeekday } from '../../i18n/format-date';
import type { Locale } from '../../i18n/locale';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';

/** A day standing alone (a heading, an option) starts with a capital: "Pátek 15. října". */
export function dayLabel(day: string, locale: Locale, tz: string): string {
  const text = formatWeekday(`${day}T12:00:00Z`, locale, tz);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** The day labels of the visitor's language and the event time zone. */
export function useDayLabel(): (day: string) => string {
  const locale = useLocale();
  const tz = useTimeZone();
  return (day) => dayLabel(day, locale, tz);
}
