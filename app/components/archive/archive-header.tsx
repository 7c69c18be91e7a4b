import { Form } from '../ui/form';
import { NavLink } from '../ui/link';
import type { PublicEdition } from '../../../core/editions/public-editions';
import { fairHref, speakersHref } from '../../i18n/archive-links';
import { formatDateRange } from '../../i18n/format-date';
import { localized } from '../../i18n/localized';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { useTimeZone } from '../../i18n/use-time-zone';
import { Breadcrumbs } from '../programme/breadcrumbs';
import { CALENDAR, LineIcon } from '../programme/line-icon';
import '../../styles/archive.css';

/** An edition's days, from the first of its programme to the last. */
export function useEditionDates(): (edition: Pick<PublicEdition, 'programmeStart' | 'programmeEnd'>) => string {
  const locale = useLocale();
  const tz = useTimeZone();
  return (e) => formatDateRange(`${e.programmeStart}T12:00:00Z`, `${e.programmeEnd}T12:00:00Z`, locale, tz);
}

type Props = { edition: PublicEdition; title: string; lead?: string };

/**
 * The head of every page of an archived edition (decision 162): where it is, that the edition is
 * over and read-only, its dates and its sections (programme, speakers, fair, a search in it).
 * Plain links and a GET form: no script of its own.
 */
export function ArchiveHeader({ edition, title, lead }: Props) {
  const t = useT();
  const locale = useLocale();
  const dates = useEditionDates();
  const name = localized(edition.name, edition.name_en, locale);
  const home = href('ArchiveHome', { year: edition.year }, locale);
  const crumbs = [
    { label: t('nav.home'), to: href('Home', {}, locale) },
    { label: t('archive.title'), to: href('ArchiveIndex', {}, locale) },
    ...(title === name ? [{ label: name }] : [{ label: name, to: home }, { label: title }]),
  ];
  return (
    <header className="archive-header">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <h1 className="archive-title">{title}</h1>
        {lead ? <p className="archive-lead">{lead}</p> : null}
        <p className="archive-facts">
          <LineIcon d={CALENDAR} />
          {dates(edition)}
        </p>
        <p className="archive-over" role="note">
          {t('archive.over')}{' '}
          <a href={href('Home', {}, locale)} className="text-link">
            {t('archive.toCurrent')}
          </a>
        </p>
        <nav className="archive-nav" aria-label={t('archive.sections', { year: edition.year })}>
          <ul role="list">
            <li>
              <NavLink to={home} end>
                {t('archive.programme')}
              </NavLink>
            </li>
            <li>
              <NavLink to={speakersHref(locale, edition.year)}>{t('archive.speakers')}</NavLink>
            </li>
            <li>
              <NavLink to={fairHref(locale, edition.year)}>{t('archive.fair')}</NavLink>
            </li>
          </ul>
          <Form method="get" action={href('Search', {}, locale)} role="search" className="archive-search">
            <input type="hidden" name="edition" value={edition.year} />
            <label htmlFor="archive-search-input" className="visually-hidden">
              {t('archive.searchLabel', { year: edition.year })}
            </label>
            <input
              id="archive-search-input"
              type="search"
              name="q"
              required
              placeholder={t('archive.searchLabel', { year: edition.year })}
              autoComplete="off"
            />
            <button type="submit" className="button button-small">
              {t('archive.search')}
            </button>
          </Form>
        </nav>
      </div>
    </header>
  );
}
