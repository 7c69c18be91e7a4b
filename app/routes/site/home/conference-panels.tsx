import { Link } from '../../../components/ui/link';
import type { Homepage } from '../../../../core/site/get-homepage';
import { formatDate, formatTimeRange, isoDateTime } from '../../../i18n/format-date';
import { localized } from '../../../i18n/localized';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';
import { useTimeZone } from '../../../i18n/use-time-zone';
import { usePrefetch } from '../../../components/ui/use-prefetch';

type Props = { panels: Homepage['panels']; mainDay: Date | null };

/** The conference panels (event type 3) of the main day with their times and speakers. */
export function ConferencePanels({ panels, mainDay }: Props) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const tz = useTimeZone();
  return (
    <section className="section" aria-labelledby="panels-title">
      <div className="container">
        <div className="section-head">
          <h2 id="panels-title" className="section-title">
            {t('home.panelsTitle')}
          </h2>
          {mainDay ? <p className="section-sub">{formatDate(mainDay, locale, tz)}</p> : null}
        </div>
        {panels.length === 0 ? (
          <p className="empty-state">{t('home.panelsEmpty')}</p>
        ) : (
          <ol className="panel-list" role="list">
            {panels.map((panel) => (
              <li key={panel.id} className="panel-item">
                <p className="panel-time">
                  <time dateTime={isoDateTime(panel.start)}>{formatTimeRange(panel.start, panel.end, locale, tz)}</time>
                </p>
                <div>
                  <h3 className="panel-name">{localized(panel.name, panel.name_en, locale)}</h3>
                  {panel.speakers.length > 0 ? (
                    <p className="panel-speakers">{panel.speakers.map((s) => s.name).join(', ')}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
        <p className="section-more">
          <Link prefetch={prefetch} to={href('InteConferences', {}, locale)} className="text-link">
            {t('home.panelsAll')} <span aria-hidden="true">→</span>
          </Link>
        </p>
      </div>
    </section>
  );
}
