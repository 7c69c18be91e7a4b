import { Hono } from 'hono';
import { getSetting } from '../../core/settings/get-setting';
import { updateSetting } from '../../core/settings/save-setting';
import { authorized } from '../../core/authorization/authorize';
import { settingInput } from '../../core/settings/setting-input';
import { settingSchema } from '../../core/settings/setting-schema';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import { stateParams } from './openapi-params';
import type { CustomResource } from './resource';

export const settingResource: CustomResource = {
  kind: 'custom',
  path: '/setting',
  title: 'Setting',
  description:
    "The single site setting: name, logo, background image, and the current edition's patrons order and partner logos (decision 172).",
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
    {
      method: 'put',
      path: '/setting',
      summary: 'Change the patrons order',
      description:
        'Takes only `patrons_order`: the patron ids in display order, as a comma-joined string (`"3,1,2"`, `""` for none) or an array of ids. Every id must be an existing patron (400 `Entry.unknownReference` naming `patrons_order`), none twice (400 `Setting.patronsOrder.duplicate`). The other fields (name, name_en, logo, image, partners) are read-only through the API. Answers the setting as `GET /setting` does. Admins only (401 without a session, 403 otherwise).',
      parameters: [],
      requestBody: settingInput,
      schema: settingSchema,
      schemaName: 'Setting',
      errors: [400, 401, 403],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => c.json(await getSetting(deps.db, { params: new URL(c.req.url).searchParams })))
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .put('/', async (c) => {
        const viewer = authorized(c.var.user, 'setting.write');
        await updateSetting(deps.db, { viewer, input: await jsonBody(c, settingInput) });
        return c.json(await getSetting(deps.db, { params: new URLSearchParams() }));
      }),
};
