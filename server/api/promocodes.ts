import { Hono } from 'hono';
import { z } from 'zod';
import { parseId } from '../../core/query/parse-entry-params';
import { checkPromoCode, promoCheckSchema } from '../../core/tickets/check-promo-code';
import { findPromoCodes } from '../../core/tickets/find-promo-codes';
import { orderAttempts } from '../../core/tickets/order-attempts';
import { getPromoCode } from '../../core/tickets/get-promo-code';
import { promoCodeInput, promoCodeUpdateInput } from '../../core/tickets/promo-code-input';
import { promoCodeQuery, promoCodeSchema } from '../../core/tickets/promo-code-query';
import { authorized } from '../../core/authorization/authorize';
import { createPromoCode, deletePromoCode, updatePromoCode } from '../../core/tickets/save-promo-code';
import { clientIp } from '../middleware/request-origin';
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
  description: 'Promo code id',
};
const admins = 'Admins only (401 without a session, 403 `Ticket.forbidden` otherwise).';
const listSchema = z.object({ data: z.array(promoCodeSchema), total: z.number().int() });
const createdSchema = z.object({ data: promoCodeSchema });
const deletedSchema = z.object({ id: z.number().int(), code: z.string() });

export const promoCodesResource: CustomResource = {
  kind: 'custom',
  path: '/promocodes',
  title: 'Promo codes',
  description:
    'Discounts on conference tickets: a code (any case), a percentage, an optional limit of uses and validity window, and an active flag. Anyone may check a code; Admins manage them.',
  operations: [
    {
      path: '/promocodes/check/{code}',
      summary: 'Check a promo code',
      description:
        'The BuyTicket page’s check: `{success: true, discount: 50}` for a code that gives its discount now, `{success: false, discount: false}` for one that is unknown, inactive, outside its validity or used up (the answer tells nothing more). Case is ignored. A code over 63 characters is 400 `Ticket.promoCode.tooLong`. Each check of a code that gives nothing counts on the caller’s address, with orders that carry such a code (a code that gives its discount does not count): too many is 429 with Retry-After, for any code. Never cached.',
      parameters: [
        {
          name: 'code',
          in: 'path',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: 63 },
          description: 'The code as typed',
        },
      ],
      schema: promoCheckSchema,
      schemaName: 'PromoCodeCheck',
      errors: [400, 429],
    },
    {
      path: '/promocodes',
      summary: 'Promo codes to manage',
      description: `Newest first (\`_sort=created_at:DESC\` by default), with \`_limit\`, \`_start\`, \`_sort\` and filters such as \`code_containsi=inno\`, \`active=true\`, \`discount_gte=50\`; each with \`uses\` (orders not cancelled) and its \`state\`; wrapped in \`data\` with the \`total\` for the pagination. ${admins}`,
      parameters: [...listParams(promoCodeQuery).filter(notState), editionParam],
      schema: listSchema,
      schemaName: 'PromoCodeList',
      errors: [400, 401, 403],
    },
    {
      path: '/promocodes/{id}',
      summary: 'One promo code',
      description: `With its \`uses\` and \`state\`. ${admins}`,
      parameters: [idParam],
      schema: promoCodeSchema,
      schemaName: 'PromoCode',
      errors: [400, 401, 403, 404],
    },
    {
      method: 'post',
      path: '/promocodes',
      summary: 'Create a promo code',
      description: `\`code\` (letters without accents, digits, - and _, 1-63; 400 \`PromoCode.chars\`) and \`discount\` (1-100, 400 \`PromoCode.discount\`) are required; \`active\` defaults to true, \`maxUses\` and the window \`validFrom\`/\`validUntil\` to none (\`validFrom\` before \`validUntil\`, 400 \`PromoCode.window\`). A code that exists in the edition in any case is 409 \`PromoCode.taken\` (codes are unique within their edition). Made in the current edition, or in the one \`edition\` names (a draft's before it is current; an archived edition's is 409 \`Edition.archived\`). Answers the code in \`data\`. ${admins}`,
      parameters: [editionParam],
      requestBody: promoCodeInput,
      schema: createdSchema,
      schemaName: 'CreatedPromoCode',
      status: 201,
      errors: [400, 401, 403, 409],
    },
    {
      method: 'put',
      path: '/promocodes/{id}',
      summary: 'Change a promo code',
      description: `Any of the create fields, checked as on create; \`null\` clears \`maxUses\`, \`validFrom\` or \`validUntil\`. Deactivate a code (\`active: false\`) to stop it; orders placed keep their discount. ${admins}`,
      parameters: [idParam],
      requestBody: promoCodeUpdateInput,
      schema: promoCodeSchema,
      schemaName: 'PromoCode',
      errors: [400, 401, 403, 404, 409],
    },
    {
      method: 'delete',
      path: '/promocodes/{id}',
      summary: 'Delete a promo code',
      description: `Only one no order used, cancelled ones included: otherwise 409 \`PromoCode.inUse\` with the number of orders in \`data.count\` (deactivate it instead). ${admins}`,
      parameters: [idParam],
      schema: deletedSchema,
      schemaName: 'DeletedPromoCode',
      errors: [400, 401, 403, 404, 409],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/check/:code', async (c) => {
        const answer = await checkPromoCode(deps.db, {
          code: c.req.param('code'),
          guesses: orderAttempts(deps.limits, clientIp(c, deps.config)).promoGuesses,
        });
        c.header('Cache-Control', 'no-store');
        return c.json(answer);
      })
      .get('/', async (c) => c.json(await findPromoCodes(deps.db, await editionReadOptions(c, deps))))
      .get('/:id', async (c) => c.json(await getPromoCode(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })))
      // Who may write is told before the body is read: a guest's bad body is still a 401.
      .post('/', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const { edition } = await editionReadOptions(c, deps);
        const input = await jsonBody(c, promoCodeInput);
        return c.json({ data: await createPromoCode(deps.db, { viewer, input, edition }) }, 201);
      })
      .put('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        const id = parseId(c.req.param('id'));
        return c.json(await updatePromoCode(deps.db, { viewer, id, input: await jsonBody(c, promoCodeUpdateInput) }));
      })
      .delete('/:id', async (c) => {
        const viewer = authorized(c.var.user, 'tickets.manage');
        return c.json(await deletePromoCode(deps.db, { viewer, id: parseId(c.req.param('id')) }));
      }),
};
