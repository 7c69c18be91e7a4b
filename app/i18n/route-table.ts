/**
 * Every named route of the site with its Czech and English path (public-site.md 2.1,
 * admin-and-widgets.md 2). Patterns use React Router syntax (`:id`, optional `:slug?`, splat
 * `*`). `module` names the screen's route file once it exists; app/routes.ts registers one
 * route per locale for those entries, the rest serve links and the locale switch already.
 */
import { LOCALES, type Locale } from './locale';

/** Which document layout wraps the screen. */
/** `door`: the check-in pages, on a phone at the door, without the site's header and footer (decision 116). */
export type RouteLayout = 'site' | 'admin' | 'microsite' | 'door';

export type RouteEntry = {
  readonly cs: string;
  readonly en: string;
  readonly layout: RouteLayout;
  readonly module?: string;
};

const admin = (child: string): Pick<RouteEntry, 'cs' | 'en' | 'layout'> => ({
  cs: `/admin/${child}`,
  en: `/en/admin/${child}`,
  layout: 'admin',
});

export const routeTable = {
  Home: { cs: '/', en: '/en/', layout: 'site', module: 'routes/site/home.tsx' },
  BuyTicket: { cs: '/vstupenka-konference', en: '/en/buy-ticket', layout: 'site', module: 'routes/site/buy-ticket.tsx' },
  InteConferences: {
    cs: '/mezinarodni-konference',
    en: '/en/international-conference',
    layout: 'site',
    module: 'routes/site/conference.tsx',
  },
  Livestreams: { cs: '/zive-prenosy', en: '/en/livestreams', layout: 'site', module: 'routes/site/livestreams.tsx' },
  /** The livestream banner's data as JSON, read again every minute by the Livestreams page. */
  LivestreamNow: { cs: '/zive-prenosy/ted', en: '/en/livestreams/now', layout: 'site', module: 'routes/site/livestream-now.ts' },
  LivestreamDetail: {
    cs: '/zive/:id/:slug?',
    en: '/en/live/:id/:slug?',
    layout: 'site',
    module: 'routes/site/livestream-detail.tsx',
  },
  ProfSeminars: { cs: '/odborne-seminare', en: '/en/professional-seminars', layout: 'site', module: 'routes/site/seminars.tsx' },
  ProfSeminarDetail: {
    cs: '/odborne-seminare/:id/:slug?',
    en: '/en/professional-seminars/:id/:slug?',
    layout: 'site',
    module: 'routes/site/event-detail.tsx',
  },
  InnoFairs: { cs: '/inovacni-veletrh', en: '/en/innovation-fair', layout: 'site', module: 'routes/site/fair.tsx' },
  InnoFairDetail: {
    cs: '/inovacni-veletrh/:id/:slug?',
    en: '/en/innovation-fair/:id/:slug?',
    layout: 'site',
    module: 'routes/site/fair-detail.tsx',
  },
  AccoEvents: { cs: '/doprovodne-akce', en: '/en/accompanying-events', layout: 'site', module: 'routes/site/accompanying.tsx' },
  AccoEventDetail: {
    cs: '/doprovodne-akce/:id/:slug?',
    en: '/en/accompanying-events/:id/:slug?',
    layout: 'site',
    module: 'routes/site/event-detail.tsx',
  },
  /** One event as an iCalendar file; `file` is `<id>.ics` (React Router params are whole segments). */
  EventCalendar: {
    cs: '/kalendar/akce/:file',
    en: '/en/calendar/events/:file',
    layout: 'site',
    module: 'routes/site/event-calendar.ts',
  },
  /** The calendar feed of one programme area; `feed` is a name from app/components/programme/calendar-feeds.ts. */
  ProgrammeCalendar: {
    cs: '/kalendar/:feed',
    en: '/en/calendar/:feed',
    layout: 'site',
    module: 'routes/site/programme-calendar.ts',
  },
  /** The planned programme of an area as an A4 PDF; `file` is `<area>.pdf`, an area of core/programme/programme-areas.ts (decision 039). */
  ProgrammePdf: {
    cs: '/program-pdf/:file',
    en: '/en/programme-pdf/:file',
    layout: 'site',
    module: 'routes/site/programme-pdf.ts',
  },
  /** How an exhibitor or partner puts its events on its own site: the widget's snippet builder (decision 039). */
  WidgetDocs: {
    cs: '/pro-vystavovatele/widget',
    en: '/en/for-exhibitors/widget',
    layout: 'site',
    module: 'routes/site/widget-docs.tsx',
  },
  /** The whole week as a days-by-hours grid and, on a phone, an agenda (decision 037). */
  Calendar: { cs: '/kalendar', en: '/en/calendar', layout: 'site', module: 'routes/site/calendar.tsx' },
  /** The whole week's programme in one filtered list (decision 037); the spec's AllEvents. */
  AllEvents: { cs: '/vsechny-akce', en: '/en/all-sessions', layout: 'site', module: 'routes/site/all-sessions.tsx' },
  /** The conference panels with speakers and times, each linking to its place in the timeline. */
  Plenary: { cs: '/plenarni-zasedani', en: '/en/plenary-sessions', layout: 'site', module: 'routes/site/plenary.tsx' },
  /** An event's editor (an Organizer listed on its exhibitor, or an Admin) changes it (decision 024). */
  EventEdit: { cs: '/edit/:id', en: '/en/edit/:id', layout: 'site', module: 'routes/site/event-edit.tsx' },
  /** A seminar's attendees ticked off at the door, on a phone, by its editors (decision 025). */
  CheckIn: { cs: '/checkin/:id', en: '/en/checkin/:id', layout: 'door', module: 'routes/site/event-checkin.tsx' },
  /** The door scanner (decision 116): tickets' QR codes or typed codes, admitted once, offline too. */
  DoorScanner: { cs: '/checkin', en: '/en/checkin', layout: 'door', module: 'routes/door/door-scanner.tsx' },
  /** The starred events by day, with clashes, seats and delays; guests see their browser's stars (decision 038). */
  MyProgramme: { cs: '/muj-program', en: '/en/my-programme', layout: 'site', module: 'routes/site/my-programme.tsx' },
  /** Where a star button posts without JavaScript (decision 126): stars or unstars, then back to the page. */
  StarEvent: { cs: '/muj-program/hvezdicka', en: '/en/my-programme/star', layout: 'site', module: 'routes/site/star-event.ts' },
  /** A read-only copy of someone's My programme behind a secret, revocable token (noindex). */
  SharedProgramme: {
    cs: '/muj-program/sdileny/:token',
    en: '/en/my-programme/shared/:token',
    layout: 'site',
    module: 'routes/site/shared-programme.tsx',
  },
  /** A user's personal iCalendar subscription; `file` is `<secret token>.ics`. */
  MyProgrammeFeed: {
    cs: '/muj-program/kalendar/:file',
    en: '/en/my-programme/calendar/:file',
    layout: 'site',
    module: 'routes/site/my-programme-feed.ts',
  },
  /** A buyer's order behind its secret link, guests' too: state, how to pay with the QR, documents, codes (decision 080; noindex). */
  /** A seminar seat confirmed from the mailed, signed link, signed in or not (decision 134). */
  ConfirmSeat: {
    cs: '/potvrzeni-mista/:token',
    en: '/en/confirm-seat/:token',
    layout: 'site',
    module: 'routes/site/confirm-seat.tsx',
  },
  OrderPage: { cs: '/objednavka/:token', en: '/en/order/:token', layout: 'site', module: 'routes/site/order-page.tsx' },
  /** A document of that order as a PDF; `file` is its number with `.pdf` (`orderDocumentFile`: `F2021-0001.pdf`). */
  OrderDocument: {
    cs: '/objednavka/:token/:file',
    en: '/en/order/:token/:file',
    layout: 'site',
    module: 'routes/site/order-document.ts',
  },
  /** The order's tickets with their QR codes as one PDF (decision 115); `file` is `a4.pdf` or `badge.pdf`. */
  OrderTicketsPdf: {
    cs: '/objednavka/:token/vstupenky/:file',
    en: '/en/order/:token/tickets/:file',
    layout: 'site',
    module: 'routes/site/order-tickets-pdf.ts',
  },
  User: { cs: '/user', en: '/en/user', layout: 'site', module: 'routes/user/user.tsx' },
  /** The signed-in holder's own ticket, named, as a PDF (decision 115); `file` is `a4.pdf` or `badge.pdf`. */
  MyTicketPdf: {
    cs: '/user/me/ticket/:file',
    en: '/en/user/me/ticket/:file',
    layout: 'site',
    module: 'routes/user/my-ticket-pdf.ts',
  },
  Me: { cs: '/user/me', en: '/en/user/me', layout: 'site', module: 'routes/user/me.tsx' },
  /** 'Download my data': a post answers the account's data as a JSON file (decision 156). */
  MyData: { cs: '/user/me/data', en: '/en/user/me/data', layout: 'site', module: 'routes/user/my-data.ts' },
  /** A confirmed member edits a speaker profile that lists them in users_can_edit (decision 021). */
  SpeakerEdit: {
    cs: '/user/speaker/:id',
    en: '/en/user/speaker/:id',
    layout: 'site',
    module: 'routes/user/speaker-edit.tsx',
  },
  Login: { cs: '/user/login', en: '/en/user/login', layout: 'site', module: 'routes/user/login.tsx' },
  Register: { cs: '/user/register', en: '/en/user/register', layout: 'site', module: 'routes/user/register.tsx' },
  ForgotPassword: {
    cs: '/user/forgot-password',
    en: '/en/user/forgot-password',
    layout: 'site',
    module: 'routes/user/forgot-password.tsx',
  },
  ResetPassword: {
    cs: '/user/reset-password',
    en: '/en/user/reset-password',
    layout: 'site',
    module: 'routes/user/reset-password.tsx',
  },
  Speakers: { cs: '/recnici', en: '/en/speakers', layout: 'site', module: 'routes/site/speakers.tsx' },
  SpeakerDetail: {
    cs: '/recnici/:id/:slug?',
    en: '/en/speakers/:id/:slug?',
    layout: 'site',
    module: 'routes/site/speaker-detail.tsx',
  },
  PageDetail: { cs: '/stranka/:id/:slug?', en: '/en/page/:id/:slug?', layout: 'site', module: 'routes/site/page-detail.tsx' },
  /** Results of the header search as a page (the box submits here without JavaScript). */
  Search: { cs: '/hledat', en: '/en/search', layout: 'site', module: 'routes/site/search.tsx' },
  /** The privacy notice and terms, made from what the system stores and for how long (decision 156). */
  Privacy: { cs: '/ochrana-osobnich-udaju', en: '/en/privacy', layout: 'site', module: 'routes/site/privacy.tsx' },
  /**
   * The archive of past editions, read-only (decision 162): the archived editions, and each one's
   * home with its programme, its events, speakers and fair, at `/archiv/{year}`. Only archived
   * editions answer: a draft's year is 404, the current one's redirects to today's URLs.
   */
  ArchiveIndex: { cs: '/archiv', en: '/en/archive', layout: 'site', module: 'routes/site/archive/archive-index.tsx' },
  ArchiveHome: { cs: '/archiv/:year', en: '/en/archive/:year', layout: 'site', module: 'routes/site/archive/archive-home.tsx' },
  /** Every event of a past edition, of any area, at one detail route. */
  ArchiveEventDetail: {
    cs: '/archiv/:year/akce/:id/:slug?',
    en: '/en/archive/:year/events/:id/:slug?',
    layout: 'site',
    module: 'routes/site/archive/archive-event.tsx',
  },
  /** The same screens as today's speakers and fair, their events the edition's. */
  ArchiveSpeakers: {
    cs: '/archiv/:year/recnici',
    en: '/en/archive/:year/speakers',
    layout: 'site',
    module: 'routes/site/speakers.tsx',
  },
  ArchiveSpeakerDetail: {
    cs: '/archiv/:year/recnici/:id/:slug?',
    en: '/en/archive/:year/speakers/:id/:slug?',
    layout: 'site',
    module: 'routes/site/speaker-detail.tsx',
  },
  ArchiveFair: { cs: '/archiv/:year/veletrh', en: '/en/archive/:year/fair', layout: 'site', module: 'routes/site/fair.tsx' },
  ArchiveFairDetail: {
    cs: '/archiv/:year/veletrh/:id/:slug?',
    en: '/en/archive/:year/fair/:id/:slug?',
    layout: 'site',
    module: 'routes/site/fair-detail.tsx',
  },
  /** A past edition's calendar feed of one area, as today's `ProgrammeCalendar`. */
  ArchiveCalendar: {
    cs: '/archiv/:year/kalendar/:feed',
    en: '/en/archive/:year/calendar/:feed',
    layout: 'site',
    module: 'routes/site/programme-calendar.ts',
  },
  Mediawall: {
    cs: '/microsite/mediawall/:variant/:offset?',
    en: '/en/microsite/mediawall/:variant/:offset?',
    layout: 'microsite',
    module: 'routes/microsite/mediawall.tsx',
  },
  /** Any other address under /microsite: the wall's own 404, without the site's header and footer (decision 106). */
  MicrositeNotFound: {
    cs: '/microsite/*',
    en: '/en/microsite/*',
    layout: 'microsite',
    module: 'routes/microsite/not-found.tsx',
  },

  /** What needs attention now, a card each (issue 28, decision 086); where the admin area opens. */
  AdminHome: { cs: '/admin', en: '/en/admin', layout: 'admin', module: 'routes/admin/home.tsx' },
  AdminEvents: { ...admin('events'), module: 'routes/admin/events.tsx' },
  AdminEventDetail: { ...admin('events/:id'), module: 'routes/admin/event-detail.tsx' },
  AdminEventtypes: { ...admin('eventtypes'), module: 'routes/admin/event-types.tsx' },
  AdminEventtypeDetail: { ...admin('eventtypes/:id'), module: 'routes/admin/event-type-detail.tsx' },
  AdminLocations: { ...admin('locations'), module: 'routes/admin/locations.tsx' },
  AdminLocationDetail: { ...admin('locations/:id'), module: 'routes/admin/location-detail.tsx' },
  AdminHalls: { ...admin('halls'), module: 'routes/admin/halls.tsx' },
  AdminHallDetail: { ...admin('halls/:id'), module: 'routes/admin/hall-detail.tsx' },
  /** Halls running late on the day, set from a phone (issue 11 item 7, decision 035). */
  AdminRunningLate: { ...admin('running-late'), module: 'routes/admin/running-late.tsx' },
  AdminExhibitors: { ...admin('exhibitors'), module: 'routes/admin/exhibitors.tsx' },
  AdminExhibitorDetail: { ...admin('exhibitors/:id'), module: 'routes/admin/exhibitor-detail.tsx' },
  AdminPatrons: { ...admin('patrons'), module: 'routes/admin/patrons.tsx' },
  AdminPatronDetail: { ...admin('patrons/:id'), module: 'routes/admin/patron-detail.tsx' },
  AdminPatronsOrder: { ...admin('patrons-order'), module: 'routes/admin/patrons-order.tsx' },
  AdminSpeakers: { ...admin('speakers'), module: 'routes/admin/speakers.tsx' },
  AdminSpeakerDetail: { ...admin('speakers/:id'), module: 'routes/admin/speaker-detail.tsx' },
  AdminPromoCodes: { ...admin('promocodes'), module: 'routes/admin/promo-codes.tsx' },
  AdminPromoCodeDetail: { ...admin('promocodes/:id'), module: 'routes/admin/promo-code-detail.tsx' },
  AdminAccessCodes: { ...admin('access-codes'), module: 'routes/admin/access-codes.tsx' },
  AdminAccessCodeDetail: { ...admin('access-codes/:id'), module: 'routes/admin/access-code-detail.tsx' },
  AdminTicketSettings: { ...admin('ticket-settings'), module: 'routes/admin/ticket-settings.tsx' },
  /** The ticket waiting list and its invitations (decision 082). */
  AdminTicketWaitlist: { ...admin('ticket-waitlist'), module: 'routes/admin/ticket-waitlist.tsx' },
  /** The years of the week: a new one from the previous one, which one is current (decision 165). */
  AdminEditions: { ...admin('editions'), module: 'routes/admin/editions.tsx' },
  AdminEditionDetail: { ...admin('editions/:year'), module: 'routes/admin/edition-detail.tsx' },
  AdminUsers: { ...admin('users'), module: 'routes/admin/users.tsx' },
  AdminUserDetail: { ...admin('users/:id'), module: 'routes/admin/user-detail.tsx' },
  AdminEmbedDetail: { ...admin('embeds/detail/:id'), module: 'routes/admin/embed-detail.tsx' },
  AdminPages: { ...admin('pages'), module: 'routes/admin/pages.tsx' },
  AdminPagesMenu: { ...admin('pages-menu'), module: 'routes/admin/pages-menu.tsx' },
  AdminPageDetail: { ...admin('pages/:id'), module: 'routes/admin/page-detail.tsx' },
  AdminAuditLog: { ...admin('audit-log'), module: 'routes/admin/audit-log.tsx' },
  AdminOrders: { ...admin('ticket-orders'), module: 'routes/admin/orders.tsx' },
  AdminOrderStatement: { ...admin('ticket-orders/statement'), module: 'routes/admin/order-statement.tsx' },
  AdminBankLines: { ...admin('ticket-orders/bank-lines'), module: 'routes/admin/bank-lines.tsx' },
  AdminRefunds: { ...admin('refunds'), module: 'routes/admin/refunds.tsx' },
  AdminOrderDetail: { ...admin('ticket-orders/:id'), module: 'routes/admin/order-detail.tsx' },
  AdminOutbox: { ...admin('outbox'), module: 'routes/admin/outbox.tsx' },
  AdminOutboxMessage: { ...admin('outbox/:id'), module: 'routes/admin/outbox-message.tsx' },
  /** An organiser's message to a seminar's people, or an Admin's to all ticket holders (decision 120). */
  AdminMessageNew: { ...admin('messages/new'), module: 'routes/admin/message-new.tsx' },

  /** Catch-all per locale; matched last. */
  NotFound: { cs: '/*', en: '/en/*', layout: 'site', module: 'routes/site/not-found.tsx' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

export const routeNames = Object.keys(routeTable) as RouteName[];

/** React Router route id of a route in one locale, as the spec names them (`Home___cs`). */
export function routeId(name: RouteName, locale: Locale): string {
  return `${name}___${locale}`;
}

/** The reverse of routeId. */
export function parseRouteId(id: string): { name: RouteName; locale: Locale } | null {
  const m = /^(\w+)___(cs|en)$/.exec(id);
  if (!m || !(m[1]! in routeTable)) return null;
  return { name: m[1] as RouteName, locale: m[2] as Locale };
}

export { LOCALES };
