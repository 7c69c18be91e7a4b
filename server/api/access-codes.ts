import { Hono } from 'hono';
import { z } from 'zod';
import { accessCodeInput, accessCodeUpdateInput } from '../../core/livestreams/access-code-input';
import { accessCodeQuery, accessCodeSchema } from '../../core/livestreams/access-code-query';
import { createAccessCode } from '../../core/livestreams/create-access-code';
import { deleteAccessCode } from '../../core/livestreams/delete-access-code';
import { findAccessCodes } from '../../core/livestreams/find-access-codes';
import { getAccessCode } from '../../core/livestreams/get-access-code';
import { newAccessCode } from '../../core/livestreams/new-access-code';
import { authorized } from '../../core/authorization/authorize';
import { revokeAccessCode } from '../../core/livestreams/revoke-access-code';
import { updateAccessCode } from '../../core/livestreams/update-access-code';
import { parseId } from '../../core/query/parse-entry-params';
import type { ApiEnv } from '../middleware/session';
import { jsonBody } from './json-body';
import { editionParam, listParams, notState } from './openapi-params';
import { editionReadOptions } from './read-options';
import type { CustomResource, ParamDoc } from './resource';

const idParam: ParamDoc = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'integer', minimum: 1 },
  description: 'Access code id',
};
const admins =
  'Admins only (401 without a session, 403 `AccessCode.forbidden` otherwise). Never cached (`Cache-Control: private, no-store`).';
const passphraseSchema = z.object({ passphrase: z.string().describe('Shown this once; stored only as its SHA-256 hash') });

export const accessCodesResource: CustomResource = {
  kind: 'custom',
  path: '/access-codes',
  title: 'Livestream access codes',
  description:
    'Passphrases that open the livestreams (decisions 029 and 034): a label, the rights (conference hall, seminar halls), an optional end of validity, when a browser last used it, and the paid order that issued it. The passphrase itself is answered once, on create, and never stored: only its hash. Revoke a code to close it at once, also in browsers that remembered it.',
  operations: [
    {
      path: '/access-codes',
      summary: 'Access codes to manage',
      description: `Newest first (\`_sort=created_at:DESC\` by default), with \`_limit\`, \`_start\`, \`_sort\` and filters such as \`label_containsi=partner\`, \`revokedAt_null=true\`, \`orderId_null=false\`; each with its \`state\` and \`order\`; wrapped in \`data\` with the \`total\` for the pagination. ${admins}`,
      parameters: [...listParams(accessCodeQuery).filter(notState), editionParam],
      schema: z.object({ data: z.array(accessCodeSchema), total: z.number().int() }),
      schemaName: 'AccessCodeList',
      errors: [400, 401, 403],
    },
    {
      path: '/access-codes/passphrase',
      summary: 'Suggest a passphrase',
      description: `A fresh random passphrase (\`INNO-\` and three groups of four characters, about 59 bits, no look-alike characters), for the create form’s Generate button; nothing is stored. ${admins}`,
      parameters: [],
      schema: passphraseSchema,
      schemaName: 'SuggestedPassphrase',
      errors: [401, 403],
    },
    {
      path: '/access-codes/{id}',
      summary: 'One access code',
      description: `With its \`state\` and \`order\`; never the passphrase. ${admins}`,
      parameters: [idParam],
      schema: accessCodeSchema,
      schemaName: 'AccessCode',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/access-codes',
      summary: 'Create an access code',
      description: `\`label\` is required, and at least one right (\`conference\`, \`seminars\`; 400 \`AccessCode.rights\` on \`rights\`). \`passphrase\`: at least 8 characters (400 \`AccessCode.passphrase.min\`), letters, digits, spaces, dots, dashes and underscores (400 \`AccessCode.passphrase.chars\`); generated when absent. One another code has, revoked ones included, is 409 \`AccessCode.taken\`. \`validUntil\`, when given, lies ahead (400 \`AccessCode.validUntil\`). Made in the current edition, or in the one \`edition\` names (a draft's before it is current; an archived edition's is 409 \`Edition.archived\`). Answers the code in \`data\` and the plain \`passphrase\`, this once. ${admins}`,
      parameters: [editionParam],
      requestBody: accessCodeInput,
      schema: z.object({ data: accessCodeSchema, passphrase: passphraseSchema.shape.passphrase }),
      schemaName: 'CreatedAccessCode',
      status: 201,
      errors: [400, 401, 403, 409],
    },
    {
      method: 'put',
      path: '/access-codes/{id}',
      summary: 'Change an access code',
      description: `Any of \`label\`, \`conference\`, \`seminars\` and \`validUntil\` (\`null\`: until revoked), checked as on create; the code must keep a right. The passphrase cannot change: create a new code. Browsers that remembered the code get the new rights on their next request. ${admins}`,
      parameters: [idParam],
      requestBody: accessCodeUpdateInput,
      schema: accessCodeSchema,
      schemaName: 'AccessCode',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/access-codes/{id}/revoke',
      summary: 'Revoke an access code',
      description: `From now on the code opens nothing, also in browsers that remembered it (their next request finds it revoked). Final: to give access again, create a new code. Revoking a revoked code answers \`changed: false\` and changes nothing. ${admins}`,
      parameters: [idParam],
      schema: z.object({
        data: accessCodeSchema,
        changed: z.boolean().describe('false when the code already was revoked: nothing was done again'),
      }),
      schemaName: 'RevokedAccessCode',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'delete',
      path: '/access-codes/{id}',
      summary: 'Delete an access code',
      description: `Only one never used and not issued by an order (\`deletable\`): a used one is 409 \`AccessCode.used\`, an order’s 409 \`AccessCode.ordered\` with its \`number\` in \`data\` (revoke it instead). ${admins}`,
      parameters: [idParam],
      schema: z.object({ id: z.number().int(), label: z.string() }),
      schemaName: 'DeletedAccessCode',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .use('*', async (c, next) => {
        await next();
        // Passphrases and who holds access: never kept by a browser or a proxy, refusals included.
        c.header('Cache-Control', 'private, no-store');
      })
      .get('/', async (c) => c.json(await findAccessCodes(deps.db, await editionReadOptions(c, deps))))
      .get('/passphrase', (c) => {
        authorized(c.var.user, 'accessCodes.manage');
        return c.json({ passphrase: newAccessCode() });
      })
      .get('/:id', async (c) => c.json(await getAccessCode(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })))
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'accessCodes.manage');
        const { edition } = await editionReadOptions(c, deps);
        return c.json(await createAccessCode(deps.db, { viewer, edition, input: await jsonBody(c, accessCodeInput) }), 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'accessCodes.manage');
        const id = parseId(c.req.param('id'));
        return c.json(await updateAccessCode(deps.db, { viewer, id, input: await jsonBody(c, accessCodeUpdateInput) }));
      })
      .post('/:id/revoke', async (c) =>
        c.json(await revokeAccessCode(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })),
      )
      .delete('/:id', async (c) =>
        c.json(await deleteAccessCode(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })),
      ),
};
