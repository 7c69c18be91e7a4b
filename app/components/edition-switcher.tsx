import { Link } from './ui/link';
import type { PublicEdition } from '../../core/editions/public-editions';
import { localized } from '../i18n/localized';
import { href } from '../i18n/route-paths';
import { useLocale, useT } from '../i18n/use-t';
import { useArchiveYear } from './programme/use-archive-year';

export type SwitcherEdition = Pick<PublicEdition, 'year' | 'name' | 'name_en' | 'state'>;

/**
 * The footer's "Editions" (decision 162): the current edition at today's URLs and each archived
 * one in the archive, as plain links; nothing while the site has one public edition. The page's
 * own edition is marked as the current page's.
 */
export function EditionSwitcher({ editions }: { editions: readonly SwitcherEdition[] }) {
  const t = useT();
  const locale = useLocale();
  const shownYear = useArchiveYear();
  if (editions.length < 2) return null;
  return (
    <nav aria-labelledby="footer-editions" className="footer-editions">
      <h2 id="footer-editions" className="footer-heading">
        {t('editions.title')}
      </h2>
      <ul role="list">
        {editions.map((e) => {
          const current = e.state === 'current';
          const here = current ? shownYear === null : shownYear === e.year;
          return (
            <li key={e.year}>
              <Link
                to={current ? href('Home', {}, locale) : href('ArchiveHome', { year: e.year }, locale)}
                className="footer-link"
                aria-current={here ? 'true' : undefined}
                title={localized(e.name, e.name_en, locale)}
              >
                {current ? t('editions.current', { year: e.year }) : e.year}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
