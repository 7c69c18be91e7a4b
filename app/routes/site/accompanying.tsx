import { useNavigation } from 'react-router';
import type { Route } from './+types/accompanying';
import { findAccompanyingEvents } from '../../../core/programme/find-accompanying-events';
import { readAccompanyingFilters } from '../../../core/programme/programme-filters';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { FilterForm, FilterSelect, FilterToggle } from '../../components/programme/filter-form';
import { CALENDAR, LineIcon } from '../../components/programme/line-icon';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { DayFilter, useNamedOptions } from '../../components/programme/day-filter';
import { ProgrammeDayGroups } from '../../components/programme/programme-day-groups';
import { formatDateRange } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import programmeCss from '../../styles/programme.css?url';
import { routeMeta } from '../../seo/route-meta';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: programmeCss }];

export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const filters = readAccompanyingFilters(new URL(args.request.url).searchParams);
  return findAccompanyingEvents(db, { filters, now: config.now(), timezone: config.timezone, viewer: await getUser(args) });
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('accompanying.title'), description: t('accompanying.metaDescription') });
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
  const named = useNamedOptions();

  return (
    <>
      <ProgrammeHeader
        area="accompanying"
        title={t('accompanying.title')}
        lead={t('accompanying.lead')}
        facts={
          span && !filtered ? (
            <p className="programme-fact">
              <LineIcon d={CALENDAR} />
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
            options={named(locations)}
            allLabel={t('accompanying.allLocations')}
          />
          <DayFilter days={days} value={filters.day} />
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
          <ProgrammeDayGroups items={items} filterDay={filters.day} busy={busy} />
        )}
      </div>
    </>
  );
}
