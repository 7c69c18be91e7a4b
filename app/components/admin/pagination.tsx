import { Link } from '../ui/link';
import { useAdminT } from '../../i18n/admin-t';
import { paginationPages } from './pagination-pages';

type Props = {
  page: number;
  pageCount: number;
  /** The link to a page (keeps the list's other query parameters). */
  pageHref: (page: number) => string;
};

/** Previous/next and numbered pills (admin-and-widgets.md 2); the '..' marker is not a link. */
export function Pagination({ page, pageCount, pageHref }: Props) {
  const t = useAdminT();
  if (pageCount <= 1) return null;
  const items = paginationPages(page, pageCount);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul role="list">
        <li>
          <PageLink to={page > 1 ? pageHref(page - 1) : null} rel="prev">
            ‹ {t('pagination.previous')}
          </PageLink>
        </li>
        {items.map((item, i) =>
          item === '..' ? (
            <li key={`gap-${i}`} className="pagination-gap">
              <span aria-hidden="true">..</span>
              <span className="visually-hidden">{t('pagination.gap')}</span>
            </li>
          ) : (
            <li key={item}>
              <Link
                to={pageHref(item)}
                className="pagination-pill"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <PageLink to={page < pageCount ? pageHref(page + 1) : null} rel="next">
            {t('pagination.next')} ›
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: string; children: React.ReactNode }) {
  if (!to) {
    return (
      <span className="pagination-pill pagination-step" aria-disabled="true">
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel} className="pagination-pill pagination-step">
      {children}
    </Link>
  );
}
