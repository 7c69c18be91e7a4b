import { useNavigation } from 'react-router';
import type { Route } from './+types/seminars';
import { findSeminars } from '../../../core/programme/find-seminars';
import { readSeminarFilters } from '../../../core/programme/programme-filters';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { FilterForm, FilterSelect } from '../../components/programme/filter-form';
import { CALENDAR, LineIcon } from '../../components/programme/line-icon';
import { ProgrammeHeader } from '../../components/programme/programme-header';
import { ProgrammeListItem } from '../../components/programme/programme-list-item';
import { formatDate } from '../../i18n/format-date';
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
  const filters = readSeminarFilters(new URL(args.request.url).searchParams);
  return findSeminars(db, { filters, viewer: await getUser(args), timezone: config.timezone });
}

// Events for signed-in users or ticket holders only are listed to them (decision 027).
export function headers() {
  return { Vary: 'Cookie' };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('seminars.title'), description: t('seminars.metaDescription') });
}

export default function Seminars({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const tz = useTimeZone();
  const { items, halls, filters } = loaderData;
  const busy = useNavigation().state === 'loading';
  const firstDay = items[0]?.start;
  const hallOptions = halls
    .map((h) => ({ value: String(h.id), label: localized(h.name, h.name_en, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <>
      <ProgrammeHeader
        area="seminars"
        title={t('seminars.title')}
        lead={t('seminars.lead')}
        facts={
          firstDay ? (
            <p className="programme-fact">
              <LineIcon d={CALENDAR} />
              {formatDate(firstDay, locale, tz)}
            </p>
          ) : null
        }
      />
      <div className="container programme-body area-seminars">
        <FilterForm
          summary={t('programme.showing', { what: t('count.seminars', { count: items.length }) })}
          active={filters.hallId !== null}
        >
          <FilterSelect
            name="hall"
            label={t('seminars.hallFilter')}
            value={filters.hallId === null ? '' : String(filters.hallId)}
            options={hallOptions}
            allLabel={t('seminars.allHalls')}
          />
        </FilterForm>
        {items.length === 0 ? (
          <p className="empty-state">{filters.hallId !== null ? t('seminars.empty') : t('seminars.emptyAll')}</p>
        ) : (
          <ol className="programme-list" role="list" aria-busy={busy}>
            {items.map((item, i) => (
              <ProgrammeListItem key={item.id} item={item} heading="h2" eager={i < 3} />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
