/**
 * The browser's texts come in packs (decision 161): a page loads the site's base texts and the
 * packs its route names below, not the whole dictionary. A pack is every message whose key
 * starts with one of its prefixes (`event.` for `event.title`); a key whose prefix no pack
 * names is in the base pack, which every page loads. The server and the tests have every text
 * (messages/bundles.ts); the client build writes one script per language and pack
 * (scripts/messages-per-locale.ts).
 */
import { matchPath } from './route-paths';
import type { RouteName } from './route-table';

export const TEXT_PACKS = {
  accounts: ['me', 'login', 'register', 'reset', 'forgot', 'speakerEdit', 'eventEdit'],
  programme: ['event', 'programme', 'conference', 'accompanying', 'seminars'],
  // What an event's own page adds: signing up, the waiting list, confirming a seat, the attendee list and check-in.
  eventPage: ['signup', 'attendees', 'checkin', 'waitlist', 'seatConfirm'],
  week: ['calendar', 'allSessions', 'plenary'],
  widget: ['widget'],
  myProgramme: ['myProgramme', 'sharedProgramme'],
  livestreams: ['live'],
  // The media wall's (a microsite screen on the hall's display, not a visitor's page; decision 188).
  wall: ['wall'],
  discover: ['fair', 'carousel', 'speaker', 'speakers', 'patron', 'page', 'modal', 'link', 'archive'],
  tickets: ['ticket', 'payment'],
  orders: ['order'],
  home: ['home', 'partners'],
  // The privacy page's own texts (the footer's link is `footer.privacy`).
  privacy: ['privacy'],
  // The error page's texts (404, 403, what each role needs) and the header search panel's: they
  // come with those modules (BROUGHT_TEXT_PACKS below), and the search page lists its own.
  errors: ['error'],
  search: ['search'],
  // What one agrees to by sending a form that makes an account or an order (decision 188).
  consent: ['consent'],
  // The contact fields and ticket links of an account that an event's sign-up box also asks
  // for (PACK_OF_KEY below), so an event page does not load every account screen's texts.
  profileFields: [],
  // Refusal codes (core/errors/error-codes.ts) of the forms for signing in, signing up for an
  // event, buying a ticket and opening a livestream, and of the API's query checks, which only an
  // API answer brings (FORM_REFUSALS below): the pages with those forms, and any action or
  // refused API call, load it (decision 166).
  formRefusals: [],
  // Refusal codes (core/errors/error-codes.ts) that only staff screens and staff actions meet;
  // a code of this pack is a key whose first segment starts with a capital and is not below.
  staffRefusals: [],
} as const satisfies Record<string, readonly string[]>;

export type TextPack = keyof typeof TEXT_PACKS;
export const TEXT_PACK_NAMES = Object.keys(TEXT_PACKS) as TextPack[];

/**
 * Keys the site's frame shows on every page (the side menu's links, a toast after a redirect),
 * that many pages share, or a public form's checks, although their prefix belongs to a pack:
 * they are in the base pack.
 */
const SITE_WIDE_KEYS: ReadonlySet<string> = new Set([
  'calendar.title',
  'allSessions.title',
  'plenary.title',
  'myProgramme.title',
  'speakers.title',
  'ticket.toastSent',
  'signup.quickDone',
  'seatConfirm.confirmed',
  // What programme lists, event pages and the home page share: a pack each would cost more.
  'calendar.feedTitle',
  'live.watchLive',
  'programme.addToCalendar',
  'programme.breadcrumb',
  'programme.delayNote',
  'programme.delayed',
  'programme.delayedWas',
  'programme.liveNow',
  'programme.liveNowShort',
  'programme.over',
  'speaker.linkedin',
  'speaker.links',
  'speaker.twitter',
  'speaker.website',
  // Refusals of the shared input checks (core/validation) a public form runs in the browser.
  'Event.link',
  // The header's search button, and what says a page failed where the error page is not (decision 188).
  'search.open',
  'search.close',
  'error.title',
  'error.notFoundTitle',
  'error.forbiddenTitle',
  'error.pageFailed',
  'error.home',
  'error.chunkTitle',
  'error.chunkMessage',
  'error.reload',
]);

/** Keys whose prefix belongs to one pack but which another, smaller pack carries. */
const PACK_OF_KEY: ReadonlyMap<string, TextPack> = new Map(
  ['me.firstName', 'me.lastName', 'me.email', 'me.phone', 'me.company', 'me.buyTicket', 'me.claimCode', 'me.claimHint'].map(
    (key) => [key, 'profileFields'] as const,
  ),
);

const packByPrefix = new Map<string, TextPack>(
  TEXT_PACK_NAMES.flatMap((pack) => TEXT_PACKS[pack].map((prefix) => [prefix, pack] as const)),
);

/** Refusal codes a visitor may meet on any public page (a request, a form's checks, search, stars): in the base pack. */
const PUBLIC_REFUSALS: ReadonlySet<string> = new Set(['Request', 'Entry', 'Form', 'Search', 'Star']);

/**
 * Refusal codes of the sign-in, sign-up, ticket and livestream forms, and of the API's query
 * parameters (a page's loader never shows one: what it throws is the error page's own text):
 * the `formRefusals` pack.
 */
const FORM_REFUSALS: ReadonlySet<string> = new Set([
  'Query',
  'Auth',
  'Signup',
  'Livestream',
  'Ticket',
  'TicketSales',
  'TicketOffer',
  'TicketWaitlist',
]);

/** The packs an action (or an API call answered with a refusal) may need for its refusal's text. */
export const REFUSAL_PACKS = ['formRefusals', 'staffRefusals'] as const satisfies readonly TextPack[];

/** The pack a message key belongs to: that of its first segment, `base` when no pack names it. */
export function textPackOf(key: string): TextPack | 'base' {
  if (SITE_WIDE_KEYS.has(key)) return 'base';
  const named = PACK_OF_KEY.get(key);
  if (named) return named;
  const prefix = key.slice(0, key.indexOf('.'));
  if (/^[A-Z]/.test(prefix)) {
    if (PUBLIC_REFUSALS.has(prefix)) return 'base';
    return FORM_REFUSALS.has(prefix) ? 'formRefusals' : 'staffRefusals';
  }
  return packByPrefix.get(prefix) ?? 'base';
}

/**
 * The packs each public page needs beside the base, for what it renders and what it loads on
 * demand (tests/e2e/public-bundles.spec.ts checks this against the keys in the page's modules).
 * A route not listed gets every pack.
 */
export const ROUTE_TEXT_PACKS: Partial<Record<RouteName, readonly TextPack[]>> = {
  Home: ['home', 'discover', 'livestreams'],
  InteConferences: ['programme'],
  AccoEvents: ['programme'],
  ProfSeminars: ['programme'],
  AllEvents: ['programme', 'week'],
  Calendar: ['programme', 'week'],
  Plenary: ['programme', 'week'],
  InnoFairs: ['discover', 'widget'],
  Speakers: ['discover'],
  Livestreams: ['livestreams'],
  MyProgramme: ['programme', 'myProgramme'],
  BuyTicket: ['tickets', 'accounts', 'consent', 'formRefusals'],
  Login: ['accounts', 'formRefusals'],
  Register: ['accounts', 'consent', 'formRefusals'],
  ForgotPassword: ['accounts', 'formRefusals'],
  Search: ['search'],
  ProfSeminarDetail: ['programme', 'eventPage', 'livestreams', 'profileFields', 'consent', 'formRefusals'],
  AccoEventDetail: ['programme', 'eventPage', 'livestreams', 'profileFields', 'consent', 'formRefusals'],
  InnoFairDetail: ['discover'],
  SpeakerDetail: ['discover'],
  LivestreamDetail: ['livestreams', 'formRefusals'],
  PageDetail: ['discover'],
  ArchiveIndex: ['discover'],
  ArchiveHome: ['programme', 'week', 'discover', 'home'],
  ArchiveEventDetail: ['programme', 'eventPage', 'discover'],
  ArchiveSpeakers: ['discover'],
  ArchiveSpeakerDetail: ['discover'],
  ArchiveFair: ['discover', 'widget'],
  ArchiveFairDetail: ['discover'],
  // Resource routes (a `.ts` module in route-screens.ts: data for a fetcher, a file, a post's
  // redirect) show no text; text-packs.test.ts checks that each is listed here.
  LivestreamNow: [],
  EventCalendar: [],
  ProgrammeCalendar: [],
  ProgrammePdf: [],
  StarEvent: [],
  MyProgrammeFeed: [],
  OrderDocument: [],
  OrderTicketsPdf: [],
  MyTicketPdf: [],
  MyData: [],
  ArchiveCalendar: [],
};

/**
 * Packs that come with a module loaded on demand, whatever the page (decision 188): what loads
 * the module loads them with it (`bringTexts`), and every later navigation loads them in its
 * language too, so the module may show them at once. A page that may load the module need not
 * list them (tests/e2e/public-bundles.spec.ts reads this).
 */
export const BROUGHT_TEXT_PACKS = {
  // The error page's texts (404, 403 and what each role needs): most pages never show it.
  'app/components/error-page.tsx': ['errors'],
  // The header search's panel: its list, counts and hints.
  'app/components/search-panel.tsx': ['search'],
} as const satisfies Record<string, readonly TextPack[]>;

/** The packs the page at `pathname` needs: those listed above; every pack for any other route. */
export function textPacksForPath(pathname: string): readonly TextPack[] {
  return ROUTE_TEXT_PACKS[matchPath(pathname).name] ?? TEXT_PACK_NAMES;
}
