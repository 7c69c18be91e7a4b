import { data } from 'react-router';
import type { Route } from './+types/buy-ticket';
import { readTicketSettings } from '../../../core/tickets/ticket-settings';
import { getUser } from '../../auth/session.server';
import { appContext } from '../../context';
import { Breadcrumbs } from '../../components/programme/breadcrumbs';
import { localeFromPath } from '../../i18n/locale';
import { href } from '../../i18n/route-paths';
import { createT } from '../../i18n/translate';
import { useLocale, useT } from '../../i18n/use-t';
import { routeMeta } from '../../seo/route-meta';
import '../../styles/programme.css';
import '../../styles/buy-ticket.css';
import { buyerPrefill } from './buy-ticket/buyer-prefill';
import { OrderForm } from './buy-ticket/order-form';

/**
 * The conference ticket order (public-site.md 2.9). Public and server-rendered; a signed-in
 * buyer finds the form filled in from their account. The form sends the order to the API from
 * the browser (see buy-ticket/ticket-api.ts for why).
 */
export async function loader(args: Route.LoaderArgs) {
  const { db } = args.context.get(appContext);
  const [user, settings] = await Promise.all([getUser(args), readTicketSettings(db)]);
  return data(
    // The rate the API prices with, from the ticket settings.
    { vatRate: settings.vatRate, prefill: user ? buyerPrefill(user) : null },
    // A signed-in buyer's contact data is theirs alone.
    { headers: user ? { 'Cache-Control': 'private, no-store' } : { Vary: 'Cookie' } },
  );
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

export default function BuyTicket({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const { vatRate, prefill } = loaderData;
  return (
    <>
      <header className="programme-header area-conference">
        <div className="container">
          <Breadcrumbs items={[{ label: t('nav.home'), to: href('Home', {}, locale) }, { label: t('ticket.title') }]} />
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
        <OrderForm vatRate={vatRate} prefill={prefill} />
      </div>
    </>
  );
}
