/**
 * The admin area's routes (admin-and-widgets.md 2), but its home and a new message, which public
 * pages link to (site-route-table.ts): out of the public pages' shell (decision 204). The admin
 * screens get links to them through admin-route-paths.ts, the server through route-table.ts.
 */
import type { RouteEntry } from './site-route-table';

const admin = (child: string): RouteEntry => ({
  cs: `/admin/${child}`,
  en: `/en/admin/${child}`,
});

export const adminRouteTable = {
  AdminEvents: admin('events'),
  AdminEventDetail: admin('events/:id'),
  AdminEventtypes: admin('eventtypes'),
  AdminEventtypeDetail: admin('eventtypes/:id'),
  AdminLocations: admin('locations'),
  AdminLocationDetail: admin('locations/:id'),
  AdminHalls: admin('halls'),
  AdminHallDetail: admin('halls/:id'),
  /** Halls running late on the day, set from a phone (issue 11 item 7, decision 035). */
  AdminRunningLate: admin('running-late'),
  AdminExhibitors: admin('exhibitors'),
  AdminExhibitorDetail: admin('exhibitors/:id'),
  AdminPatrons: admin('patrons'),
  AdminPatronDetail: admin('patrons/:id'),
  AdminPatronsOrder: admin('patrons-order'),
  AdminSpeakers: admin('speakers'),
  AdminSpeakerDetail: admin('speakers/:id'),
  AdminPromoCodes: admin('promocodes'),
  AdminPromoCodeDetail: admin('promocodes/:id'),
  AdminAccessCodes: admin('access-codes'),
  AdminAccessCodeDetail: admin('access-codes/:id'),
  AdminTicketSettings: admin('ticket-settings'),
  /** The ticket waiting list and its invitations (decision 082). */
  AdminTicketWaitlist: admin('ticket-waitlist'),
  /** The years of the week: a new one from the previous one, which one is current (decision 165). */
  AdminEditions: admin('editions'),
  AdminEditionDetail: admin('editions/:year'),
  AdminUsers: admin('users'),
  AdminUserDetail: admin('users/:id'),
  AdminEmbedDetail: admin('embeds/detail/:id'),
  AdminPages: admin('pages'),
  AdminPagesMenu: admin('pages-menu'),
  AdminPageDetail: admin('pages/:id'),
  AdminAuditLog: admin('audit-log'),
  AdminOrders: admin('ticket-orders'),
  AdminOrderStatement: admin('ticket-orders/statement'),
  AdminBankLines: admin('ticket-orders/bank-lines'),
  AdminRefunds: admin('refunds'),
  AdminOrderDetail: admin('ticket-orders/:id'),
  AdminOutbox: admin('outbox'),
  AdminOutboxMessage: admin('outbox/:id'),
} as const satisfies Record<string, RouteEntry>;
