import { useNavigation } from 'react-router';
import type { Route } from './+types/accompanying';
import { findAccompanyingEvents } from '../../../core/programme/find-accompanying-events';
import { readAccompanyingFilters } from '../../../core/programme/programme-filters';
import type { ProgrammeItem } from '../../../core/programme/programme-item';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { FilterForm, FilterSelect, FilterToggle } from '../../components/programme/filter-form';
import { Icon } from '../../components/programme/icons';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { ProgrammeListItem } from '../../components/programme/programme-list-item';
import { dayKey, formatDateRange, formatWeekday } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const filters = readAccompanyingFilters(new URL(args.request.url).searchParams);
  return findAccompanyingEvents(db, { filters, now: new Date(), timezone: config.timezone, viewer: await getUser(args) });
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('accompanying.title'), description: t('accompanying.metaDescription') });
}

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

export default function AccompanyingEvents({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { items, locations, days, filters } = loaderData;
  const busy = useNavigation().state === 'loading';
  const filtered = filters.locationId !== null || filters.day !== null || filters.upcoming;
  const span = items.length
    ? { start: items[0]!.start, end: items.reduce((a, i) => (i.end > a ? i.end : a), items[0]!.end) }
    : null;
  // A day label stands alone (a heading, an option), so it starts with a capital: "Pátek 15. října".
  const dayLabel = (day: string) => {
    const text = formatWeekday(`${day}T12:00:00Z`, locale, tz);
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  };
  let shown = 0;

  return (
    <>
      <ProgrammeHeader
        area="accompanying"
        title={t('accompanying.title')}
        lead={t('accompanying.lead')}
        facts={
          span && !filtered ? (
            <p className="programme-fact">
              <Icon name="calendar" />
              {formatDateRange(span.start, span.end, locale, tz)}
            </p>
          ) : null
        }
      />
      <div className="container programme-body area-accompanying">
        <FilterForm summary={t('programme.showing', { what: t('count.events', { count: items.length }) })} active={filtered}>
          <FilterSelect
            name="location"
            label={t('accompanying.locationFilter')}
            value={filters.locationId === null ? '' : String(filters.locationId)}
            options={locations
              .map((l) => ({ value: String(l.id), label: localized(l.name, l.name_en, locale) }))
              .sort((a, b) => a.label.localeCompare(b.label, locale))}
            allLabel={t('accompanying.allLocations')}
          />
          <FilterSelect
            name="day"
            label={t('accompanying.dayFilter')}
            value={filters.day ?? ''}
            options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
            allLabel={t('accompanying.allDays')}
          />
          <FilterToggle name="upcoming" label={t('accompanying.upcoming')} checked={filters.upcoming} />
        </FilterForm>
        {items.length === 0 ? (
          <p className="empty-state">
            {!filtered
              ? t('accompanying.emptyAll')
              : filters.upcoming
                ? t('accompanying.emptyUpcoming')
                : t('accompanying.empty')}
          </p>
        ) : (
          <div aria-busy={busy} className="programme-days">
            {groupByDay(items, filters.day, tz).map(([day, group]) => (
              <section key={day} className="programme-day" aria-labelledby={`day-${day}`}>
                <h2 id={`day-${day}`} className="programme-day-title">
                  {dayLabel(day)}
                </h2>
                <ol className="programme-list" role="list">
                  {group.map((item) => (
                    <ProgrammeListItem key={item.id} item={item} heading="h3" eager={shown++ < 3} />
                  ))}
                </ol>
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
