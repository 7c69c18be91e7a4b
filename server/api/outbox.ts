import { Hono } from 'hono';
import { z } from 'zod';
import { countOutbox, findOutbox } from '../../core/mailer/find-outbox';
import { getOutboxAttachment, getOutboxMessage } from '../../core/mailer/get-outbox-message';
import { contentDisposition } from '../../core/media/content-disposition';
import { outboxMessageSchema } from '../../core/mailer/outbox-schema';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../core/query/parse-query';
import { parseId } from '../../core/query/parse-entry-params';
import type { ApiEnv } from '../middleware/session';
import type { CustomResource, ParamDoc } from './resource';

const statusParam: ParamDoc = {
  name: 'status',
  in: 'query',
  schema: { type: 'string', enum: [...outboxMessageSchema.shape.status.options] },
  description: 'Only messages in this state.',
};
const pageParams: ParamDoc[] = [
  {
    name: '_limit',
    in: 'query',
    schema: { type: 'integer', minimum: -1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
    description: `Page size; -1 means all (up to ${MAX_LIMIT}).`,
  },
  {
    name: '_start',
    in: 'query',
    schema: { type: 'integer', minimum: 0, default: 0 },
    description: 'Number of messages to skip.',
  },
];

export const outboxResource: CustomResource = {
  kind: 'custom',
  path: '/outbox',
  title: 'Mail outbox',
  description:
    'Every e-mail the site wrote (confirmation and reset links among them), with its delivery state. Without SMTP_URL messages are kept here and never sent. Admins only.',
  operations: [
    {
      path: '/outbox',
      summary: 'List messages',
      description: 'Newest first. Admins only; 401 without a session, 403 for others.',
      parameters: [...pageParams, statusParam],
      schema: outboxMessageSchema,
      schemaName: 'OutboxMessage',
      array: true,
      errors: [400, 401, 403],
    },
    {
      path: '/outbox/count',
      summary: 'Count messages',
      description: 'How many messages (in the given `status`). Admins only.',
      parameters: [statusParam],
      schema: z.number().int(),
      schemaName: 'Count',
      errors: [400, 401, 403],
    },
    {
      path: '/outbox/{id}',
      summary: 'One message',
      description: 'With its text and HTML body. Admins only.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Message id' },
      ],
      schema: outboxMessageSchema,
      schemaName: 'OutboxMessage',
      errors: [400, 401, 403, 404],
    },
    {
      path: '/outbox/{id}/attachments/{n}',
      summary: 'A file of a message',
      description:
        'The n-th file the message carries (from 1, in the order of its `attachments`), with its name and type, as a download. Admins only; 404 for an unknown message or file.',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'Message id' },
        { name: 'n', in: 'path', required: true, schema: { type: 'integer', minimum: 1 }, description: 'The file, from 1' },
      ],
      responseContentType: 'application/octet-stream',
      errors: [400, 401, 403, 404],
    },
  ],
  routes: (deps) =>
    new Hono<ApiEnv>()
      .get('/', async (c) => c.json(await findOutbox(deps.db, { viewer: c.var.user, params: new URL(c.req.url).searchParams })))
      .get('/count', async (c) =>
        c.json(await countOutbox(deps.db, { viewer: c.var.user, params: new URL(c.req.url).searchParams })),
      )
      .get('/:id', async (c) => c.json(await getOutboxMessage(deps.db, { viewer: c.var.user, id: parseId(c.req.param('id')) })))
      .get('/:id/attachments/:n', async (c) => {
        const file = await getOutboxAttachment(deps.db, {
          viewer: c.var.user,
          id: parseId(c.req.param('id')),
          n: parseId(c.req.param('n'), 'n'),
        });
        const ext = /\.[a-z0-9]{1,8}$/i.exec(file.filename)?.[0]?.toLowerCase() ?? '';
        return c.body(new Uint8Array(file.content), 200, {
          'Content-Type': file.contentType,
          'Content-Disposition': contentDisposition(file.filename, ext, 'attachment'),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      }),
};
