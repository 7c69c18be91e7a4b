import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { z } from 'zod';
import { getHallPlayer, hallPlayerSchema } from '../../core/livestreams/get-hall-player';
import { PASS_COOKIE, passCookie, verifyPass } from '../../core/livestreams/pass-cookie';
import { verifyPassphrase } from '../../core/livestreams/verify-passphrase';
import { parseId } from '../../core/query/parse-entry-params';
import type { AppDeps } from '../deps';
import { clientIp, isHttps } from '../middleware/request-origin';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource } from './resource';

const rightsSchema = z.object({
  conference: z.boolean().describe('Opens the conference hall (5)'),
  seminars: z.boolean().describe('Opens the seminar halls'),
});

/** The remembered passphrase's code id, or null: a cookie that is not ours opens nothing. */
export const passCodeId = (c: Context, deps: AppDeps) => verifyPass(getCookie(c, PASS_COOKIE), deps.config.sessionSecret);

export const livestreamsResource: CustomResource = {
  kind: 'custom',
  path: '/check-ticket',
  title: 'Livestream access',
  description:
    'Livestream passphrases and players. A seminar hall opens to a signed-in user with a ticket; a passphrase opens the conference hall (5) with its conference right and the other halls with its seminars right; Admins and Organizers watch every hall. A verified passphrase is remembered in the HttpOnly cookie `livestream_pass` (the code’s id, signed; never the passphrase), and its rights are read again on every request.',
  operations: [
    {
      path: '/check-ticket/{passphrase}',
      summary: 'Check a livestream passphrase',
      description:
        'Answers the passphrase’s rights and remembers a valid one in the `livestream_pass` cookie; an unknown or expired passphrase answers both rights false and forgets nothing. Wrong passphrases are limited per client address (429 with Retry-After); right ones do not count.',
      parameters: [
        {
          name: 'passphrase',
          in: 'path',
          required: true,
          schema: { type: 'string', maxLength: 200 },
          description: 'The passphrase',
        },
      ],
      schema: rightsSchema,
      schemaName: 'PassphraseRights',
      errors: [429],
    },
    {
      method: 'delete',
      path: '/check-ticket',
      summary: 'Forget the passphrase',
      description: 'Clears the `livestream_pass` cookie (the livestreams page’s logout).',
      parameters: [],
      status: 204,
      errors: [],
    },
    {
      path: '/check-ticket/player/{hall}',
      summary: 'A hall’s player',
      description:
        'The platform, video id and sli.do code of a hall, for those who may watch it: 403 `Livestream.locked` for anyone else, `Livestream.inefficient` when the remembered passphrase lacks the hall’s right; 404 for an unknown hall. Public hall answers never carry these ids.',
      parameters: [{ name: 'hall', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Hall id' }],
      schema: hallPlayerSchema,
      schemaName: 'HallPlayer',
      errors: [403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/player/:hall', async (c) => {
        const player = await getHallPlayer(deps.db, parseId(c.req.param('hall')), {
          viewer: c.var.user ?? null,
          passCodeId: passCodeId(c, deps),
        });
        c.header('Cache-Control', 'private, no-store');
        return c.json(player);
      })
      .get('/:passphrase', async (c) => {
        c.header('Cache-Control', 'no-store');
        const code = await verifyPassphrase(deps.db, {
          passphrase: c.req.param('passphrase'),
          attempts: { limiter: deps.limits.passphrasePerIp, key: clientIp(c, deps.config) },
        });
        if (!code) return c.json({ conference: false, seminars: false });
        c.header('Set-Cookie', passCookie(code.id, deps.config.sessionSecret, { secure: isHttps(c.req.raw, deps.config) }));
        return c.json({ conference: code.conference, seminars: code.seminars });
      })
      .delete('/', (c) => {
        deleteCookie(c, PASS_COOKIE, { path: '/', secure: isHttps(c.req.raw, deps.config) });
        return c.body(null, 204);
      }),
};
