import { data } from 'react-router';
import { Link } from '../../components/ui/link';
import type { Route } from './+types/buy-ticket';
import { getTicketSalesState, serializeSalesState } from '../../../core/tickets/get-ticket-sales-state';
import { joinTicketWaitlist } from '../../../core/tickets/join-ticket-waitlist';
import { findPendingOrders } from '../../../core/tickets/find-pending-orders';
import { findTicketOffer } from '../../../core/tickets/ticket-offer';
import { readTicketSettings } from '../../../core/tickets/ticket-settings';
import { waitlistInput } from '../../../core/tickets/waitlist-input';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { Notification } from '../../components/ui/notification';
import { formatMoney } from '../../i18n/format-money';
import { readFormValues, validateForm } from '../../forms/form-errors';
import { refusalFields } from '../../forms/refusal-fields';
import { DEFAULT_TIME_ZONE, formatDate, formatTime } from '../../i18n/format-date';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { usePrefetch } from '../../components/ui/use-prefetch';
import { routeMeta } from '../../seo/route-meta';
import '../../styles/programme.css';
import '../../styles/buy-ticket.css';
import { buyerPrefill } from './buy-ticket/buyer-prefill';
import { orderAction } from './buy-ticket/order-action.server';
import { OrderForm } from './buy-ticket/order-form';
import { SalesClosedNotice, SalesOpenNote, type PageWhen } from './buy-ticket/sales-notice';
import { WaitlistForm, type WaitlistAnswer } from './buy-ticket/waitlist-form';

/**
 * The conference ticket order (public-site.md 2.9). Public and server-rendered; a signed-in
 * buyer finds the form filled in from their account. The form sends the order to the API from
 * the browser (see buy-ticket/ticket-api.ts for why). Whether there is a form at all is the
 * sales state by the programme clock (decision 082): before or after the window the page says
 * why not; sold out, it offers the waiting list, unless `?offer=` carries a valid offer link.
 */
export async function loader(args: Route.LoaderArgs) {
  const { db, config } = args.context.get(appContext);
  const url = new URL(args.request.url);
  const offerCode = url.searchParams.get('offer');
  // Dates and times as the page shows them, written here, so the page loads no date formatting (decision 206).
  const locale = localeFromPath(url.pathname);
  const timeZone = config.timezone || DEFAULT_TIME_ZONE;
  const when = (instant: Date | null): PageWhen | null =>
    instant ? { date: formatDate(instant, locale, timeZone), time: formatTime(instant, locale, timeZone) } : null;
  const [user, settings, sales, offer] = await Promise.all([
    getUser(args),
    readTicketSettings(db),
    getTicketSalesState(db, config.now()),
    // Offer links expire by the real clock, as every mailed code.
    offerCode ? findTicketOffer(db, offerCode, new Date()) : null,
  ]);
  // An order of theirs that awaits payment comes first (decision 080): never a second order by mistake.
  const pending = user ? await findPendingOrders(db, { userId: user.id }) : [];
  return data(
    {
      // The rate the API prices with, from the ticket settings.
      vatRate: settings.vatRate,
      prefill: user ? buyerPrefill(user) : null,
      sales: { ...serializeSalesState(sales), opensAt: when(sales.opensAt), closesAt: when(sales.closesAt) },
      offer: offerCode
        ? offer
          ? { state: offer.state, amount: offer.amount, expiresAt: when(offer.expiresAt) }
          : { state: 'unknown' as const, amount: 0, expiresAt: null }
        : null,
      offerCode: offer?.state === 'valid' ? offerCode : null,
      // The order form's key for a post without JavaScript: pressing twice places one order.
      orderKey: crypto.randomUUID(),
      pendingOrders: pending.map((o) => ({
        number: o.number,
        pageToken: o.pageToken,
        missing: o.payment.missing,
        currency: o.currency,
      })),
    },
    // A signed-in buyer's contact data is theirs alone; so is an offer link's page.
    { headers: user || offerCode ? { 'Cache-Control': 'private, no-store' } : { Vary: 'Cookie' } },
  );
}

/**
 * The order form posted without JavaScript (`intent` order, decision 127), or the sold-out
 * page's waiting-list sign-up (decision 082).
 */
export async function action(args: Route.ActionArgs) {
  const { db, config } = args.context.get(appContext);
  const locale = localeFromPath(new URL(args.request.url).pathname);
  const values = await readFormValues(args.request);
  if (values.intent === 'order') return orderAction(args, values);
  const parsed = validateForm(waitlistInput, { ...values, locale });
  if (!parsed.ok) return data<WaitlistAnswer>({ errors: parsed.errors }, { status: 400 });
  try {
    const joined = await joinTicketWaitlist(db, { input: parsed.data, programmeNow: config.now() });
    return data<WaitlistAnswer>({ joined: joined.email });
  } catch (err) {
    const errors = refusalFields(err, ['email', 'amount', 'consent']);
    if (!errors) throw err;
    return data<WaitlistAnswer>({ errors }, { status: 409 });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta(args: Route.MetaArgs) {
  const t = createT(localeFromPath(args.location.pathname));
  return routeMeta(args, { title: t('ticket.title'), description: t('ticket.metaDescription') });
}

const INCLUDES = [
  'ticket.includesConference',
  'ticket.includesSeminars',
  'ticket.includesLounge',
  'ticket.includesLive',
] as const;

export default function BuyTicket({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const prefetch = usePrefetch();
  const { vatRate, prefill, sales, offer, offerCode, pendingOrders, orderKey } = loaderData;
  // The action answers either form; an answer with `values` is the order form's.
  const orderAnswer = actionData && 'values' in actionData ? actionData : undefined;
  const waitlistAnswer = actionData && !('values' in actionData) ? actionData : undefined;
  const orderForm = <OrderForm vatRate={vatRate} prefill={prefill} offer={offerCode} orderKey={orderKey} answer={orderAnswer} />;
  const canOrder = sales.phase === 'open' || (offerCode !== null && sales.phase === 'soldOut');
  return (
    <>
      <header className="programme-header area-conference">
        <div className="container">
          {/* The breadcrumbs' markup (components/programme/breadcrumbs.tsx), written here: two crumbs need none of the programme's scripts. */}
          <nav className="breadcrumbs" aria-label={t('programme.breadcrumb')}>
            <ol role="list">
              <li>
                <Link prefetch={prefetch} to={href('Home', {}, locale)}>
                  {t('nav.home')}
                </Link>
              </li>
              <li>
                <span aria-current="page">{t('ticket.title')}</span>
              </li>
            </ol>
          </nav>
          <h1 className="programme-title">{t('ticket.title')}</h1>
          <p className="programme-lead">{t('ticket.lead')}</p>
          <h2 className="ticket-includes-title">{t('ticket.includesTitle')}</h2>
          <ul className="ticket-includes" role="list">
            {INCLUDES.map((key) => (
              <li key={key}>
                <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="m5 12.5 4.5 4.5L19 7.5" />
                </svg>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </header>
      <div className="container ticket-body area-conference">
        {offer ? <OfferNotice offer={offer} /> : null}
        {canOrder ? (
          <>
            {offerCode ? null : <SalesOpenNote sales={sales} />}
            {pendingOrders.length && !offerCode ? (
              <>
                <PendingOrdersNotice orders={pendingOrders} />
                {/* Another order stays possible (colleagues' tickets), behind one deliberate step; works without JavaScript. */}
                <details className="ticket-another" open={orderAnswer ? true : undefined}>
                  <summary>{t('ticket.orderAnother')}</summary>
                  {orderForm}
                </details>
              </>
            ) : (
              orderForm
            )}
          </>
        ) : sales.phase === 'soldOut' ? (
          <div className="ticket-soldout">
            <section className="ticket-card ticket-sales-state" aria-labelledby="ticket-sales-title">
              <h2 id="ticket-sales-title">{t('ticket.soldOutTitle')}</h2>
              <p>{t('ticket.soldOutLead')}</p>
            </section>
            <WaitlistForm answer={waitlistAnswer} email={prefill?.email ?? ''} />
          </div>
        ) : (
          <SalesClosedNotice sales={sales} />
        )}
      </div>
    </>
  );
}

type PendingOrderLink = { number: string; pageToken: string; missing: number; currency: string };

/** A signed-in buyer's orders that await payment, each with the way to pay it, before any new order. */
function PendingOrdersNotice({ orders }: { orders: PendingOrderLink[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="ticket-card ticket-pending" aria-labelledby="ticket-pending-title">
      <h2 id="ticket-pending-title">{t('ticket.pendingTitle', { count: orders.length })}</h2>
      <ul role="list">
        {orders.map((order) => (
          <li key={order.pageToken}>
            <p>{t('ticket.pendingLead', { number: order.number, amount: formatMoney(order.missing, order.currency, locale) })}</p>
            <Link to={href('OrderPage', { token: order.pageToken }, locale)} className="button">
              {t('ticket.pendingOpen', { number: order.number })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

type PageOffer = { state: 'valid' | 'expired' | 'used' | 'unknown'; amount: number; expiresAt: PageWhen | null };

/** What an offer link's holder is told: how many and until when, or why the link no longer works. */
function OfferNotice({ offer }: { offer: PageOffer }) {
  const t = useT();
  if (offer.state === 'valid' && offer.expiresAt) {
    return (
      <Notification tone="info">
        <p>{t('ticket.offerValid', { count: offer.amount, ...offer.expiresAt })}</p>
      </Notification>
    );
  }
  const message =
    offer.state === 'expired' ? 'ticket.offerExpired' : offer.state === 'used' ? 'ticket.offerUsed' : 'ticket.offerUnknown';
  return (
    <Notification tone="danger">
      <p>{t(message)}</p>
    </Notification>
  );
}
