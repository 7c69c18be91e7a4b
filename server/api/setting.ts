import { Hono } from 'hono';
import { getSetting } from '../../core/settings/get-setting';
import { settingSchema } from '../../core/settings/setting-schema';
import type { ApiEnv } from '../middleware/session';
import { stateParams } from './openapi-params';
import type { CustomResource } from './resource';

export const settingResource: CustomResource = {
  kind: 'custom',
  path: '/setting',
  title: 'Setting',
  description: 'The single site setting: name, logo, background image, patrons order and partner logos.',
  operations: [
    {
      path: '/setting',
      summary: 'The site setting',
      description:
        'Partners come in group order (main, gold, silver, technology, academy, space, cars, main media, media, supporting), then by position.',
      parameters: stateParams,
      schema: settingSchema,
      schemaName: 'Setting',
      errors: [400],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>().get('/', async (c) => c.json(await getSetting(deps.db, { params: new URL(c.req.url).searchParams }))),
};
