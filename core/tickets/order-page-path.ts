import type { Locale } from '../mailer/templates';

/**
 * The buyer's order page (decision 080): its address in each language, with the order's secret
 * `pageToken`. The route table registers these patterns; mails build their links here.
 */
export const ORDER_PAGE_PATHS = { cs: '/objednavka/:token', en: '/en/order/:token' } as const satisfies Record<Locale, string>;

/** A token as the database makes it (32 hex digits); anything else is not looked up. */
export const isOrderPageToken = (token: string) => /^[0-9a-f]{32}$/.test(token);

export const orderPagePath = (token: string, locale: Locale) =>
  ORDER_PAGE_PATHS[locale].replace(':token', encodeURIComponent(token));

/** The order page's absolute address for a mail, on the site's public base (never a request's Host). */
export const orderPageUrl = (baseUrl: string, order: { pageToken: string; locale: string }) =>
  `${baseUrl}${orderPagePath(order.pageToken, order.locale === 'en' ? 'en' : 'cs')}`;
