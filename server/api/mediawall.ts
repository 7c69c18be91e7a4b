import { Hono } from 'hono';
import { AppError } from '../../core/errors/app-error';
import { getMediawall, mediawallSchema } from '../../core/mediawall/get-mediawall';
import { parseOffset, wallNow } from '../../core/mediawall/wall-state';
import type { ApiEnv } from '../middleware/session';
import { passCodeId } from './livestreams';
import type { CustomResource } from './resource';

export const mediawallResource: CustomResource = {
  kind: 'custom',
  path: '/mediawall',
  title: 'Mediawall',
  description:
    'What a hall’s wall display shows: variant 1 halls 1 and 3, variant 2 halls 2 and 4 (decision 030). No sign-in; the players only for a browser that may watch the halls.',
  operations: [
    {
      path: '/mediawall/{variant}',
      summary: 'A wall’s halls now',
      description:
        'Per hall the headline (`now` while an event is in progress, else `next`, else `past` with the last event, `empty` for a hall without events), the featured event and the next four, by the times shown (a hall running late shifts its events of that day, each with its `delay`; a premiere only from 10 minutes before its start to 10 minutes after its end); names cut to 100 (headline) and 47 (list) characters, organisers to 120 and 90. `editionOver` once the last day of the edition (the day of the latest published event, in the event time zone) has ended: the wall then thanks and shows the site’s QR code instead of the halls. `offset` shifts the clock by hours, so a past edition can be shown. 404 for another variant, 400 for a bad offset.',
      parameters: [
        {
          name: 'variant',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: ['1', '2'] },
          description: 'Wall variant',
        },
        {
          name: 'offset',
          in: 'query',
          required: false,
          schema: { type: 'number' },
          description: 'Hours added to the clock (e.g. -45000 to show October 2021 in 2026)',
        },
      ],
      schema: mediawallSchema,
      schemaName: 'Mediawall',
      errors: [400, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/:variant', async (c) => {
      const offset = parseOffset(c.req.query('offset'));
      if (offset === null) throw new AppError('Form.error.invalid', { field: 'offset' });
      const wall = await getMediawall(deps.db, {
        variant: c.req.param('variant'),
        now: wallNow(deps.config.now(), offset),
        timezone: deps.config.timezone,
        version: deps.buildVersion,
        who: { viewer: c.var.user ?? null, passCodeId: passCodeId(c, deps) },
      });
      // Players are per browser; the clock moves: nothing keeps this answer.
      c.header('Cache-Control', 'private, no-store');
      return c.json(wall);
    }),
};
