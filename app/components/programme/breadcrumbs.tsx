import { Link } from '../ui/link';
import { useT } from '../../i18n/use-t';
import { usePrefetch } from '../ui/use-prefetch';

export type Crumb = { label: string; to?: string };

/** Where the page sits: links up the way, the current page last and unlinked. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  const prefetch = usePrefetch();
  return (
    <nav className="breadcrumbs" aria-label={t('programme.breadcrumb')}>
      <ol role="list">
        {items.map((item, i) => (
          <li key={`${i}-${item.label}`}>
            {item.to ? (
              <Link prefetch={prefetch} to={item.to}>
                {item.label}
              </Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
