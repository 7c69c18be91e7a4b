import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { apiCache } from '../middleware/cache';
import { safeQueryParams } from '../middleware/input-limits';
import { session, type ApiEnv } from '../middleware/session';
import { accessCodesResource } from './access-codes';
import { auditLogResource } from './audit-log';
import { versionsResource } from './versions';
import { authResource } from './auth';
import { buyTicketResource } from './buy-ticket';
import { renderDocsPage } from './docs-page';
import { editionsResource } from './editions';
import { embedsResource } from './embeds';
import { eventAdminResource } from './event-admin';
import { eventTypesResource } from './event-types';
import { eventsResource } from './events';
import { exhibitorsResource } from './exhibitors';
import { hallsResource } from './halls';
import { livestreamsResource } from './livestreams';
import { locationsResource } from './locations';
import { mediawallResource } from './mediawall';
import { menuPagesResource } from './menupages';
import { outboxResource } from './outbox';
import { buildOpenApiDocument } from './openapi';
import { pagesResource } from './pages';
import { patronsResource } from './patrons';
import { promoCodesResource } from './promocodes';
import type { Resource } from './resource';
import { rolesResource } from './roles';
import { searchResource } from './search';
import { settingResource } from './setting';
import { eventJoinResource, eventLeaveResource } from './signups';
import { speakersResource } from './speakers';
import { programmeLinksResource, starsResource } from './stars';
import {
  bankLinesResource,
  orderPaymentsCsvResource,
  orderPaymentsResource,
  refundsCsvResource,
  refundsResource,
} from './order-payments';
import { ticketOrdersCsvResource, ticketOrdersResource } from './ticket-orders';
import { ticketSettingsResource } from './ticket-settings';
import { ticketWaitlistResource } from './ticket-waitlist';
import { ticketsResource } from './tickets';
import { doorResource } from './door';
import { occupancyResource } from './occupancy';
import { uploadResource } from './upload';
import { usersResource } from './users';

/** Every documented resource; the OpenAPI document and the reference page are generated from this list. */
export const resources: readonly Resource[] = [
  eventsResource,
  eventAdminResource,
  eventJoinResource,
  eventLeaveResource,
  eventTypesResource,
  locationsResource,
  hallsResource,
  livestreamsResource,
  mediawallResource,
  exhibitorsResource,
  speakersResource,
  patronsResource,
  embedsResource,
  pagesResource,
  menuPagesResource,
  settingResource,
  buyTicketResource,
  promoCodesResource,
  ticketSettingsResource,
  ticketWaitlistResource,
  editionsResource,
  ticketsResource,
  doorResource,
  occupancyResource,
  ticketOrdersResource,
  ticketOrdersCsvResource,
  orderPaymentsResource,
  orderPaymentsCsvResource,
  bankLinesResource,
  refundsResource,
  refundsCsvResource,
  accessCodesResource,
  searchResource,
  authResource,
  usersResource,
  starsResource,
  programmeLinksResource,
  rolesResource,
  outboxResource,
  auditLogResource,
  versionsResource,
  uploadResource,
];

/** The REST API under /api: one module per resource, mounted here. */
export function createApi(deps: AppDeps): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.use('*', safeQueryParams());
  api.use('*', session(deps));
  api.use('*', apiCache());

  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(resources));
  api.get('/openapi.json', (c) => c.json(openApi()));
  api.get('/docs', (c) => c.html((page ??= renderDocsPage(openApi()))));

  for (const resource of resources) api.route(resource.path, resource.routes(deps));
  return api;
}
