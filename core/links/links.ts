import type { Locale } from '../mailer/templates';

/** An event as its page's address needs it (events.slug_en is null without an English name). */
export type LinkedEvent = { id: number; slug: string; slug_en: string | null; eventtypeId: number };

/**
 * The site's absolute addresses that core writes into mails, in the mail's language. Core never
 * spells a path: the edge builds these once per app from the route table on PUBLIC_URL, never on
 * a request's Host, which would let anyone have a reset link point at their own site
 * (`siteLinks` in server/links.ts, decision 112).
 */
export type Links = {
  /** The home page in a language. */
  home: (locale: Locale) => string;
  /** Setting a new password with a mailed code: a reset, an invitation, a quick sign-up's account. */
  resetPassword: (code: string, locale: Locale) => string;
  /** Confirming an account's e-mail (the API answers it and lands on a page, decision 095). */
  confirmEmail: (code: string) => string;
  /** Confirming a new e-mail address. */
  confirmEmailChange: (code: string) => string;
  /** An event's page (a conference panel: its place on the conference programme). */
  event: (event: LinkedEvent, locale: Locale) => string;
  /** The signed-in user's own page (My account), where ticket codes are claimed. */
  account: (locale: Locale) => string;
  /** A buyer's order page behind its secret token (decision 080). */
  orderPage: (pageToken: string, locale: Locale) => string;
  /** The ticket page with a waiting-list offer's secret code (decision 082). */
  ticketOffer: (code: string, locale: Locale) => string;
  /** The page that confirms a seminar seat with its signed token, no sign-in needed (decision 134). */
  confirmSeat: (token: string, locale: Locale) => string;
};
