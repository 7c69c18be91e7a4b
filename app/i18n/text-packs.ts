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
  programme: ['signup', 'event', 'programme', 'attendees', 'checkin', 'conference', 'accompanying', 'seminars', 'waitlist'],
  week: ['calendar', 'allSessions', 'plenary', 'area'],
  widget: ['widget'],
  myProgramme: ['myProgramme', 'star', 'sharedProgramme'],
  livestreams: ['live', 'wall'],
  discover: ['fair', 'carousel', 'speaker', 'speakers', 'patron', 'page', 'modal', 'link'],
  tickets: ['ticket', 'payment'],
  orders: ['order'],
  home: ['home', 'partners'],
} as const satisfies Record<string, readonly string[]>;

export type TextPack = keyof typeof TEXT_PACKS;
export const TEXT_PACK_NAMES = Object.keys(TEXT_PACKS) as TextPack[];

/**
 * Keys the site's frame shows on every page (the side menu's links, a toast after a redirect)
 * although their prefix belongs to a pack: they are in the base pack.
 */
const SITE_WIDE_KEYS: ReadonlySet<string> = new Set([
  'calendar.title',
  'allSessions.title',
  'plenary.title',
  'myProgramme.title',
  'speakers.title',
  'ticket.toastSent',
  'signup.quickDone',
]);

const packByPrefix = new Map<string, TextPack>(
  TEXT_PACK_NAMES.flatMap((pack) => TEXT_PACKS[pack].map((prefix) => [prefix, pack] as const)),
);

/** The pack a message key belongs to: that of its first segment, `base` when no pack names it. */
export function textPackOf(key: string): TextPack | 'base' {
  if (SITE_WIDE_KEYS.has(key)) return 'base';
  return packByPrefix.get(key.slice(0, key.indexOf('.'))) ?? 'base';
}

/**
 * The packs each public page needs beside the base, for what it renders and what it loads on
 * demand (tests/e2e/public-bundles.spec.ts checks this against the keys in the page's modules).
 * A route not listed gets every pack.
 */
export const ROUTE_TEXT_PACKS: Partial<Record<RouteName, readonly TextPack[]>> = {
  Home: ['home', 'programme', 'discover', 'livestreams'],
  InteConferences: ['programme', 'week', 'livestreams', 'myProgramme'],
  AccoEvents: ['programme', 'week', 'myProgramme'],
  ProfSeminars: ['programme', 'week', 'myProgramme'],
  AllEvents: ['programme', 'week', 'myProgramme'],
  Calendar: ['programme', 'week'],
  Plenary: ['programme', 'week', 'myProgramme'],
  InnoFairs: ['discover', 'widget'],
  Speakers: ['discover'],
  Livestreams: ['programme', 'livestreams'],
  MyProgramme: ['programme', 'week', 'myProgramme'],
  BuyTicket: ['programme', 'tickets', 'accounts'],
  Login: ['accounts'],
  Register: ['accounts'],
  ForgotPassword: ['accounts'],
  Search: [],
  ProfSeminarDetail: ['programme', 'livestreams', 'myProgramme', 'accounts'],
  AccoEventDetail: ['programme', 'livestreams', 'myProgramme', 'accounts'],
  InnoFairDetail: ['discover'],
  SpeakerDetail: ['discover'],
  LivestreamDetail: ['programme', 'livestreams'],
  PageDetail: ['discover'],
};

/** The packs the page at `pathname` needs (every pack for a route not listed above). */
export function textPacksForPath(pathname: string): readonly TextPack[] {
  return ROUTE_TEXT_PACKS[matchPath(pathname).name] ?? TEXT_PACK_NAMES;
}
