import { Hono } from 'hono';
import { createTicketOrder } from '../../core/tickets/create-ticket-order';
import { orderAttempts } from '../../core/tickets/order-attempts';
import { IDEMPOTENCY_HEADER, parseIdempotencyKey } from '../../core/tickets/order-idempotency';
import { orderInput } from '../../core/tickets/order-input';
import { AppError } from '../../core/errors/app-error';
import { ticketOrderAnswerSchema } from '../../core/tickets/ticket-order-schema';
import { clientIp } from '../middleware/request-origin';
import { bearerToken, type ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';

export const buyTicketResource: CustomResource = {
  kind: 'custom',
  path: '/buy-ticket',
  title: 'Ticket orders',
  description:
    'Conference tickets by invoice (decision 028): the server prices every order, issues its invoice number and variable symbol, and writes the confirmation e-mail to the outbox in the same transaction; the e-mail and its payment request PDF are composed after the commit (decision 157).',
  operations: [
    {
      method: 'post',
      path: '/buy-ticket',
      summary: 'Order conference tickets',
      description:
        'Guests and signed-in users alike; a signed-in buyer is linked to the order and their account gets the contact and invoice data they ordered with (fields left empty keep what the account has). The server prices the order from `amount`, `promocode` and the VAT rate of the ticket settings: standard 10 900 CZK per ticket, the group tier 9 900 CZK from 3 tickets, the discount rounded to whole crowns per ticket, VAT on the total rounded once. `price` (per ticket without VAT, after the discount) and `type`, when sent, must equal the server’s, else 400 `Ticket.priceMismatch` with the server’s `price` (and `type`, `unitPrice`, `discount`, `totalWithVat`) in `data`. Refusals: a bad body 400 naming the fields (`amount` 1-50 `Ticket.amount.range`, `promocode` at most 63 `Ticket.promoCode.tooLong`, e-mail `Auth.form.error.email.format`, unknown fields `Request.body.unknownField`); an unknown code 400 `Ticket.promoCode.invalid`, an inactive one 409 `Ticket.promoCode.inactive`, one not yet valid 409 `Ticket.promoCode.notYetValid`, an expired one 409 `Ticket.promoCode.expired`, one at its limit of uses 409 `Ticket.promoCode.usedUp`; outside the sales window (by the programme clock, decision 082) 409 `TicketSales.notYetOpen` or `TicketSales.closed` with `opensAt`/`closesAt` in `data`; beyond the quota 409 `Ticket.quota` with `left`, none left 409 `Ticket.soldOut`; with `offer`, the secret of a waiting-list offer link, the quota gives way to the offer’s count (409 `TicketOffer.amount` beyond it; unknown 400 `TicketOffer.invalid`, expired 409 `TicketOffer.expired`, spent 409 `TicketOffer.used`); too many orders, or wrong codes, from one address 429; an `Authorization` token that stands for no signed-in account (bad, expired, ended, its account blocked or deleted) 401 `Request.unauthorized`, never a guest’s order. Send a fresh `Idempotency-Key` per order: a retry with the same key and the same body answers the same order again (200, header `Idempotent-Replayed: true`, no second order or e-mail); the same key with another body is 409 `Ticket.idempotencyConflict`. An order with a 100 % discount is `paid` at once, others `awaiting` payment. Answers the order in `data`.',
      parameters: [
        {
          name: IDEMPOTENCY_HEADER,
          in: 'header',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
          description:
            'A random key per order the client means to place (a UUID): retries with it never place a second order. 1-255 visible ASCII characters, else 400 `Ticket.idempotencyKey`.',
        },
      ],
      requestBody: orderInput,
      schema: ticketOrderAnswerSchema,
      schemaName: 'TicketOrderAnswer',
      errors: [400, 401, 409, 429],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().post('/', async (c) => {
      // A program that sends a token orders as that account: a token that stands for no one
      // (its account deleted since, decision 171) is refused, never placed as a guest's order.
      if (!c.var.user && bearerToken(c.req.header('Authorization'))) throw new AppError('Request.unauthorized');
      const idempotencyKey = parseIdempotencyKey(c.req.header(IDEMPOTENCY_HEADER));
      const input = await jsonBody(c, orderInput);
      const { order, replayed } = await createTicketOrder(deps.db, {
        viewer: c.var.user,
        input,
        idempotencyKey,
        mail: deps.mail,
        attempts: orderAttempts(deps.limits, clientIp(c, deps.config)),
        programmeNow: deps.config.now(),
      });
      if (replayed) c.header('Idempotent-Replayed', 'true');
      c.header('Cache-Control', 'no-store');
      return c.json({ data: order });
    }),
};
