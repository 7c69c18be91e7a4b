import { Hono } from 'hono';
import { z } from 'zod';
import { parseId } from '../../core/query/parse-entry-params';
import { findTicketWaitlist } from '../../core/tickets/find-ticket-waitlist';
import { inviteFromWaitlist } from '../../core/tickets/invite-from-waitlist';
import { authorized } from '../../core/authorization/authorize';
import { instantSchema } from '../../core/serialize/instant';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';
import { editionParam } from './openapi-params';
import { editionReadOptions } from './read-options';

const admins = 'Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).';

const entrySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  amount: z.number().int().describe('Tickets wanted'),
  locale: z.enum(['cs', 'en']),
  created_at: instantSchema,
  state: z.enum(['waiting', 'offered', 'expired', 'ordered']),
  offerExpiresAt: instantSchema.nullable(),
  orderNumber: z.string().nullable().describe('The order placed with the offer'),
});

export const ticketWaitlistResource: CustomResource = {
  kind: 'custom',
  path: '/ticket-waitlist',
  title: 'Ticket waiting list',
  description:
    'People who asked for tickets while they were sold out (the BuyTicket page takes the sign-ups), and the Admins’ invitations: each mails a secret offer link valid for the ticket settings’ `offerHours`, with which the person orders their count beyond the quota once (decision 082).',
  operations: [
    {
      path: '/ticket-waitlist',
      summary: 'The ticket waiting list',
      description: `First come first, each entry \`waiting\`, \`offered\` (until \`offerExpiresAt\`), \`expired\` or \`ordered\` (with the order's number). ${admins}`,
      parameters: [editionParam],
      schema: z.object({ data: z.array(entrySchema) }),
      schemaName: 'TicketWaitlist',
      errors: [400, 401, 403],
    },
    {
      method: 'post',
      path: '/ticket-waitlist/{id}/invite',
      summary: 'Invite a person from the waiting list',
      description: `Mails a new offer link (an earlier unused one stops working) valid for \`offerHours\`; answers its \`expiresAt\`. An entry that has ordered is 409 \`TicketWaitlist.ordered\`; an unknown id 404. ${admins}`,
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Entry id' }],
      schema: z.object({ expiresAt: instantSchema }),
      schemaName: 'TicketWaitlistInvitation',
      errors: [401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => {
        c.header('Cache-Control', 'no-store');
        const { edition } = await editionReadOptions(c, deps);
        const rows = await findTicketWaitlist(deps.db, { viewer: c.var.user, edition });
        return c.json({
          data: rows.map((r) => ({
            ...r,
            created_at: r.created_at.toISOString(),
            offerExpiresAt: r.offerExpiresAt?.toISOString() ?? null,
          })),
        });
      })
      .post('/:id/invite', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const { expiresAt } = await inviteFromWaitlist(deps.db, { viewer, id: parseId(c.req.param('id')), mail: deps.mail });
        return c.json({ expiresAt: expiresAt.toISOString() });
      }),
};
