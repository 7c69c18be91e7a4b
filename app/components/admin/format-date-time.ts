import { DEFAULT_TIME_ZONE } from '../../i18n/format-date';
import { intlLocale, type Locale } from '../../i18n/locale';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A compact date and time for admin tables, in the event time zone: `22. 11. 2026 05:12` / `22/11/2026, 05:12`. */
export function formatDateTime(date: Date | string, locale: Locale, timeZone = DEFAULT_TIME_ZONE): string {
  const key = `${locale}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(locale), {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    formatters.set(key, f);
  }
  return f.format(date instanceof Date ? date : new Date(date));
}
