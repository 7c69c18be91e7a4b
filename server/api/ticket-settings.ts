import { Hono } from 'hono';
import { getTicketSettings } from '../../core/tickets/get-ticket-settings';
import { authorized } from '../../core/authorization/authorize';
import { ticketSettingsInput, ticketSettingsSchema } from '../../core/tickets/ticket-settings-input';
import { updateTicketSettings } from '../../core/tickets/update-ticket-settings';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import { editionParam } from './openapi-params';
import { editionReadOptions } from './read-options';
import type { CustomResource } from './resource';

const admins = 'Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).';

export const ticketSettingsResource: CustomResource = {
  kind: 'custom',
  path: '/ticket-settings',
  title: 'Ticket settings',
  description:
    'How tickets are sold and invoiced: VAT rate, quota, payment term, the supplier printed on invoices (name, address, IČO, DIČ, bank account and IBAN) and whether self-declared tickets count. New orders use it; issued ones keep a snapshot.',
  operations: [
    {
      path: '/ticket-settings',
      summary: 'The ticket settings',
      description: `The settings of the edition \`edition\` names (the current one without it), with its \`ticketsSold\` (tickets in orders not cancelled) and \`ticketsLeft\` (what the quota leaves; null without a quota). The site and its sales use the current edition's. ${admins}`,
      parameters: [editionParam],
      schema: ticketSettingsSchema,
      schemaName: 'TicketSettings',
      errors: [400, 401, 403],
    },
    {
      method: 'put',
      path: '/ticket-settings',
      summary: 'Change the ticket settings',
      description: `Any subset of the fields. \`vatRate\` 0-100, \`quota\` 0-1 000 000 or null (no limit), \`paymentDueDays\` 0-365. Supplier text fields take empty text to clear. \`supplierRegnumber\` is an IČO with its check digit (400 \`TicketSettings.regnumber\`), \`supplierVAT\` a DIČ (400 \`TicketSettings.vatNumber\`), \`bankAccount\` the Czech form passing the ČNB check (400 \`TicketSettings.bankAccount\`), \`iban\` a valid IBAN (400 \`TicketSettings.iban\`) that, when Czech, is the same account (400 \`TicketSettings.ibanMismatch\`). Changes the settings of the edition \`edition\` names (the current one without it): a draft's are set before it is made current; an archived edition's are 409 \`Edition.archived\`. Answers the settings as GET does. ${admins}`,
      parameters: [editionParam],
      requestBody: ticketSettingsInput,
      schema: ticketSettingsSchema,
      schemaName: 'TicketSettings',
      errors: [400, 401, 403, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const { edition } = await editionReadOptions(c, deps);
        return c.json(await getTicketSettings(deps.db, { viewer, edition }));
      })
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .put('/', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const { edition } = await editionReadOptions(c, deps);
        return c.json(await updateTicketSettings(deps.db, { viewer, edition, input: await jsonBody(c, ticketSettingsInput) }));
      }),
};
