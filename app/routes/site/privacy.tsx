import { Link } from '../../components/ui/link';
import type { Route } from './+types/privacy';
import { CONSENT_VERSIONS } from '../../../core/privacy/consent-texts';
import { findCurrentEdition } from '../../../core/editions/current-edition';
import { findEditionPurges } from '../../../core/privacy/find-edition-end';
import { USER_DATA_SECTIONS } from '../../../core/privacy/user-data-sections';
import {
  ACCOUNTING_RETENTION,
  addMonths,
  DEFAULT_RETENTION_MONTHS,
  RETENTION_CATEGORIES,
  retentionPeriodsOf,
} from '../../../core/settings/retention-periods';
import { appContext } from '../../context';
import { formatDate } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import type { MessageKey } from '../../i18n/messages/cs';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { routeMeta } from '../../seo/route-meta';
import privacyCss from '../../styles/privacy.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: privacyCss }];

/**
 * The privacy notice and terms (decision 156), made from what the system stores: the export's
 * sections with their purpose and period, the retention periods the daily purge goes by, the
 * law's accounting periods and the consent texts' versions. The same for every visitor.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  // The current edition's end and periods (an Admin sets them per edition, decision 165): the
  // dates a visitor's data given now is kept to. Never a draft's: the next year's periods apply
  // once it is current.
  const [purges, current] = await Promise.all([findEditionPurges(db), findCurrentEdition(db)]);
  const editionEnd = purges.find((p) => p.editionId === current?.id)?.end;
  const periods = current ? retentionPeriodsOf(current) : DEFAULT_RETENTION_MONTHS;
  return {
    editionEnd: editionEnd?.toISOString() ?? null,
    categories: USER_DATA_SECTIONS.map(({ name, purpose, kept }) => ({ name, purpose, kept })),
    rules: RETENTION_CATEGORIES.map((category) => ({
      category,
      months: periods[category],
      purgedOn: editionEnd ? addMonths(editionEnd, periods[category]).toISOString() : null,
    })),
    accounting: ACCOUNTING_RETENTION,
    versions: CONSENT_VERSIONS,
  };
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('privacy.title'), description: t('privacy.metaDescription') });
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { editionEnd, categories, rules, accounting, versions } = loaderData;
  const day = (iso: string) => formatDate(iso, locale, timeZone);
  const months = (count: number) => t('privacy.months', { count });
  const keptFor = (kept: (typeof categories)[number]['kept']) => {
    if (kept === 'untilDeleted') return t('privacy.untilDeleted');
    if (kept === 'taxDocuments') return t('privacy.years', { count: accounting.taxDocumentsYears });
    return months(rules.find((r) => r.category === kept)!.months);
  };
  return (
    <div className="container privacy-page">
      <h1>{t('privacy.title')}</h1>
      <p className="privacy-lead">{t('privacy.lead')}</p>

      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{t('privacy.controllerTitle')}</h2>
        {/* The sentence ends with its own full stop; a name ending in one ('z. s.') gives it. */}
        <p>{t('privacy.controller', { organiser: t('footer.organiser').replace(/\.$/, '') })}</p>
      </section>

      <section aria-labelledby="privacy-categories">
        <h2 id="privacy-categories">{t('privacy.categoriesTitle')}</h2>
        <div className="privacy-table-wrap">
          <table className="privacy-table">
            <thead>
              <tr>
                <th scope="col">{t('privacy.categoryColumn')}</th>
                <th scope="col">{t('privacy.purposeColumn')}</th>
                <th scope="col">{t('privacy.retentionColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {categories.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{t(`privacy.category.${c.name}` as MessageKey)}</th>
                  <td data-label={t('privacy.purposeColumn')}>{t(`privacy.purpose.${c.purpose}` as MessageKey)}</td>
                  <td data-label={t('privacy.retentionColumn')}>{keptFor(c.kept)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="privacy-retention">
        <h2 id="privacy-retention">{t('privacy.retentionTitle')}</h2>
        <p>
          {t('privacy.retentionLead')} {editionEnd ? t('privacy.editionEnd', { date: day(editionEnd) }) : null}
        </p>
        <ul className="privacy-rules">
          {rules.map((r) => (
            <li key={r.category}>
              <strong>{t(`privacy.rule.${r.category}` as MessageKey)}</strong>: {months(r.months)}
              {r.purgedOn ? ` (${t('privacy.purgeOn', { date: day(r.purgedOn) })})` : null}
            </li>
          ))}
          <li>
            <strong>{t('privacy.taxDocuments')}</strong>: {t('privacy.taxDocumentsWhy')}
          </li>
          <li>
            <strong>{t('privacy.payments')}</strong>: {t('privacy.paymentsWhy')}
          </li>
        </ul>
      </section>

      <section aria-labelledby="privacy-consents">
        <h2 id="privacy-consents">{t('privacy.consentsTitle')}</h2>
        <p>{t('privacy.consentsLead')}</p>
        <p>{t('privacy.version', versions)}</p>
      </section>

      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rightsTitle')}</h2>
        <p>{t('privacy.rights')}</p>
        <p>
          <Link to={href('Me', {}, locale)} className="text-link">
            {t('privacy.rightsLink')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="privacy-terms" id="terms">
        <h2 id="privacy-terms">{t('privacy.termsTitle')}</h2>
        <p>{t('privacy.terms')}</p>
      </section>
    </div>
  );
}
