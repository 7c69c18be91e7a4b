import type { Links } from '../core/links/links';
import { eventHref } from '../app/i18n/event-href';
import { href } from '../app/i18n/route-paths';

/**
 * The addresses core writes into mails, from the pages' own route table in both languages, on
 * the site's public base `baseUrl` (`config.mailBaseUrl`: PUBLIC_URL without its trailing slash,
 * else the local address): built once per app in server/deps.ts (decision 112), so a renamed
 * route renames its mailed links too.
 */
export function siteLinks(baseUrl: string): Links {
  const page = (path: string, query?: Record<string, string>) =>
    `${baseUrl}${path}${query ? `?${new URLSearchParams(query)}` : ''}`;
  return {
    home: (locale) => page(href('Home', {}, locale)),
    resetPassword: (code, locale) => page(href('ResetPassword', {}, locale), { code }),
    // The API answers these and lands on a page in the account's language (decision 095).
    confirmEmail: (code) => page('/api/auth/email-confirmation', { confirmation: code }),
    confirmEmailChange: (code) => page('/api/auth/email-change', { code }),
    event: (event, locale) =>
      page(eventHref({ id: event.id, type: event.eventtypeId, slug: event.slug, slug_en: event.slug_en }, locale)),
    account: (locale) => page(href('Me', {}, locale)),
    orderPage: (pageToken, locale) => page(href('OrderPage', { token: pageToken }, locale)),
    ticketOffer: (code, locale) => page(href('BuyTicket', {}, locale), { offer: code }),
    confirmSeat: (token, locale) => page(href('ConfirmSeat', { token }, locale)),
  };
}
