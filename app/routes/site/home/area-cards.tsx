import { Link } from '../../../components/ui/link';
import type { Homepage } from '../../../../core/site/get-homepage';
import type { MessageKey, PluralKey } from '../../../i18n/messages/cs';
import { href } from '../../../i18n/route-paths';
import type { RouteName } from '../../../i18n/route-table';
import { useLocale, useT } from '../../../i18n/use-t';
import { usePrefetch } from '../../../components/ui/use-prefetch';

type Area = {
  key: keyof Homepage['counts'];
  route: RouteName;
  title: MessageKey;
  text: MessageKey;
  count: PluralKey;
};

// The order of the spec: accompanying events, conference, seminars, fair.
const areas: Area[] = [
  {
    key: 'accompanying',
    route: 'AccoEvents',
    title: 'home.areaAccompanying',
    text: 'home.areaAccompanyingText',
    count: 'count.events',
  },
  {
    key: 'conference',
    route: 'InteConferences',
    title: 'home.areaConference',
    text: 'home.areaConferenceText',
    count: 'count.panels',
  },
  { key: 'seminars', route: 'ProfSeminars', title: 'home.areaSeminars', text: 'home.areaSeminarsText', count: 'count.seminars' },
  { key: 'fair', route: 'InnoFairs', title: 'home.areaFair', text: 'home.areaFairText', count: 'count.exhibitors' },
];

/** One card per programme area with how many published items it has. */
export function AreaCards({ counts }: { counts: Homepage['counts'] }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  return (
    <section className="section section-alt" aria-labelledby="areas-title">
      <div className="container">
        <h2 id="areas-title" className="section-title">
          {t('home.areasTitle')}
        </h2>
        <ul className="area-grid" role="list">
          {areas.map((area) => {
            const n = counts[area.key];
            return (
              <li key={area.key} className={`area-card area-${area.key}`}>
                <h3>
                  <Link prefetch={prefetch} to={href(area.route as 'Home', {}, locale)} className="card-link">
                    {t(area.title)}
                  </Link>
                </h3>
                <p>{t(area.text)}</p>
                <p className="area-count">{n > 0 ? t(area.count, { count: n }) : t('home.areaSoon')}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
