import { useNavigation } from 'react-router';
import type { Route } from './+types/all-sessions';
import { findAllSessions } from '../../../core/programme/find-all-sessions';
import { readAllSessionsFilters } from '../../../core/programme/programme-filters';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { FilterForm, FilterSelect, FilterToggle } from '../../components/programme/filter-form';
import { useNamedOptions } from '../../components/programme/day-filter';
import { SessionFilters } from '../../components/programme/session-filters';
import { CALENDAR, LineIcon } from '../../components/programme/line-icon';
import { ProgrammeDayGroups } from '../../components/programme/programme-day-groups';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { formatDateRange } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

/** "Upcoming" and "starting within the hour" read the programme clock (CLOCK_START), like the livestreams. */
export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const filters = readAllSessionsFilters(new URL(args.request.url).searchParams);
  return findAllSessions(db, { filters, now: config.now(), timezone: config.timezone, viewer: await getUser(args) });
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('allSessions.title'), description: t('allSessions.metaDescription') });
}

export default function AllSessions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { items, days, halls, locations, cities, filters, total } = loaderData;
  const busy = useNavigation().state === 'loading';
  const filtered =
    filters.day !== null ||
    filters.area !== null ||
    filters.hallId !== null ||
    filters.locationId !== null ||
    filters.city !== null ||
    filters.text !== null ||
    filters.upcoming ||
    filters.soon ||
    filters.seats;
  const named = useNamedOptions();
  const what = t('count.events', { count: items.length });

  return (
    <>
      <ProgrammeHeader
        area="week"
        title={t('allSessions.title')}
        lead={t('allSessions.lead')}
        feedLabel={t('allSessions.feed')}
        facts={
          days.length ? (
            <p className="programme-fact">
              <LineIcon d={CALENDAR} />
              {formatDateRange(`${days[0]}T12:00:00Z`, `${days.at(-1)}T12:00:00Z`, locale, tz)}
            </p>
          ) : null
        }
      />
      <div className="container programme-body area-week">
        <FilterForm
          summary={filtered ? t('allSessions.showingOf', { what, total }) : t('programme.showing', { what })}
          active={filtered}
        >
          <SessionFilters filters={filters} days={days} halls={halls} />
          <FilterSelect
            name="location"
            label={t('accompanying.locationFilter')}
            value={filters.locationId === null ? '' : String(filters.locationId)}
            options={named(locations)}
            allLabel={t('accompanying.allLocations')}
          />
          <FilterSelect
            name="city"
            label={t('allSessions.cityFilter')}
            value={filters.city ?? ''}
            options={cities.map((c) => ({ value: c, label: c }))}
            allLabel={t('allSessions.allCities')}
          />
          <div className="filter-toggles">
            <FilterToggle name="upcoming" label={t('accompanying.upcoming')} checked={filters.upcoming} />
            <FilterToggle name="soon" label={t('allSessions.soon')} checked={filters.soon} />
            <FilterToggle name="seats" label={t('allSessions.seats')} checked={filters.seats} />
          </div>
        </FilterForm>
        {items.length === 0 ? (
          <p className="empty-state">
            {!filtered
              ? t('allSessions.emptyAll')
              : filters.soon
                ? t('allSessions.emptySoon')
                : filters.upcoming
                  ? t('accompanying.emptyUpcoming')
                  : t('accompanying.empty')}
          </p>
        ) : (
          <ProgrammeDayGroups items={items} filterDay={filters.day} busy={busy} showArea />
        )}
      </div>
    </>
  );
}
