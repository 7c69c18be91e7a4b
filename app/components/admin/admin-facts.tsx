import type { ReactNode } from 'react';
import { useLocale } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { formatDateTime } from './format-date-time';

/** One labelled fact of an `admin-facts` list (a record's state, its dates, what it links to). */
export function AdminFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An instant in the event time zone as a `<time>`, or the fallback ('never', '–') when there is none. */
export function AdminDateTime({ value, fallback = '' }: { value: string | null; fallback?: string }) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return value ? <time dateTime={value}>{formatDateTime(value, locale, timeZone)}</time> : <>{fallback}</>;
}
