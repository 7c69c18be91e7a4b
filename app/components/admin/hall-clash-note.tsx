import { useEffect, useState } from 'react';
import { Link } from '../ui/link';
import type { HallClash } from '../../../core/events/find-hall-clashes';
import { apiCall } from '../../forms/api-client';
import { useAdminT } from '../../i18n/admin-t';
import { DEFAULT_TIME_ZONE } from '../../i18n/format-date';
import { intlLocale, type Locale } from '../../i18n/locale';
import { href } from '../../i18n/admin-route-paths';
import { useLocale } from '../../i18n/use-t';
import { eventHref } from '../programme/event-paths';
import { formatDateTime } from './format-date-time';
import { useDebounced } from './widgets/use-debounced';

type Props = {
  hall: number | null;
  start: string | null;
  end: string | null;
  /** The event being edited; null while creating. */
  exclude: number | null;
  timeZone?: string;
  /** The year of the edition the event is in, when not the current one (decision 178). */
  edition?: number;
};

type Clashes = { data: HallClash[]; hidden: number };

/**
 * The warning under an event's time and hall (decision 062): the other events of the hall whose
 * times overlap, from GET /api/events/hall-clashes, each named with a link. Saving stays
 * possible. A live region, so a screen reader hears it appear as the time or hall changes.
 */
export function HallClashNote({ hall, start, end, exclude, edition, timeZone = DEFAULT_TIME_ZONE }: Props) {
  const t = useAdminT();
  const locale = useLocale();
  const asked = useDebounced(
    hall !== null && start && end
      ? new URLSearchParams({
          hall: String(hall),
          start,
          end,
          ...(exclude ? { exclude: String(exclude) } : {}),
          ...(edition ? { edition: String(edition) } : {}),
        }).toString()
      : '',
    300,
  );
  // The answer with the query it answers: a newer time or hall shows nothing until its own comes.
  const [answer, setAnswer] = useState<{ asked: string; clashes: Clashes } | null>(null);

  useEffect(() => {
    if (!asked) return;
    const abort = new AbortController();
    apiCall<Clashes>('GET', `/events/hall-clashes?${asked}`, undefined, { signal: abort.signal })
      .then((res) => {
        if (res.ok) setAnswer({ asked, clashes: res.data });
      })
      .catch(() => {});
    return () => abort.abort();
  }, [asked]);

  const clashes = asked && answer?.asked === asked ? answer.clashes : null;
  const found = clashes && (clashes.data.length || clashes.hidden) ? clashes : null;
  return (
    <div className="field-wide hall-clash" role="status">
      {found ? (
        <>
          <p className="hall-clash-title">{t('events.clash.title')}</p>
          <ul>
            {found.data.map((event) => (
              <li key={event.id}>
                <ClashLink event={event} locale={locale} />{' '}
                <span className="hall-clash-time">({timeRange(event, locale, timeZone)})</span>
              </li>
            ))}
            {found.hidden ? <li>{t('events.clash.hidden', { count: found.hidden })}</li> : null}
          </ul>
          <p className="hall-clash-hint">{t('events.clash.hint')}</p>
        </>
      ) : null}
    </div>
  );
}

function ClashLink({ event, locale }: { event: HallClash; locale: Locale }) {
  const name = (locale === 'en' && event.name_en) || event.name;
  if (event.editable) return <Link to={href('AdminEventDetail', { id: event.id }, locale)}>{name}</Link>;
  return (
    <Link to={eventHref({ id: event.id, type: event.eventtype, slug: event.slug, slug_en: event.slug_en }, locale)}>{name}</Link>
  );
}

/** `11. 10. 2021 09:00–10:30`, the end's date only when another day. */
function timeRange(event: HallClash, locale: Locale, timeZone: string): string {
  const from = formatDateTime(event.start, locale, timeZone);
  const to = formatDateTime(event.end, locale, timeZone);
  const day = (text: string) => text.slice(0, text.lastIndexOf(' '));
  if (day(from) !== day(to)) return `${from} – ${to}`;
  const clock = new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
  return `${from}–${clock.format(new Date(event.end))}`;
}
