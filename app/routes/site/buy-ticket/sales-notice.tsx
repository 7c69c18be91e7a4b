import { Link } from '../../../components/ui/link';
import { href } from '../../../i18n/route-paths';
import { useLocale, useT } from '../../../i18n/use-t';

/** An instant as the page shows it, written by the loader in the page's language and the event's time zone. */
export type PageWhen = { date: string; time: string };

/** The page's share of the sales state (core/tickets/get-ticket-sales-state.ts), instants as the page shows them. */
export type PageSalesState = {
  phase: 'open' | 'notYetOpen' | 'closed' | 'soldOut';
  opensAt: PageWhen | null;
  closesAt: PageWhen | null;
  remaining: number | null;
  fewLeft: boolean;
};

/** Why there is no order form: sales open later (when), or they are over. */
export function SalesClosedNotice({ sales }: { sales: PageSalesState }) {
  const t = useT();
  const locale = useLocale();
  const notYet = sales.phase === 'notYetOpen';
  return (
    <section className="ticket-card ticket-sales-state" aria-labelledby="ticket-sales-title">
      <h2 id="ticket-sales-title">{t(notYet ? 'ticket.salesNotYetOpenTitle' : 'ticket.salesClosedTitle')}</h2>
      {notYet && sales.opensAt ? <p>{t('ticket.salesOpensAt', sales.opensAt)}</p> : <p>{t('ticket.salesClosed')}</p>}
      <p>
        <Link to={href('InteConferences', {}, locale)} className="text-link">
          {t('ticket.seeProgramme')}
        </Link>
      </p>
    </section>
  );
}

/** Above the order form while sales are open: how many are left when few are, and when sales end. */
export function SalesOpenNote({ sales }: { sales: PageSalesState }) {
  const t = useT();
  if (!sales.fewLeft && !sales.closesAt) return null;
  return (
    <div className="ticket-sales-note">
      {sales.fewLeft && sales.remaining !== null ? (
        <p className="ticket-remaining">{t('ticket.remaining', { count: sales.remaining })}</p>
      ) : null}
      {sales.closesAt ? <p>{t('ticket.salesClosesAt', sales.closesAt)}</p> : null}
    </div>
  );
}
