import { Hono } from 'hono';
import { AppError } from '../../core/errors/app-error';
import { claimedTicketSchema, claimTicket, claimTicketInput } from '../../core/tickets/claim-ticket';
import { findMyTickets, myTicketsSchema } from '../../core/tickets/find-my-tickets';
import { releaseTicket, releaseTicketInput } from '../../core/tickets/release-ticket';
import { authorized } from '../../core/authorization/authorize';
import { z } from 'zod';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';

export const ticketsResource: CustomResource = {
  kind: 'custom',
  path: '/tickets',
  title: 'Conference tickets',
  description:
    "A paid order's tickets, each with a code (decision 032): the buyer's account holds one, colleagues claim the others with the code. Holding a ticket sets `hasTicket`, which seminar sign-ups need; cancelling the order voids its tickets and clears it (decision 053).",
  operations: [
    {
      path: '/tickets/mine',
      summary: 'My tickets',
      description:
        'The ticket the caller holds, and the orders the caller bought with their ticket codes, each claimed or not and by whom (first and last name only); the tickets of a cancelled order are void and not listed. Signed-in users only (401 `Request.unauthorized`).',
      parameters: [],
      schema: myTicketsSchema,
      schemaName: 'MyTickets',
      errors: [401],
    },
    {
      method: 'post',
      path: '/tickets/claim',
      summary: 'Claim a ticket by its code',
      description:
        '`{code}`: any case, spaces and dashes ignored, the `TI-` prefix optional. A code no ticket has is 400 `Ticket.code.invalid`; a ticket someone has claimed is 409 `Ticket.code.claimed`; a ticket of a cancelled order is void, 409 `Ticket.code.cancelled`; a caller who has a ticket already is 409 `Ticket.code.alreadyHeld`. Of two users claiming one code at once exactly one wins. 10 attempts per account in 15 minutes (429 with Retry-After). Signed-in users only (401 `Request.unauthorized`).',
      parameters: [],
      requestBody: claimTicketInput,
      schema: claimedTicketSchema,
      schemaName: 'ClaimedTicket',
      errors: [400, 401, 409, 429],
    },
    {
      method: 'post',
      path: '/tickets/release',
      summary: 'Free a claimed ticket',
      description:
        "`{code}`: the ticket can be claimed again and its former holder's `hasTicket` is cleared (grant it again with `PUT /users/{id}` when it should stay). An unknown code is 400 `Ticket.code.invalid`; an unclaimed one answers `released: false`; a void one (its order cancelled) is 409 `Ticket.code.cancelled`. Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).",
      parameters: [],
      requestBody: releaseTicketInput,
      schema: z.object({ code: z.string(), released: z.boolean() }),
      schemaName: 'ReleasedTicket',
      errors: [400, 401, 403, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/mine', async (c) => {
        if (!c.var.user) throw new AppError('Request.unauthorized');
        c.header('Cache-Control', 'no-store');
        return c.json(await findMyTickets(deps.db, { userId: c.var.user.id }));
      })
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/release', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const { code } = await jsonBody(c, releaseTicketInput);
        return c.json(await releaseTicket(deps.db, { viewer, code }));
      })
      .post('/claim', async (c) => {
        const user = c.var.user;
        if (!user) throw new AppError('Request.unauthorized');
        const { code } = await jsonBody(c, claimTicketInput);
        return c.json(
          await claimTicket(deps.db, {
            userId: user.id,
            code,
            guesses: { limiter: deps.limits.ticketClaimsPerUser, key: String(user.id) },
          }),
        );
      }),
};
