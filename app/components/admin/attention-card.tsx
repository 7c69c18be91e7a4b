import { useId } from 'react';
import { Link } from '../ui/link';
import { useAdminT } from '../../i18n/admin-t';

/** One line of a card: what it is, a fact about it, and where it is handled. */
export type HomeCardItem = { key: string; label: string; detail: string; href: string; urgent?: boolean };

/**
 * A card of the admin home as the screen draws it, its texts already in the page's language:
 * how many things wait (`total`), the first few, and the screen that handles them. `failed` when
 * its query failed (the other cards still show).
 */
export type HomeCard = {
  key: string;
  title: string;
  total: number;
  items: HomeCardItem[];
  href: string;
  linkLabel: string;
  empty: string;
  failed?: boolean;
};

/**
 * One card of the admin home: its title with how many things wait, the first few as links, and
 * the screen that handles all of them. A card whose query failed says so; the others still show.
 */
export function AttentionCard({ card }: { card: HomeCard }) {
  const t = useAdminT();
  const headingId = useId();
  const more = card.total - card.items.length;
  return (
    <section className="attention-card" aria-labelledby={headingId} data-waiting={card.total > 0 || undefined}>
      <h2 id={headingId}>
        {card.title}
        {card.failed ? null : <span className="attention-count">{card.total}</span>}
      </h2>
      {card.failed ? (
        <p className="attention-failed" role="alert">
          {t('home.failed')}
        </p>
      ) : card.items.length === 0 ? (
        <p className="attention-empty">{card.empty}</p>
      ) : (
        <ul role="list">
          {card.items.map((item) => (
            <li key={item.key} data-urgent={item.urgent || undefined}>
              <Link to={item.href} className="text-link">
                {item.label}
              </Link>
              <span className="attention-detail">{item.detail}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="attention-link">
        <Link to={card.href} className="text-link">
          {more > 0 ? t('home.more', { count: more }) : card.linkLabel} ›
        </Link>
      </p>
    </section>
  );
}
