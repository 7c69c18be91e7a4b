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

/**
 * The packs' names. The browser needs only these (a route not listed below gets every pack), not
 * the prefixes, which the server, the build and the tests read: a list of its own keeps them
 * out of the site's shell script (decision 189). `TEXT_PACKS` must name each once.
 */
export const TEXT_PACK_NAMES = [
  'accounts',
  'signIn',
  'register',
  'newPassword',
  'programme',
  'conference',
  'seminars',
  'accompanying',
  'eventPage',
  'eventEditing',
  'eventExtras',
  'signupForms',
  'attendance',
  'week',
  'allSessions',
  'plenary',
  'widget',
  'myProgramme',
  'myProgrammeLinks',
  'livestreams',
  'wall',
  'discover',
  'tickets',
  'orders',
  'home',
  'privacy',
  'errors',
  'search',
  'consent',
  'profileFields',
  'toasts',
  'authRefusals',
  'signupRefusals',
  'ticketRefusals',
  'queryRefusals',
  'inputRefusals',
  'staffRefusals',
] as const;

export type TextPack = (typeof TEXT_PACK_NAMES)[number];

/** Each pack's key prefixes. */
export const TEXT_PACKS: Readonly<Record<TextPack, readonly string[]>> = {
  accounts: ['me', 'speakerEdit', 'eventEdit'],
  // Signing in, making an account, a forgotten and a new password: each of those pages lists its
  // own instead of every account screen's texts (decision 190).
  signIn: ['login'],
  register: ['register'],
  newPassword: ['forgot', 'reset'],
  // The programme's lists: what an event's page shares with them is in the base (SITE_WIDE_KEYS).
  programme: ['programme'],
  // Each area page's own texts (its lead, description, empty states, the conference's timeline):
  // a pack each, as no other page shows them; the titles and the filters' texts, which the lists
  // share, are in `programme` (PACK_OF_KEY, decision 208).
  conference: ['conference'],
  seminars: ['seminars'],
  accompanying: ['accompanying'],
  // What an event's own page shows: its facts, materials and sections, and the sign-up box as
  // every visitor sees it (its title, seats and a guest's ways in, by PACK_OF_KEY below); and
  // signing up and confirming a seat, which only a signed-in member's box, the quick sign-up and
  // the dialogs show: they come with those modules (SIGNUP_TEXT_PACKS, decision 205).
  eventPage: ['event'],
  // What only an event's editors see on its page (the edit link, deleting it, that it is a
  // draft), and its materials and who may come, which few events' pages show: they come with
  // those parts (PACK_OF_KEY, BROUGHT_TEXT_PACKS; decision 209).
  eventEditing: [],
  eventExtras: [],
  signupForms: ['signup', 'seatConfirm'],
  // The attendee table and the waiting list, which an event's page shows only to its editors
  // (they come with those parts: BROUGHT_TEXT_PACKS below, decision 189), and the check-in
  // screen at the door (not listed: it gets every pack).
  attendance: ['attendees', 'waitlist', 'checkin'],
  // The calendar's, all sessions' and the plenary's own texts: a pack each, as each page shows
  // only its own (decision 206).
  week: ['calendar'],
  allSessions: ['allSessions'],
  plenary: ['plenary'],
  widget: ['widget'],
  myProgramme: ['myProgramme'],
  // What only a signed-in visitor's My programme shows (the share and calendar links, the notices'
  // opt-in: its keys in PACK_OF_KEY), which comes with that part (BROUGHT_TEXT_PACKS), and the
  // shared programme's page (decision 208).
  myProgrammeLinks: ['sharedProgramme'],
  livestreams: ['live'],
  // The media wall's (a microsite screen on the hall's display, not a visitor's page; decision 188).
  wall: ['wall'],
  discover: ['fair', 'carousel', 'speaker', 'speakers', 'patron', 'page', 'modal', 'link', 'archive'],
  tickets: ['ticket'],
  // An order's payment states, which the order and the staff's pages show, not the ticket page
  // (its pending orders' `payment.missing` is in `tickets`, PACK_OF_KEY; decision 208).
  orders: ['order', 'payment'],
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
  // The toasts' messages (signed in, saved ...): a redirect's comes written out by the root
  // loader, one a screen raises brings them first (toasts.tsx, decision 210).
  toasts: ['toast'],
  // Refusal codes (core/errors/error-codes.ts) of the public forms (FORM_REFUSALS below), a pack
  // per form so that a page loads only its own form's (decision 189): signing in and making an
  // account, signing up for an event, buying a ticket (a hall's passphrase is in `livestreams`).
  // The pages with those forms, and any action or refused API call (REFUSAL_PACKS), load them
  // (decision 166). The API's query checks (`queryRefusals`) are shown only from a refused API
  // answer, so no page lists them (decision 190).
  authRefusals: [],
  signupRefusals: [],
  ticketRefusals: [],
  queryRefusals: [],
  // The checks of an account's and an invoice's fields, of the API's bodies and of references
  // to other records (INPUT_REFUSALS below): the forms that check them list them, and any
  // action or refused API call loads them (decision 190); every other page does without.
  inputRefusals: [],
  // Refusal codes (core/errors/error-codes.ts) that only staff screens and staff actions meet;
  // a code of this pack is a key whose first segment starts with a capital and is not below.
  staffRefusals: [],
};

/**
 * Keys the site's frame shows on every page (the side menu's links, the toasts' region),
 * that many pages share, or a public form's checks, although their prefix belongs to a pack:
 * they are in the base pack.
 */
const SITE_WIDE_KEYS: ReadonlySet<string> = new Set([
  'calendar.title',
  'allSessions.title',
  'plenary.title',
  'myProgramme.title',
  'speakers.title',
  // What programme lists, event pages and the home page share: a pack each would cost more.
  'calendar.feedTitle',
  'programme.hall',
  'programme.location',
  'programme.organiser',
  'programme.exhibitor',
  'programme.full',
  'programme.speakers',
  'programme.presenters',
  'seminars.title',
  'accompanying.title',
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
  // The password rule's hint, under the registration's and the new password's field (their own
  // packs since decision 190).
  'register.passwordHint',
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
  // The toasts' live region, on every page, and a toast's close button (decision 210).
  'toast.region',
  'toast.close',
]);

/**
 * Keys whose prefix belongs to one pack but which another, smaller pack carries. A plain object,
 * so that the browser's build, which never asks a key's pack, leaves it out.
 */
const PACK_OF_KEY: Readonly<Partial<Record<string, TextPack>>> = {
  'programme.details': 'eventPage',
  'programme.eventImage': 'eventPage',
  'signup.title': 'eventPage',
  'signup.seats': 'eventPage',
  'signup.seatsOpen': 'eventPage',
  'signup.seatsFull': 'eventPage',
  'signup.signIn': 'eventPage',
  'signup.signInWaiting': 'eventPage',
  'signup.or': 'eventPage',
  'signup.quickOpen': 'eventPage',
  'signup.quickOpenWaiting': 'eventPage',
  'signup.fullGuest': 'eventPage',
  'signup.started': 'eventPage',
  'signup.ended': 'eventPage',
  'signup.walkIn': 'eventPage',
  // The leave question's 'Cancel', also the editors' questions on an event page (attendee-section.tsx).
  'signup.cancel': 'eventPage',
  'me.firstName': 'profileFields',
  'me.lastName': 'profileFields',
  'me.email': 'profileFields',
  'me.phone': 'profileFields',
  'me.company': 'profileFields',
  'me.buyTicket': 'profileFields',
  'me.claimCode': 'profileFields',
  'me.claimHint': 'profileFields',
  // The buyer's address and invoice fields of an account that the ticket order form also asks
  // for: with the ticket page's texts, so it loads no account screen's (decision 189), and no pack
  // file of their own (decision 208).
  'me.street': 'tickets',
  'me.city': 'tickets',
  'me.zip': 'tickets',
  'me.country': 'tickets',
  'me.invoiceName': 'tickets',
  'me.invoiceStreet': 'tickets',
  'me.invoiceCity': 'tickets',
  'me.invoiceZip': 'tickets',
  'me.invoiceCountry': 'tickets',
  'me.invoiceRegnumber': 'tickets',
  'me.invoiceVAT': 'tickets',
  'me.billingEmail': 'tickets',
  // The home page's now-and-next strip, which no hall's page shows: with the home page's texts,
  // so that it loads none of the livestreams pack (decision 206).
  'live.todayTitle': 'home',
  'live.todayLead': 'home',
  'live.nothingNow': 'home',
  'live.nothingMore': 'home',
  'live.hallStream': 'home',
  'live.hallStreamOf': 'home',
  'live.watchLiveIn': 'home',
  'live.allStreams': 'home',
  // The patrons' carousel, which only the home pages show.
  'carousel.roleDescription': 'home',
  'carousel.previous': 'home',
  'carousel.next': 'home',
  'carousel.pause': 'home',
  'carousel.play': 'home',
  'patron.more': 'home',
  'patron.moreLabel': 'home',
  // The area pages' titles (the calendar feeds' menu, an event's breadcrumbs) and the filters'
  // texts all sessions shares with the seminars and the accompanying events: with the lists'
  // texts, not their own page's (decision 208).
  'conference.title': 'programme',
  'seminars.hallFilter': 'programme',
  'seminars.allHalls': 'programme',
  'accompanying.locationFilter': 'programme',
  'accompanying.allLocations': 'programme',
  'accompanying.dayFilter': 'programme',
  'accompanying.allDays': 'programme',
  'accompanying.upcoming': 'programme',
  'accompanying.empty': 'programme',
  'accompanying.emptyUpcoming': 'programme',
  // What the ticket page's pending orders say is missing (decision 208).
  'payment.missing': 'tickets',
  // A signed-in visitor's part of My programme, which brings them (decision 208).
  'myProgramme.create': 'myProgrammeLinks',
  'myProgramme.feedText': 'myProgrammeLinks',
  'myProgramme.feedTitle': 'myProgrammeLinks',
  'myProgramme.linkAddress': 'myProgrammeLinks',
  'myProgramme.linksTitle': 'myProgrammeLinks',
  'myProgramme.noLink': 'myProgrammeLinks',
  'myProgramme.noticesHint': 'myProgrammeLinks',
  'myProgramme.noticesLabel': 'myProgrammeLinks',
  'myProgramme.noticesSave': 'myProgrammeLinks',
  'myProgramme.noticesTitle': 'myProgrammeLinks',
  'myProgramme.renew': 'myProgrammeLinks',
  'myProgramme.revoke': 'myProgrammeLinks',
  'myProgramme.shareText': 'myProgrammeLinks',
  'myProgramme.shareTitle': 'myProgrammeLinks',
  'myProgramme.subscribe': 'myProgrammeLinks',
  // An event's own page's feed name, which no list shows: with what that page adds (decision
  // 206; its facts, materials and editor's buttons are the `event` keys, the pack's own since 205).
  'programme.feedName': 'eventPage',
  // An event's editors' texts and its materials' (decision 209).
  'event.edit': 'eventEditing',
  'event.draft': 'eventEditing',
  'event.delete': 'eventEditing',
  'event.deleteQuestion': 'eventEditing',
  'event.deleteSignups': 'eventEditing',
  'event.deleteConfirm': 'eventEditing',
  'event.deleted': 'eventEditing',
  'event.materials.title': 'eventExtras',
  'event.materials.titleRecording': 'eventExtras',
  'event.materials.files': 'eventExtras',
  'event.materials.video': 'eventExtras',
  'event.materials.recording': 'eventExtras',
  'event.materials.sizeKB': 'eventExtras',
  'event.materials.sizeMB': 'eventExtras',
  'event.materials.platform.slideslive': 'eventExtras',
  'event.materials.platform.slido': 'eventExtras',
  'event.materials.platform.rocketchat': 'eventExtras',
  'event.materials.platform.zoom': 'eventExtras',
  'event.access.only_users': 'eventExtras',
  'event.access.only_registred_users': 'eventExtras',
  'event.access.only_unregitered': 'eventExtras',
  'event.access.private': 'eventExtras',
};

/**
 * Refusal codes of a family every page may meet (PUBLIC_REFUSALS) that only some forms' checks or
 * an API answer give: the `inputRefusals` pack. `Request.body.tooLarge` and `.unknownField` stay
 * in the base: the API client and the shared form checks, which most pages may run, name them.
 */
const INPUT_REFUSALS: ReadonlySet<string> = new Set([
  'Form.error.username.min',
  'Form.error.username.chars',
  'Form.error.email.min',
  'Form.error.password.min',
  'Form.error.zip',
  'Form.error.phone',
  'Form.error.regnumber',
  'Form.error.vatNumber',
  'Request.body.contentType',
  'Request.body.json',
  'Request.body.repeatedField',
  'Entry.unknownReference',
  'Entry.notAnImage',
  // A link field's check (core/validation/input-fields.ts), of another family but the same kind.
  'Event.link',
]);

/** Made on first use: the browser never asks a key's pack, so its build leaves the prefixes out. */
let packByPrefix: ReadonlyMap<string, TextPack> | null = null;

/** Refusal codes a visitor may meet on any public page (a request, a form's checks, search, stars): in the base pack. */
const PUBLIC_REFUSALS: ReadonlySet<string> = new Set(['Request', 'Entry', 'Form', 'Search', 'Star']);

/**
 * Refusal codes of the sign-in, sign-up, ticket and livestream forms, and of the API's query
 * parameters (a page's loader never shows one: what it throws is the error page's own text),
 * by their first segment: each form's pack.
 */
const FORM_REFUSALS: ReadonlyMap<string, TextPack> = new Map([
  ['Auth', 'authRefusals'],
  ['Signup', 'signupRefusals'],
  ['Ticket', 'ticketRefusals'],
  ['TicketSales', 'ticketRefusals'],
  ['TicketOffer', 'ticketRefusals'],
  ['TicketWaitlist', 'ticketRefusals'],
  ['Query', 'queryRefusals'],
  // The hall's passphrase form: only a hall's page has it, which lists the hall's texts (decision 190).
  ['Livestream', 'livestreams'],
]);

/** The packs an action (or an API call answered with a refusal) may need for its refusal's text. */
export const REFUSAL_PACKS = [
  'authRefusals',
  'signupRefusals',
  'ticketRefusals',
  'queryRefusals',
  'inputRefusals',
  'staffRefusals',
] as const satisfies readonly TextPack[];

/** The pack a message key belongs to: that of its first segment, `base` when no pack names it. */
export function textPackOf(key: string): TextPack | 'base' {
  if (SITE_WIDE_KEYS.has(key)) return 'base';
  const named = Object.hasOwn(PACK_OF_KEY, key) ? PACK_OF_KEY[key] : undefined;
  if (named) return named;
  const prefix = key.slice(0, key.indexOf('.'));
  if (INPUT_REFUSALS.has(key)) return 'inputRefusals';
  if (/^[A-Z]/.test(prefix)) {
    if (PUBLIC_REFUSALS.has(prefix)) return 'base';
    return FORM_REFUSALS.get(prefix) ?? 'staffRefusals';
  }
  packByPrefix ??= new Map(TEXT_PACK_NAMES.flatMap((pack) => TEXT_PACKS[pack].map((prefix) => [prefix, pack] as const)));
  return packByPrefix.get(prefix) ?? 'base';
}

/**
 * The packs each public page needs beside the base, for what it renders and what it loads on
 * demand (tests/e2e/public-bundles.spec.ts checks this against the keys in the page's modules).
 * A route not listed gets every pack.
 */
export const ROUTE_TEXT_PACKS: Partial<Record<RouteName, readonly TextPack[]>> = {
  Home: ['home'],
  InteConferences: ['programme', 'conference'],
  AccoEvents: ['programme', 'accompanying'],
  ProfSeminars: ['programme', 'seminars'],
  AllEvents: ['programme', 'allSessions'],
  Calendar: ['programme', 'week'],
  Plenary: ['programme', 'plenary'],
  InnoFairs: ['discover', 'widget'],
  Speakers: ['discover'],
  Livestreams: ['livestreams'],
  MyProgramme: ['programme', 'myProgramme'],
  // The order's refusals come with its checks (BROUGHT_TEXT_PACKS), or before hydrating a refused form.
  BuyTicket: ['tickets', 'consent'],
  Login: ['signIn', 'authRefusals'],
  Register: ['register', 'consent', 'authRefusals', 'inputRefusals'],
  ForgotPassword: ['newPassword', 'authRefusals', 'inputRefusals'],
  Search: ['search'],
  ProfSeminarDetail: ['eventPage'],
  AccoEventDetail: ['eventPage'],
  InnoFairDetail: ['discover'],
  SpeakerDetail: ['discover'],
  LivestreamDetail: ['livestreams'],
  PageDetail: ['discover'],
  ArchiveIndex: ['discover'],
  ArchiveHome: ['programme', 'week', 'allSessions', 'discover', 'home'],
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
 * list them (tests/e2e/public-bundles.spec.ts reads this). Every page's shell holds this table:
 * the sign-up box's modules have theirs beside the box (`SIGNUP_TEXT_PACKS` in
 * app/components/programme/signup-text-packs.ts, decision 205).
 */
export const BROUGHT_TEXT_PACKS = {
  // The error page's texts (404, 403 and what each role needs): most pages never show it.
  'app/components/error-page.tsx': ['errors'],
  // The header search's panel: its list, counts and hints.
  'app/components/search-panel.tsx': ['search'],
  // An event page's attendee table and waiting list, which only its editors see (decision 189).
  'app/components/programme/attendee-section.tsx': ['attendance'],
  'app/components/programme/waitlist-section.tsx': ['attendance'],
  // An event page's edit link, delete button and draft note, which only its editors see, and its
  // materials, which few events have (decision 209).
  'app/components/programme/delete-event-button.tsx': ['eventEditing'],
  'app/components/programme/event-materials.tsx': ['eventExtras'],
  'app/components/programme/event-access-note.tsx': ['eventExtras'],
  // A signed-in visitor's part of My programme (its links and the notices' opt-in, decision 208).
  'app/routes/site/my-programme-account.tsx': ['myProgrammeLinks'],
  // A patron's modal on the home page, opened from the carousel (decision 202).
  'app/components/speaker-modal.tsx': ['discover'],
  // The ticket order's checks and API calls, which the form loads at its first focus (decision 206),
  // and every module they load with them.
  'app/routes/site/buy-ticket/order-tools.ts': ['ticketRefusals', 'authRefusals', 'inputRefusals'],
} as const satisfies Record<string, readonly TextPack[]>;

/** The packs the page at `pathname` needs: those listed above; every pack for any other route. */
export function textPacksForPath(pathname: string): readonly TextPack[] {
  return ROUTE_TEXT_PACKS[matchPath(pathname).name] ?? TEXT_PACK_NAMES;
}
