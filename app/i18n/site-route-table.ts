/**
 * The routes the public site's pages link to and are found by, with their Czech and English
 * paths (public-site.md 2.1): what the browser carries in every page's shell, for links, the
 * locale switch and each page's text packs. The admin area's routes are in
 * admin-route-table.ts, which only the server and the admin screens load (decision 204); the
 * whole table, with each route's screen, is route-table.ts and route-screens.ts. Patterns use
 * React Router syntax (`:id`, optional `:slug?`, splat `*`).
 */

export type RouteEntry = {
  readonly cs: string;
  readonly en: string;
};

export const siteRouteTable = {
  Home: { cs: '/', en: '/en/' },
  BuyTicket: { cs: '/vstupenka-konference', en: '/en/buy-ticket' },
  InteConferences: { cs: '/mezinarodni-konference', en: '/en/international-conference' },
  Livestreams: { cs: '/zive-prenosy', en: '/en/livestreams' },
  /** The livestream banner's data as JSON, read again every minute by the Livestreams page. */
  LivestreamNow: { cs: '/zive-prenosy/ted', en: '/en/livestreams/now' },
  LivestreamDetail: { cs: '/zive/:id/:slug?', en: '/en/live/:id/:slug?' },
  ProfSeminars: { cs: '/odborne-seminare', en: '/en/professional-seminars' },
  ProfSeminarDetail: { cs: '/odborne-seminare/:id/:slug?', en: '/en/professional-seminars/:id/:slug?' },
  InnoFairs: { cs: '/inovacni-veletrh', en: '/en/innovation-fair' },
  InnoFairDetail: { cs: '/inovacni-veletrh/:id/:slug?', en: '/en/innovation-fair/:id/:slug?' },
  AccoEvents: { cs: '/doprovodne-akce', en: '/en/accompanying-events' },
  AccoEventDetail: { cs: '/doprovodne-akce/:id/:slug?', en: '/en/accompanying-events/:id/:slug?' },
  /** One event as an iCalendar file; `file` is `<id>.ics` (React Router params are whole segments). */
  EventCalendar: { cs: '/kalendar/akce/:file', en: '/en/calendar/events/:file' },
  /** The calendar feed of one programme area; `feed` is a name from app/components/programme/calendar-feeds.ts. */
  ProgrammeCalendar: { cs: '/kalendar/:feed', en: '/en/calendar/:feed' },
  /** The planned programme of an area as an A4 PDF; `file` is `<area>.pdf`, an area of core/programme/programme-areas.ts (decision 039). */
  ProgrammePdf: { cs: '/program-pdf/:file', en: '/en/programme-pdf/:file' },
  /** How an exhibitor or partner puts its events on its own site: the widget's snippet builder (decision 039). */
  WidgetDocs: { cs: '/pro-vystavovatele/widget', en: '/en/for-exhibitors/widget' },
  /** The whole week as a days-by-hours grid and, on a phone, an agenda (decision 037). */
  Calendar: { cs: '/kalendar', en: '/en/calendar' },
  /** The whole week's programme in one filtered list (decision 037); the spec's AllEvents. */
  AllEvents: { cs: '/vsechny-akce', en: '/en/all-sessions' },
  /** The conference panels with speakers and times, each linking to its place in the timeline. */
  Plenary: { cs: '/plenarni-zasedani', en: '/en/plenary-sessions' },
  /** An event's editor (an Organizer listed on its exhibitor, or an Admin) changes it (decision 024). */
  EventEdit: { cs: '/edit/:id', en: '/en/edit/:id' },
  /** A seminar's attendees ticked off at the door, on a phone, by its editors (decision 025). */
  CheckIn: { cs: '/checkin/:id', en: '/en/checkin/:id' },
  /** The door scanner (decision 116): tickets' QR codes or typed codes, admitted once, offline too. */
  DoorScanner: { cs: '/checkin', en: '/en/checkin' },
  /** The starred events by day, with clashes, seats and delays; guests see their browser's stars (decision 038). */
  MyProgramme: { cs: '/muj-program', en: '/en/my-programme' },
  /** Where a star button posts without JavaScript (decision 126): stars or unstars, then back to the page. */
  StarEvent: { cs: '/muj-program/hvezdicka', en: '/en/my-programme/star' },
  /** A read-only copy of someone's My programme behind a secret, revocable token (noindex). */
  SharedProgramme: { cs: '/muj-program/sdileny/:token', en: '/en/my-programme/shared/:token' },
  /** A user's personal iCalendar subscription; `file` is `<secret token>.ics`. */
  MyProgrammeFeed: { cs: '/muj-program/kalendar/:file', en: '/en/my-programme/calendar/:file' },
  /** A buyer's order behind its secret link, guests' too: state, how to pay with the QR, documents, codes (decision 080; noindex). */
  /** A seminar seat confirmed from the mailed, signed link, signed in or not (decision 134). */
  ConfirmSeat: { cs: '/potvrzeni-mista/:token', en: '/en/confirm-seat/:token' },
  OrderPage: { cs: '/objednavka/:token', en: '/en/order/:token' },
  /** A document of that order as a PDF; `file` is its number with `.pdf` (`orderDocumentFile`: `F2021-0001.pdf`). */
  OrderDocument: { cs: '/objednavka/:token/:file', en: '/en/order/:token/:file' },
  /** The order's tickets with their QR codes as one PDF (decision 115); `file` is `a4.pdf` or `badge.pdf`. */
  OrderTicketsPdf: { cs: '/objednavka/:token/vstupenky/:file', en: '/en/order/:token/tickets/:file' },
  User: { cs: '/user', en: '/en/user' },
  /** The signed-in holder's own ticket, named, as a PDF (decision 115); `file` is `a4.pdf` or `badge.pdf`. */
  MyTicketPdf: { cs: '/user/me/ticket/:file', en: '/en/user/me/ticket/:file' },
  Me: { cs: '/user/me', en: '/en/user/me' },
  /** 'Download my data': a post answers the account's data as a JSON file (decision 156). */
  MyData: { cs: '/user/me/data', en: '/en/user/me/data' },
  /** A confirmed member edits a speaker profile that lists them in users_can_edit (decision 021). */
  SpeakerEdit: { cs: '/user/speaker/:id', en: '/en/user/speaker/:id' },
  Login: { cs: '/user/login', en: '/en/user/login' },
  Register: { cs: '/user/register', en: '/en/user/register' },
  ForgotPassword: { cs: '/user/forgot-password', en: '/en/user/forgot-password' },
  ResetPassword: { cs: '/user/reset-password', en: '/en/user/reset-password' },
  Speakers: { cs: '/recnici', en: '/en/speakers' },
  SpeakerDetail: { cs: '/recnici/:id/:slug?', en: '/en/speakers/:id/:slug?' },
  PageDetail: { cs: '/stranka/:id/:slug?', en: '/en/page/:id/:slug?' },
  /** Results of the header search as a page (the box submits here without JavaScript). */
  Search: { cs: '/hledat', en: '/en/search' },
  /** The privacy notice and terms, made from what the system stores and for how long (decision 156). */
  Privacy: { cs: '/ochrana-osobnich-udaju', en: '/en/privacy' },
  /**
   * The archive of past editions, read-only (decision 162): the archived editions, and each one's
   * home with its programme, its events, speakers and fair, at `/archiv/{year}`. Only archived
   * editions answer: a draft's year is 404, the current one's redirects to today's URLs.
   */
  ArchiveIndex: { cs: '/archiv', en: '/en/archive' },
  ArchiveHome: { cs: '/archiv/:year', en: '/en/archive/:year' },
  /** Every event of a past edition, of any area, at one detail route. */
  ArchiveEventDetail: { cs: '/archiv/:year/akce/:id/:slug?', en: '/en/archive/:year/events/:id/:slug?' },
  /** The same screens as today's speakers and fair, their events the edition's. */
  ArchiveSpeakers: { cs: '/archiv/:year/recnici', en: '/en/archive/:year/speakers' },
  ArchiveSpeakerDetail: { cs: '/archiv/:year/recnici/:id/:slug?', en: '/en/archive/:year/speakers/:id/:slug?' },
  ArchiveFair: { cs: '/archiv/:year/veletrh', en: '/en/archive/:year/fair' },
  ArchiveFairDetail: { cs: '/archiv/:year/veletrh/:id/:slug?', en: '/en/archive/:year/fair/:id/:slug?' },
  /** A past edition's calendar feed of one area, as today's `ProgrammeCalendar`. */
  ArchiveCalendar: { cs: '/archiv/:year/kalendar/:feed', en: '/en/archive/:year/calendar/:feed' },
  Mediawall: { cs: '/microsite/mediawall/:variant/:offset?', en: '/en/microsite/mediawall/:variant/:offset?' },
  /** Any other address under /microsite: the wall's own 404, without the site's header and footer (decision 106). */
  MicrositeNotFound: { cs: '/microsite/*', en: '/en/microsite/*' },

  /** What needs attention now, a card each (issue 28, decision 086); where the admin area opens: the user menu's Admin link. */
  AdminHome: { cs: '/admin', en: '/en/admin' },
  /** An organiser's message to a seminar's people, or an Admin's to all ticket holders (decision 120). */
  AdminMessageNew: { cs: '/admin/messages/new', en: '/en/admin/messages/new' },

  /** Catch-all per locale; matched last. */
  NotFound: { cs: '/*', en: '/en/*' },
} as const satisfies Record<string, RouteEntry>;

/** A route of the table above: one the public site's pages may link to without the admin area's table. */
export type SiteRouteName = keyof typeof siteRouteTable;
