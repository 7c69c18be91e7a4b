import { Hono } from 'hono';
import { doorListSchema, findDoorList } from '../../core/door/find-door-list';
import { scanAnswerSchema, scanTicketInput } from '../../core/door/door-scan';
import { authorized } from '../../core/authorization/authorize';
import { scanTicket } from '../../core/door/scan-ticket';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import type { CustomResource } from './resource';

export const doorResource: CustomResource = {
  kind: 'custom',
  path: '/door',
  title: 'Door check-in',
  description:
    'The door scanner (decision 116): a scan admits a ticket once, and the ticket list lets an offline scanner decide and sync later. Admins and Organizers only (401 without a session, 403 `Door.forbidden` otherwise).',
  operations: [
    {
      method: 'post',
      path: '/door/scans',
      summary: 'Scan a ticket',
      description:
        "`{text, device, scannedAt?, eventId?}`: the signed QR text (`IW1.…`) or a typed ticket code. Answers 200 with `result`: `admitted` once per ticket (the first scan of any device; of parallel scans exactly one), then `already` with the first admission's time and device; `cancelled`, `unpaid`, `unknown`, `forged` (a QR code not signed by this server), `invalid`. With a seminar's `eventId` its seat holders are admitted to its attendance list (`notForThis` without a seat, `wrongDay` on another day; the seminar's editors only). An offline scan sent later gives `scannedAt`.",
      parameters: [],
      requestBody: scanTicketInput,
      schema: scanAnswerSchema,
      schemaName: 'ScanAnswer',
      errors: [400, 401, 403, 404],
    },
    {
      path: '/door/tickets',
      summary: 'The ticket list for an offline scanner',
      description: "Every ticket's code, state (`valid`, `cancelled`, `unpaid`), holder's name and first admission.",
      parameters: [],
      schema: doorListSchema,
      schemaName: 'DoorList',
      errors: [401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/tickets', async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await findDoorList(deps.db, { viewer: c.var.user, now: deps.config.now() }));
      })
      // Who may scan is told before the body is read.
      .post('/scans', async (c) => {
        authorized(c.var.user, 'door.scan');
        const input = await jsonBody(c, scanTicketInput);
        return c.json(
          await scanTicket(deps.db, {
            ...input,
            viewer: c.var.user,
            secret: deps.config.sessionSecret,
            now: deps.config.now(),
            timezone: deps.config.timezone,
          }),
        );
      }),
};
