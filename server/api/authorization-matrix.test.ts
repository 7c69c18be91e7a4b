/**
 * Who may call which account route (stars and programme links too), content write (embeds, exhibitors, patrons, speakers, the
 * setting, pages and the side menu), attendance (a presence mark, the attendee list and CSV), reference-data write, the audit log and
 * tickets (orders, promo codes, their settings), as one table: every caller kind against
 * every route, by bearer token and by browser cookie. Also checks that no answer hands a caller
 * contact, invoice or e-mail data of another user they are not entitled to.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_SUPPLIER } from '../../db/demo/facts';
import { enqueueMail } from '../../core/mailer/enqueue-mail';
import {
  accessCodes,
  bankPayments,
  embeds,
  eventEmbeds,
  exhibitorEditors,
  exhibitors,
  halls,
  locations,
  orderPayments,
  orderRefunds,
  pages,
  patrons,
  promoCodes,
  ROLE,
  speakers,
  ticketOrders,
  ticketWaitlist,
  users,
} from '../../db/schema';
import {
  createEmbed,
  createEvent,
  createExhibitor,
  createFile,
  createHall,
  createLocation,
  createPage,
  createPatron,
  createPromoCode,
  createSpeaker,
  createOrderDocument,
  createTicketOrder,
  createUser,
  BEFORE_EVENTS,
} from '../../tests/factories';
import { issueOrderTickets } from '../../core/tickets/issue-order-tickets';
import { createWriteTestContext, type SendOptions, type WriteTestContext } from '../../tests/api-write-context';
import { resources } from './index';
import { buildOpenApiDocument } from './openapi';
import { authorize } from '../../core/authorization/authorize';
import type { Action, ResourceOf } from '../../core/authorization/permissions';
import { errorStatus } from '../../core/errors/error-codes';

type User = typeof users.$inferSelect;
const CALLERS = ['guest', 'registred', 'confirmed', 'editor', 'organizer', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number>;

let t: WriteTestContext;
let who: Record<Exclude<Caller, 'guest'>, User>;
/** Another user with everything private filled in. */
let target: User;
let messageId: number;
/** A published event of the editor's exhibitor, where embeds are written; `attendee` joined it. */
let editorsEvent: { id: number };
let attendee: User;
/** An image for logos and portraits. */
let image: { id: number };
/** A published seminar of the editor's exhibitor, where the target is signed up and off. */
let editorsSeminar: { id: number };
let editorsExhibitorId: number;
/** Listed with the editor on the editor's exhibitor: in the editor's team (decision 085). */
let colleague: User;

const SECRETS = {
  phone: '+420 601 234 567',
  street: 'Tajná 13',
  invoiceName: 'Tajemná firma s.r.o.',
  invoiceRegnumber: '87654326',
  invoiceVAT: 'CZ87654326',
  billingEmail: 'fakturace@tajna.cz',
};

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  const db = t.database.db;
  target = await createUser(db, {
    roleId: ROLE.confirmed,
    email: 'target.person@tajna.cz',
    hasTicket: true,
    firstName: 'Tereza',
    lastName: 'Terčová',
    ...SECRETS,
  });
  await createExhibitor(db, { editors: [target.id] });
  // An Organizer who edits an exhibitor, but not the target's.
  const editor = await createUser(db, { roleId: ROLE.organizer });
  attendee = await createUser(db, { roleId: ROLE.confirmed });
  const editorsExhibitor = await createExhibitor(db, { editors: [editor.id] });
  editorsExhibitorId = editorsExhibitor.id;
  colleague = await createUser(db, { roleId: ROLE.confirmed });
  await db.insert(exhibitorEditors).values({ exhibitorId: editorsExhibitor.id, userId: colleague.id });
  editorsEvent = await createEvent(db, { exhibitorId: editorsExhibitor.id, users: [attendee.id] });
  editorsSeminar = await createEvent(db, { exhibitorId: editorsExhibitor.id, eventtypeId: 1, max_users: 30 });
  who = {
    registred: await createUser(db, { roleId: ROLE.registred }),
    confirmed: await createUser(db, { roleId: ROLE.confirmed }),
    editor,
    organizer: await createUser(db, { roleId: ROLE.organizer }),
    admin: await createUser(db, { roleId: ROLE.admin }),
  };
  image = await createFile(db);
  messageId = (
    await enqueueMail(db, {
      to: target.email,
      template: 'confirm-email',
      locale: 'cs',
      vars: { username: target.username, url: 'https://x.test/c' },
      deliver: false,
    })
  ).id;
});
afterAll(() => t.database.close());

type Route = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path for this caller; `self` is the caller's own id (the target's for a guest). */
  path: (self: number) => string | Promise<string>;
  /** The JSON body; a function when it names rows made in beforeAll. */
  body?: Record<string, unknown> | (() => Record<string, unknown>);
  expected: Expected;
  after?: (path: string, status: number) => Promise<void>;
};

const all = (status: number, guest = 401): Expected => ({
  guest,
  registred: status,
  confirmed: status,
  editor: status,
  organizer: status,
  admin: status,
});
const adminOnly = (ok: number): Expected => ({ ...all(403), admin: ok });
const staff = (ok: number): Expected => ({ ...all(403), editor: ok, organizer: ok, admin: ok });

/** The role each caller kind has; 'editor' is an Organizer who edits an exhibitor. */
const ROLE_OF: Record<Exclude<Caller, 'guest'>, number> = {
  registred: ROLE.registred,
  confirmed: ROLE.confirmed,
  editor: ROLE.organizer,
  organizer: ROLE.organizer,
  admin: ROLE.admin,
};
/** Actions decided by the role alone (no resource): their rows read the answer off the table. */
type RoleAction = { [A in Action]: ResourceOf<A> extends [] ? A : never }[Action];

/**
 * What the authorization table (`PERMISSIONS`, decision 138) says each caller gets for an action
 * decided by role: `ok` when `authorize` allows, otherwise its refusal's status (401 for a guest).
 */
const allowedTo = (action: RoleAction, ok: number): Expected =>
  Object.fromEntries(
    CALLERS.map((caller) => {
      const viewer = caller === 'guest' ? null : { id: 0, roleId: ROLE_OF[caller] };
      const decision = authorize(viewer, action);
      return [caller, decision.allowed ? ok : errorStatus(decision.code)];
    }),
  ) as Expected;

/** Admins and the editor of the event's exhibitor; an Organizer without it is refused like a member. */
const embedEditors = (ok: number): Expected => ({ ...all(403), editor: ok, admin: ok });

/** A fresh published embed on the editor's event, so each caller tries on one that exists. */
const editorsEmbed = async () => {
  const embed = await createEmbed(t.database.db);
  await t.database.db.insert(eventEmbeds).values({ eventId: editorsEvent.id, embedId: embed.id });
  return `/api/embeds/${embed.id}`;
};

/** A fresh row per caller, so each tries on one that exists; `editors` list the caller for speakers. */
const freshExhibitor = async () => `/api/exhibitors/${(await createExhibitor(t.database.db, { logoId: image.id })).id}`;
const freshPatron = async () => `/api/patrons/${(await createPatron(t.database.db, { imageId: image.id })).id}`;
const freshSpeaker = async () => `/api/speakers/${(await createSpeaker(t.database.db)).id}`;
const ownSpeaker = async (self: number) => `/api/speakers/${(await createSpeaker(t.database.db, { editors: [self] })).id}`;
/** Deleted for a 200, kept otherwise. */
const goneOn200 =
  (table: typeof exhibitors | typeof patrons | typeof speakers | typeof pages | typeof promoCodes | typeof accessCodes) =>
  async (path: string, status: number) => {
    const id = Number(path.split('/').pop());
    expect(await t.database.db.$count(table, eq(table.id, id))).toBe(status === 200 ? 0 : 1);
  };
/** A confirmed member listed on the speaker (and the staff) change their profile; a Registred one is not a confirmed member. */
const selfEditors = (ok: number): Expected => ({ ...all(ok), registred: 403 });

/** A fresh account to delete, so each caller tries on one that exists. */
const victim = async () =>
  `/api/users/${(await createUser(t.database.db, { username: `victim${Math.random().toString(36).slice(2)}` })).id}`;

const ROUTES: Route[] = [
  {
    name: 'PUT own profile',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { firstName: 'Jana' },
    expected: all(200),
  },
  {
    name: 'PUT another user',
    method: 'PUT',
    path: () => `/api/users/${target.id}`,
    body: { firstName: 'Eva' },
    expected: adminOnly(200),
  },
  {
    name: 'PUT own role',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { roleId: ROLE.admin },
    expected: adminOnly(200),
  },
  {
    name: 'PUT own confirmed',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { confirmed: true },
    expected: adminOnly(200),
  },
  {
    name: 'PUT own blocked',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { blocked: false },
    expected: adminOnly(200),
  },
  {
    name: 'PUT own hasTicket',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { hasTicket: true },
    expected: adminOnly(200),
  },
  {
    name: 'PUT own edit rights',
    method: 'PUT',
    path: (self) => `/api/users/${self}`,
    body: { can_edit_exhibitors: [] },
    expected: adminOnly(200),
  },
  {
    name: 'PUT another user role',
    method: 'PUT',
    path: () => `/api/users/${target.id}`,
    body: { roleId: ROLE.confirmed },
    expected: adminOnly(200),
  },
  {
    name: 'DELETE another user',
    method: 'DELETE',
    path: victim,
    expected: adminOnly(200),
    after: async (path, status) => {
      const id = Number(path.split('/').pop());
      expect(await t.database.db.$count(users, eq(users.id, id))).toBe(status === 200 ? 0 : 1);
    },
  },
  {
    name: 'POST a new user',
    method: 'POST',
    path: () => '/api/users',
    body: () => {
      const name = `made${Math.random().toString(36).slice(2)}`;
      return { username: name, email: `${name}@example.test` };
    },
    expected: allowedTo('users.create', 201),
  },
  { name: 'DELETE oneself', method: 'DELETE', path: (self) => `/api/users/${self}`, expected: { ...all(403), admin: 403 } },
  { name: 'GET users list', method: 'GET', path: () => '/api/users?_limit=-1', expected: allowedTo('users.list', 200) },
  { name: 'GET users count', method: 'GET', path: () => '/api/users/count', expected: allowedTo('users.list', 200) },
  // An Organizer reads only their team's accounts, the other editors of their exhibitors (decision 085).
  { name: 'GET another user', method: 'GET', path: () => `/api/users/${target.id}`, expected: adminOnly(200) },
  {
    name: "GET a co-editor of the editor's exhibitor",
    method: 'GET',
    path: () => `/api/users/${colleague.id}`,
    expected: { ...all(403), editor: 200, admin: 200 },
  },
  { name: 'GET oneself by id', method: 'GET', path: (self) => `/api/users/${self}`, expected: all(200) },
  { name: 'GET me', method: 'GET', path: () => '/api/users/me', expected: all(200) },
  // The Me page's personal-data self-service (decisions 154-156): everyone signed in, on their own only.
  { name: 'GET my data', method: 'GET', path: () => '/api/users/me/data', expected: all(200) },
  { name: 'GET my newsletter opt-in', method: 'GET', path: () => '/api/users/me/newsletter', expected: all(200) },
  {
    name: 'PUT my newsletter opt-in',
    method: 'PUT',
    path: () => '/api/users/me/newsletter',
    body: () => ({ subscribed: false }),
    expected: all(200),
  },
  // A wrong password keeps every caller's account for the rows after this one.
  {
    name: 'DELETE myself with a wrong password',
    method: 'DELETE',
    path: () => '/api/users/me',
    body: () => ({ currentPassword: 'not-the-password' }),
    expected: all(400),
  },
  // Stars and programme links: everyone signed in, on their own only (decision 038).
  { name: 'GET own stars', method: 'GET', path: () => '/api/users/me/stars', expected: all(200) },
  { name: 'PUT a star', method: 'PUT', path: () => `/api/users/me/stars/${editorsEvent.id}`, expected: all(200) },
  { name: 'DELETE a star', method: 'DELETE', path: () => `/api/users/me/stars/${editorsEvent.id}`, expected: all(200) },
  {
    name: "POST a browser's stars",
    method: 'POST',
    path: () => '/api/users/me/stars',
    body: () => ({ events: [editorsEvent.id] }),
    expected: all(200),
  },
  { name: 'GET own programme links', method: 'GET', path: () => '/api/users/me/programme-links', expected: all(200) },
  { name: 'PUT a share link', method: 'PUT', path: () => '/api/users/me/programme-links/share', expected: all(200) },
  { name: 'DELETE the feed link', method: 'DELETE', path: () => '/api/users/me/programme-links/feed', expected: all(200) },
  { name: 'GET outbox', method: 'GET', path: () => '/api/outbox', expected: allowedTo('outbox.read', 200) },
  { name: 'GET outbox message', method: 'GET', path: () => `/api/outbox/${messageId}`, expected: allowedTo('outbox.read', 200) },
  { name: 'GET roles', method: 'GET', path: () => '/api/users-permissions/roles', expected: allowedTo('users.list', 200) },
  {
    name: 'GET hall clashes',
    method: 'GET',
    path: () => '/api/events/hall-clashes?hall=1&start=2021-10-11T07:00:00Z&end=2021-10-11T08:00:00Z',
    expected: allowedTo('events.manage', 200),
  },
  { name: 'GET occupancy', method: 'GET', path: () => '/api/occupancy', expected: staff(200) },
  {
    name: "POST embed on the editor's event",
    method: 'POST',
    path: () => '/api/embeds',
    body: () => ({ name: 'Stream', url: 'dQw4w9WgXcQ', events: [editorsEvent.id] }),
    expected: embedEditors(201),
  },
  {
    name: "PUT embed on the editor's event",
    method: 'PUT',
    path: editorsEmbed,
    body: { name: 'Přejmenováno' },
    expected: embedEditors(200),
  },
  {
    name: "DELETE embed on the editor's event",
    method: 'DELETE',
    path: editorsEmbed,
    expected: embedEditors(200),
    after: async (path, status) => {
      const id = Number(path.split('/').pop());
      expect(await t.database.db.$count(embeds, eq(embeds.id, id))).toBe(status === 200 ? 0 : 1);
    },
  },
  {
    name: "PUT attendance on the editor's event",
    method: 'PUT',
    path: () => `/api/events/${editorsEvent.id}/attendance`,
    body: () => ({ user: attendee.id, present: true }),
    expected: embedEditors(200),
  },
  {
    name: "PUT a check-in mark with its time on the editor's event",
    method: 'PUT',
    path: () => `/api/events/${editorsEvent.id}/attendance`,
    body: () => ({ user: attendee.id, present: false, at: new Date().toISOString() }),
    expected: embedEditors(200),
  },
  {
    name: "GET attendee list of the editor's event",
    method: 'GET',
    path: () => `/api/events/${editorsEvent.id}/attendees`,
    expected: embedEditors(200),
  },
  {
    name: "GET attendee CSV of the editor's event",
    method: 'GET',
    path: () => `/api/events/${editorsEvent.id}/attendees.csv`,
    expected: embedEditors(200),
  },
  {
    name: 'POST exhibitor',
    method: 'POST',
    path: () => '/api/exhibitors',
    body: () => ({ name: 'Nový vystavovatel', logo: image.id }),
    expected: allowedTo('exhibitors.write', 201),
  },
  {
    name: 'PUT exhibitor',
    method: 'PUT',
    path: freshExhibitor,
    body: { name: 'Přejmenováno' },
    expected: allowedTo('exhibitors.write', 200),
  },
  {
    name: 'DELETE exhibitor',
    method: 'DELETE',
    path: freshExhibitor,
    expected: allowedTo('exhibitors.write', 200),
    after: goneOn200(exhibitors),
  },
  {
    name: 'POST patron',
    method: 'POST',
    path: () => '/api/patrons',
    body: () => ({ name: 'Nový patron', job: 'rektor', image: image.id }),
    expected: allowedTo('patrons.write', 201),
  },
  { name: 'PUT patron', method: 'PUT', path: freshPatron, body: { job: 'děkan' }, expected: allowedTo('patrons.write', 200) },
  {
    name: 'DELETE patron',
    method: 'DELETE',
    path: freshPatron,
    expected: allowedTo('patrons.write', 200),
    after: goneOn200(patrons),
  },
  {
    name: 'PUT setting',
    method: 'PUT',
    path: () => '/api/setting',
    body: { patrons_order: '' },
    expected: allowedTo('setting.write', 200),
  },
  {
    name: 'POST speaker',
    method: 'POST',
    path: () => '/api/speakers',
    body: { name: 'Nový řečník' },
    expected: allowedTo('speakers.manage', 201),
  },
  { name: "PUT someone else's speaker", method: 'PUT', path: freshSpeaker, body: { job: 'CTO' }, expected: adminOnly(200) },
  { name: 'PUT own speaker profile', method: 'PUT', path: ownSpeaker, body: { job: 'CTO' }, expected: selfEditors(200) },
  {
    name: 'PUT own speaker published_at',
    method: 'PUT',
    path: ownSpeaker,
    body: { published_at: null },
    expected: staff(200),
  },
  {
    name: 'PUT own speaker users_can_edit',
    method: 'PUT',
    path: ownSpeaker,
    body: { users_can_edit: [] },
    expected: adminOnly(200),
  },
  {
    name: "DELETE someone else's speaker",
    method: 'DELETE',
    path: freshSpeaker,
    expected: adminOnly(200),
    after: goneOn200(speakers),
  },
  {
    name: 'DELETE own speaker',
    method: 'DELETE',
    path: ownSpeaker,
    expected: staff(200),
    after: goneOn200(speakers),
  },
];

/** A fresh Czech page per caller; new page names are unique, so their slugs are free. */
const freshPage = async () => `/api/pages/${(await createPage(t.database.db, { locale: 'cs' })).id}`;
const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2)}`;

/** Content pages and the side menu: Admins only. */
const PAGE_ROUTES: Route[] = [
  {
    name: 'POST page',
    method: 'POST',
    path: () => '/api/pages',
    body: () => ({ name: uniqueName('Stránka') }),
    expected: allowedTo('pages.write', 201),
  },
  {
    name: 'PUT page',
    method: 'PUT',
    path: freshPage,
    body: () => ({ name: uniqueName('Přejmenováno') }),
    expected: allowedTo('pages.write', 200),
  },
  { name: 'DELETE page', method: 'DELETE', path: freshPage, expected: allowedTo('pages.write', 200), after: goneOn200(pages) },
  {
    name: 'POST page localization',
    method: 'POST',
    path: async () => `${await freshPage()}/localizations`,
    body: () => ({ locale: 'en', name: uniqueName('Page') }),
    expected: allowedTo('pages.write', 201),
  },
  {
    name: 'PUT menupages',
    method: 'PUT',
    path: () => '/api/menupages',
    body: { locale: 'cs', entries: [] },
    expected: allowedTo('pages.write', 200),
  },
];
ROUTES.push(...PAGE_ROUTES);

/** A fresh location or hall, so each caller tries on one that exists and no event uses. */
const freshLocation = async () => `/api/locations/${(await createLocation(t.database.db)).id}`;
const freshHall = async () => `/api/halls/${(await createHall(t.database.db)).id}`;
const idOf = (path: string) => Number(path.split('/').pop());

/** Reference data (event types, locations, halls) and the audit log: Admins only; a hall's delay for the staff. */
const REFERENCE_ROUTES: Route[] = [
  {
    name: 'POST event type',
    method: 'POST',
    path: () => '/api/event-types',
    body: { name: 'Typ' },
    expected: allowedTo('referenceData.manage', 201),
  },
  {
    name: 'PUT event type',
    method: 'PUT',
    path: () => '/api/event-types/4',
    body: { name_en: 'Innovation fair' },
    expected: allowedTo('referenceData.manage', 200),
  },
  {
    name: 'DELETE event type',
    method: 'DELETE',
    path: () => '/api/event-types/4',
    expected: allowedTo('referenceData.manage', 409),
  },
  {
    name: 'POST location',
    method: 'POST',
    path: () => '/api/locations',
    body: { name: 'Místo' },
    expected: allowedTo('referenceData.manage', 201),
  },
  {
    name: 'PUT location',
    method: 'PUT',
    path: freshLocation,
    body: { name: 'Místo' },
    expected: allowedTo('referenceData.manage', 200),
  },
  {
    name: 'DELETE location',
    method: 'DELETE',
    path: freshLocation,
    expected: allowedTo('referenceData.manage', 200),
    after: async (path, status) =>
      expect(await t.database.db.$count(locations, eq(locations.id, idOf(path)))).toBe(status === 200 ? 0 : 1),
  },
  {
    name: 'POST hall',
    method: 'POST',
    path: () => '/api/halls',
    body: { name: 'Sál', broadcast: 'youtube:abc' },
    expected: allowedTo('referenceData.manage', 201),
  },
  { name: 'PUT hall', method: 'PUT', path: freshHall, body: { slido: 'kod' }, expected: allowedTo('referenceData.manage', 200) },
  {
    name: 'DELETE hall',
    method: 'DELETE',
    path: freshHall,
    expected: allowedTo('referenceData.manage', 200),
    after: async (path, status) =>
      expect(await t.database.db.$count(halls, eq(halls.id, idOf(path)))).toBe(status === 200 ? 0 : 1),
  },
  { name: 'GET audit log', method: 'GET', path: () => '/api/audit-log', expected: allowedTo('auditLog.read', 200) },
  // A hall running late on the day (decision 035): an Admin any hall; an Organizer a hall whose
  // sessions left today are all their exhibitors' (decision 085), not an empty one.
  {
    name: 'PUT hall delay',
    method: 'PUT',
    path: async () => `${await freshHall()}/delay`,
    body: { minutes: 10 },
    expected: adminOnly(200),
  },
  {
    name: "PUT delay of a hall where only the editor's session is left today",
    method: 'PUT',
    path: async () => {
      const hall = await createHall(t.database.db);
      const clock = Date.parse(BEFORE_EVENTS);
      await createEvent(t.database.db, {
        hallId: hall.id,
        exhibitorId: editorsExhibitorId,
        start: new Date(clock + 3_600_000),
        end: new Date(clock + 7_200_000),
      });
      return `/api/halls/${hall.id}/delay`;
    },
    body: { minutes: 10 },
    expected: embedEditors(200),
  },
];
ROUTES.push(...REFERENCE_ROUTES);

/** Seminar sign-ups (decision 023): one's own state for anyone signed in; the queue for the seminar's editors; someone else's seat for Admins only (decision 055). */
const SIGNUP_ROUTES: Route[] = [
  { name: 'GET own sign-up state', method: 'GET', path: () => `/api/event-join/${editorsSeminar.id}`, expected: all(200) },
  {
    name: 'POST event-join for another user',
    method: 'POST',
    path: () => '/api/event-join',
    body: () => ({ event: editorsSeminar.id, user: target.id }),
    expected: adminOnly(200),
  },
  {
    name: 'POST event-leave for another user',
    method: 'POST',
    path: () => '/api/event-leave',
    body: () => ({ event: editorsSeminar.id, user: target.id }),
    expected: adminOnly(200),
  },
  {
    name: 'GET waiting list',
    method: 'GET',
    path: () => `/api/events/${editorsSeminar.id}/waitlist`,
    expected: embedEditors(200),
  },
];
ROUTES.push(...SIGNUP_ROUTES);

/** Tickets (decision 028): anyone checks a code and orders; settings and promo codes are Admin business. */
let releasedCode = '';
const freshPromoCode = async () => `/api/promocodes/${(await createPromoCode(t.database.db)).id}`;
const freshWaitlistEntry = async () => {
  const email = `matice.${Math.random().toString(36).slice(2, 10)}@example.test`;
  const [row] = await t.database.db.insert(ticketWaitlist).values({ email, amount: 1, consentedAt: new Date() }).returning();
  return `/api/ticket-waitlist/${row!.id}/invite`;
};
const TICKET_ROUTES: Route[] = [
  { name: 'GET promo code check', method: 'GET', path: () => '/api/promocodes/check/INNO50', expected: all(200, 200) },
  {
    name: 'POST buy-ticket',
    method: 'POST',
    path: () => '/api/buy-ticket',
    body: { amount: 1, name: 'Kupující Matice', email: 'matice@example.test', phone: '+420 700 000 000' },
    expected: all(200, 200),
  },
  { name: 'GET ticket settings', method: 'GET', path: () => '/api/ticket-settings', expected: allowedTo('tickets.manage', 200) },
  {
    name: 'PUT ticket settings',
    method: 'PUT',
    path: () => '/api/ticket-settings',
    body: { paymentDueDays: 14 },
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'GET ticket waiting list',
    method: 'GET',
    path: () => '/api/ticket-waitlist',
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'POST a waiting-list invitation',
    method: 'POST',
    path: freshWaitlistEntry,
    expected: allowedTo('tickets.manage', 200),
  },
  { name: 'GET promo codes', method: 'GET', path: () => '/api/promocodes', expected: allowedTo('tickets.manage', 200) },
  { name: 'GET a promo code', method: 'GET', path: freshPromoCode, expected: allowedTo('tickets.manage', 200) },
  {
    name: 'POST promo code',
    method: 'POST',
    path: () => '/api/promocodes',
    body: () => ({ code: `M${Math.random().toString(36).slice(2, 10)}`, discount: 10 }),
    expected: allowedTo('tickets.manage', 201),
  },
  {
    name: 'PUT promo code',
    method: 'PUT',
    path: freshPromoCode,
    body: { discount: 20 },
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'DELETE promo code',
    method: 'DELETE',
    path: freshPromoCode,
    expected: allowedTo('tickets.manage', 200),
    after: goneOn200(promoCodes),
  },
  // Ticket codes (decision 032): one's own tickets and claims for anyone signed in, releases for Admins.
  { name: 'GET my tickets', method: 'GET', path: () => '/api/tickets/mine', expected: all(200) },
  {
    name: 'POST ticket claim (a code no ticket has)',
    method: 'POST',
    path: () => '/api/tickets/claim',
    body: { code: 'TI-0000-0000-0000' },
    // The Admin granted themself a ticket above ('PUT own hasTicket'): told they have one.
    expected: { ...all(400), admin: 409 },
  },
  {
    name: 'POST ticket release',
    method: 'POST',
    path: async () => {
      const order = await createTicketOrder(t.database.db, { status: 'paid', paidAt: new Date() });
      releasedCode = (await t.database.db.transaction((tx) => issueOrderTickets(tx, order))).codes[0]!;
      return '/api/tickets/release';
    },
    body: () => ({ code: releasedCode }),
    expected: allowedTo('tickets.manage', 200),
  },
];
ROUTES.push(...TICKET_ROUTES);

/** Orders (decision 031): Admin business; a buyer's own invoice is proven in ticket-orders.test.ts. */
const DEMO_INVOICE_SUPPLIER = {
  name: DEMO_SUPPLIER.supplierName,
  street: DEMO_SUPPLIER.supplierStreet,
  city: DEMO_SUPPLIER.supplierCity,
  zip: DEMO_SUPPLIER.supplierZip,
  country: DEMO_SUPPLIER.supplierCountry,
  regnumber: DEMO_SUPPLIER.supplierRegnumber,
  vatNumber: DEMO_SUPPLIER.supplierVAT,
  bankAccount: DEMO_SUPPLIER.bankAccount,
  iban: DEMO_SUPPLIER.iban,
};
const freshOrder = async (suffix = '') =>
  `/api/ticket-orders/${(await createTicketOrder(t.database.db, { supplier: DEMO_INVOICE_SUPPLIER })).id}${suffix}`;
const cancelledOrder = async () => {
  const n = `DM${Math.random().toString(36).slice(2, 10)}`;
  const order = await createTicketOrder(t.database.db, {
    supplier: DEMO_INVOICE_SUPPLIER,
    status: 'cancelled',
    cancelledAt: new Date(),
  });
  const invoice = await createOrderDocument(t.database.db, { orderId: order.id });
  await createOrderDocument(t.database.db, { orderId: order.id, kind: 'creditNote', number: n, creditsId: invoice.id });
  return `/api/ticket-orders/${order.id}/credit-note.pdf`;
};
/** A payment in an order's ledger, so each caller tries to take back one that exists. */
const freshPayment = async () => {
  const order = await createTicketOrder(t.database.db, { supplier: DEMO_INVOICE_SUPPLIER });
  const [row] = await t.database.db
    .insert(orderPayments)
    .values({ orderId: order.id, amountMinor: 100, bookedOn: '2021-10-02', source: 'manual' })
    .returning();
  await t.database.db
    .update(ticketOrders)
    .set({ paidMinor: 100, paymentState: 'partlyPaid' })
    .where(eq(ticketOrders.id, order.id));
  return `/api/order-payments/${row!.id}/reverse`;
};
/** An order statement lines are assigned to (they only add to its ledger). */
let lineOrderNumber = '';
const freshBankLine = async () => {
  if (!lineOrderNumber) lineOrderNumber = (await createTicketOrder(t.database.db, { supplier: DEMO_INVOICE_SUPPLIER })).number;
  const [line] = await t.database.db
    .insert(bankPayments)
    .values({
      bankId: `M${Math.random()}`,
      date: '2021-10-02',
      amountMinor: 100,
      currency: 'CZK',
      variableSymbol: '',
      counterAccount: '',
      message: '',
    })
    .returning();
  return `/api/bank-lines/${line!.id}/assign`;
};
const freshRefund = async () => {
  const order = await createTicketOrder(t.database.db, { supplier: DEMO_INVOICE_SUPPLIER, status: 'cancelled' });
  const [row] = await t.database.db.insert(orderRefunds).values({ orderId: order.id, amountMinor: 100 }).returning();
  return `/api/refunds/${row!.id}/refunded`;
};
const ORDER_ROUTES: Route[] = [
  { name: 'GET ticket orders', method: 'GET', path: () => '/api/ticket-orders', expected: allowedTo('tickets.manage', 200) },
  {
    name: 'GET ticket orders CSV',
    method: 'GET',
    path: () => '/api/ticket-orders.csv',
    expected: allowedTo('tickets.manage', 200),
  },
  { name: 'GET a ticket order', method: 'GET', path: () => freshOrder(), expected: allowedTo('tickets.manage', 200) },
  {
    name: "GET a ticket order's tickets",
    method: 'GET',
    path: () => freshOrder('/tickets'),
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: "GET another's order invoice PDF",
    method: 'GET',
    path: () => freshOrder('/invoice.pdf'),
    expected: allowedTo('tickets.manage', 200),
  },
  { name: 'GET an order credit note PDF', method: 'GET', path: cancelledOrder, expected: allowedTo('tickets.manage', 200) },
  {
    name: "GET a ticket order's history",
    method: 'GET',
    path: () => freshOrder('/history'),
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'POST an order note',
    method: 'POST',
    path: () => freshOrder('/notes'),
    body: { text: 'Volali, zaplatí zítra.' },
    expected: allowedTo('tickets.manage', 201),
  },
  { name: 'POST order paid', method: 'POST', path: () => freshOrder('/paid'), expected: allowedTo('tickets.manage', 200) },
  { name: 'POST order cancel', method: 'POST', path: () => freshOrder('/cancel'), expected: allowedTo('tickets.manage', 200) },
  {
    name: 'GET the payment ledger',
    method: 'GET',
    path: () => '/api/order-payments',
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'GET the payments CSV',
    method: 'GET',
    path: () => '/api/order-payments.csv',
    expected: allowedTo('tickets.manage', 200),
  },
  { name: 'POST reverse a payment', method: 'POST', path: () => freshPayment(), expected: allowedTo('tickets.manage', 200) },
  {
    name: 'GET unassigned statement lines',
    method: 'GET',
    path: () => '/api/bank-lines',
    expected: allowedTo('tickets.manage', 200),
  },
  {
    name: 'POST assign a statement line',
    method: 'POST',
    path: () => freshBankLine(),
    body: () => ({ order: lineOrderNumber }),
    expected: allowedTo('tickets.manage', 200),
  },
  { name: 'GET refunds', method: 'GET', path: () => '/api/refunds', expected: allowedTo('tickets.manage', 200) },
  { name: 'GET the refunds CSV', method: 'GET', path: () => '/api/refunds.csv', expected: allowedTo('tickets.manage', 200) },
  { name: 'POST mark a refund refunded', method: 'POST', path: () => freshRefund(), expected: allowedTo('tickets.manage', 200) },
];
ROUTES.push(...ORDER_ROUTES);

/** An event as its editors read it (admin-and-widgets.md 7): the right to change it, as PUT /events/{id} has. */
ROUTES.push({
  name: "GET the editor's event to manage",
  method: 'GET',
  path: () => `/api/event-admin/${editorsEvent.id}`,
  expected: embedEditors(200),
});

/** Livestream access codes (decision 034): Admins only, Organizers refused like members. */
const freshAccessCode = async () => {
  const [row] = await t.database.db
    .insert(accessCodes)
    .values({ label: 'Matice', codeHash: `matrix-${Math.random()}`, seminars: true })
    .returning();
  return `/api/access-codes/${row!.id}`;
};
ROUTES.push(
  { name: 'GET access codes', method: 'GET', path: () => '/api/access-codes', expected: allowedTo('accessCodes.manage', 200) },
  {
    name: 'GET a passphrase suggestion',
    method: 'GET',
    path: () => '/api/access-codes/passphrase',
    expected: allowedTo('accessCodes.manage', 200),
  },
  { name: 'GET an access code', method: 'GET', path: freshAccessCode, expected: allowedTo('accessCodes.manage', 200) },
  {
    name: 'POST access code',
    method: 'POST',
    path: () => '/api/access-codes',
    body: () => ({ label: 'Matice', passphrase: `matice-${Math.random().toString(36).slice(2, 10)}`, seminars: true }),
    expected: allowedTo('accessCodes.manage', 201),
  },
  {
    name: 'PUT access code',
    method: 'PUT',
    path: freshAccessCode,
    body: { label: 'Jinak' },
    expected: allowedTo('accessCodes.manage', 200),
  },
  {
    name: 'POST access code revoke',
    method: 'POST',
    path: async () => `${await freshAccessCode()}/revoke`,
    expected: allowedTo('accessCodes.manage', 200),
  },
  {
    name: 'DELETE access code',
    method: 'DELETE',
    path: freshAccessCode,
    expected: allowedTo('accessCodes.manage', 200),
    after: goneOn200(accessCodes),
  },
);

/** Editions (decision 165): Admins only. Making 2021 current again is the one switch the shared database can take. */
let editionYear = 2100;
ROUTES.push(
  { name: 'GET editions', method: 'GET', path: () => '/api/editions', expected: allowedTo('editions.manage', 200) },
  { name: 'GET an edition', method: 'GET', path: () => '/api/editions/2021', expected: allowedTo('editions.manage', 200) },
  {
    name: 'POST edition',
    method: 'POST',
    path: () => '/api/editions',
    body: () => {
      const year = ++editionYear;
      return {
        year,
        name: `Ročník ${year}`,
        name_en: `Edition ${year}`,
        mainDay: `${year}-10-11`,
        programmeStart: `${year}-10-04`,
        programmeEnd: `${year}-10-24`,
      };
    },
    expected: allowedTo('editions.manage', 201),
  },
  {
    name: 'PUT edition',
    method: 'PUT',
    path: () => '/api/editions/2021',
    body: { retentionOutboxBodies: 3 },
    expected: allowedTo('editions.manage', 200),
  },
  {
    name: 'POST edition current',
    method: 'POST',
    path: () => '/api/editions/2021/current',
    expected: allowedTo('editions.manage', 200),
  },
);

/** What a caller may see of the target: e-mail for staff, the rest for Admins (and the target). */
function assertNoLeak(caller: Caller, body: string, label: string) {
  if (caller !== 'admin')
    for (const secret of Object.values(SECRETS)) expect(body, `${label} leaks ${secret}`).not.toContain(secret);
  if (caller !== 'admin' && caller !== 'organizer' && caller !== 'editor')
    expect(body, `${label} leaks the e-mail`).not.toContain(target.email);
}

describe.each([
  ['bearer token', (u: User | null): SendOptions => ({ bearer: u })],
  ['session cookie', (u: User | null): SendOptions => ({ cookie: u })],
])('authorization matrix (%s)', (_how, auth) => {
  test.each(ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const outcome: Record<string, number> = {};
    for (const caller of CALLERS) {
      const user = caller === 'guest' ? null : who[caller];
      const path = await route.path(user?.id ?? target.id);
      called.add(`${route.method} ${path.split('?')[0]}`);
      const res = await t.send(route.method, path, {
        ...auth(user),
        ...(route.body ? { body: typeof route.body === 'function' ? route.body() : route.body } : {}),
      });
      outcome[caller] = res.status;
      assertNoLeak(caller, await res.text(), `${route.name} as ${caller}`);
      await route.after?.(path, res.status);
    }
    expect(outcome).toEqual(route.expected);
  });
});

/** What the rows above called, as `METHOD /api/path`. */
const called = new Set<string>();

/**
 * Write operations that are not rows of the matrix, each with where its callers are decided:
 * they are open to everyone by design or act only on the caller's own account.
 */
const NOT_IN_MATRIX: Record<string, string> = {
  'POST /events': 'events-write.test.ts: guests 401, members 403, Organizers only for their exhibitors',
  'PUT /events/{id}': 'events-write.test.ts: PUT and DELETE by role and exhibitor',
  'DELETE /events/{id}': 'events-write.test.ts: PUT and DELETE by role and exhibitor',
  'POST /event-join/quick-signup': 'open to guests by design (creates the caller an account): quick-signup.test.ts',
  'DELETE /check-ticket': "forgets the caller's own passphrase cookie: livestreams.test.ts",
  'POST /ticket-orders/{id}/unpaid': 'ticket-orders-unpaid.test.ts: Admins only',
  'POST /ticket-orders/statement': 'ticket-orders.test.ts: guests 401, members 403 on every order route',
  'POST /auth/local/register': 'open to guests by design: auth.test.ts',
  'POST /auth/local': 'open to guests by design: auth.test.ts',
  'POST /auth/forgot-password': 'open to guests by design: auth.test.ts',
  'POST /auth/reset-password': 'open to the holder of a mailed code by design: auth.test.ts',
  'POST /auth/logout': "ends the caller's own session: auth.test.ts",
  'POST /upload': 'upload.test.ts: who may upload',
  'DELETE /upload/files/{id}': 'upload.test.ts: DELETE /api/upload/files/{id} by owner and role',
  'POST /door/scans': 'core/door/scan-ticket.test.ts: guests 401, members 403 Door.forbidden; door.test.ts over HTTP',
  'POST /versions/{id}/restore': "versions.test.ts: guests 401, members and other exhibitors' Organizers 403 Version.forbidden",
};

describe('authorization matrix coverage', () => {
  // Runs after both matrices above (a file's tests run in order): a write route added to the API
  // without a row here fails (issue 31).
  test('every write operation of the OpenAPI document has a row', () => {
    const doc = buildOpenApiDocument(resources) as unknown as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => method !== 'get')
        .map((method) => ({
          op: `${method.toUpperCase()} ${path}`,
          pattern: new RegExp(`^${method.toUpperCase()} /api${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        })),
    );
    const missing = writes
      .filter((w) => !(w.op in NOT_IN_MATRIX) && ![...called].some((hit) => w.pattern.test(hit)))
      .map((w) => w.op);
    expect(missing).toEqual([]);
  });
});
