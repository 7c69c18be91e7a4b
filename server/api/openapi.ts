import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../core/errors/error-codes';
import { mediaSchema } from '../../core/serialize/media';
import { editorSchema } from '../../core/exhibitors/exhibitor-query';
import { attendeeSchema } from '../../core/events/event-schema';
import { countParams, idPathParam, listParams, stateParams } from './openapi-params';
import type { HttpMethod, ParamDoc, Resource } from './resource';

const errorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string().describe('The HTTP reason phrase: Bad Request, Forbidden, Not Found, ...'),
  message: z
    .array(
      z.object({
        messages: z.array(
          z.object({
            id: errorCodeSchema.describe('The stable code: translate and branch on this, never on the text'),
            message: z.string().describe('The English text; it may be reworded'),
            field: z.string().optional().describe('The offending parameter or body field'),
          }),
        ),
      }),
    )
    .describe("Strapi v3's shape: one entry holding a message per problem"),
  data: z
    .object({
      id: errorCodeSchema.describe('The main code'),
      fields: z.record(z.string(), errorCodeSchema).optional().describe('Each offending field with its code'),
    })
    .catchall(z.unknown())
    .describe('The code, field codes and facts such as retryAfterSeconds or max'),
});

const ERROR_TEXT: Record<number, string> = {
  400: 'Bad input: unknown parameter, field or operator, a value of the wrong type, a limit out of range',
  401: 'Not signed in',
  403: 'Not allowed for this viewer',
  404: 'No such entry, or one the viewer may not see',
  409: 'Refused by the state of the data, e.g. a record still in use',
  413: 'The body is larger than the limit; refused before it is read',
  429: 'Too many attempts; the Retry-After header says when to try again',
  503: 'A service the request needs (the file storage) is unreachable; try again later',
};

const SUCCESS_TEXT: Record<number, string> = { 204: 'Done, no content', 302: 'Redirect' };

type ParamRef = { $ref: string };
type Operation = {
  summary: string;
  description: string;
  parameters: (ParamDoc | ParamRef)[];
  requestBody?: { required: true; content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
  tags: string[];
};
export type PathItem = Partial<Record<HttpMethod, Operation>>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown, description: string) => ({ description, content: { 'application/json': { schema } } });
const errors = (codes: number[]) =>
  Object.fromEntries(codes.map((c) => [String(c), json(ref('Error'), ERROR_TEXT[c] ?? 'Error')]));

/** The OpenAPI 3.1 document of the REST API, generated from the collection definitions and the zod answer schemas. */
export function buildOpenApiDocument(resources: readonly Resource[]) {
  const registry = z.registry<{ id: string }>();
  registry.add(errorSchema, { id: 'Error' });
  registry.add(mediaSchema, { id: 'Media' });
  registry.add(editorSchema, { id: 'Editor' });
  registry.add(attendeeSchema, { id: 'Attendee' });
  const paths: Record<string, PathItem> = {};
  // Filter parameters are shared by a collection's list and count, so they live in components.
  const parameters: Record<string, ParamDoc> = {};
  const shared = (prefix: string, params: ParamDoc[]) =>
    params.map((p) => {
      if (!('x-filter' in p)) return p;
      parameters[`${prefix}.${p.name}`] = p;
      return { $ref: `#/components/parameters/${prefix}.${p.name}` };
    });

  for (const r of resources) {
    const tags = [r.title];
    if (r.kind === 'collection') {
      registry.add(r.schema, { id: r.schemaName });
      const name = r.schemaName;
      const idParam = idPathParam(`${name} id`);
      paths[r.path] = {
        get: {
          tags,
          summary: `List ${r.title.toLowerCase()}`,
          description: r.description,
          parameters: shared(name, listParams(r.query)),
          responses: { '200': json({ type: 'array', items: ref(name) }, `${r.title}`), ...errors([400, 403]) },
        },
      };
      paths[`${r.path}/count`] = {
        get: {
          tags,
          summary: `Count ${r.title.toLowerCase()}`,
          description: 'How many entries the same filters match.',
          parameters: shared(name, countParams(r.query)),
          responses: { '200': json({ type: 'integer' }, 'The count'), ...errors([400, 403]) },
        },
      };
      paths[`${r.path}/{id}`] = {
        get: {
          tags,
          summary: `One ${name.toLowerCase()}`,
          description: r.description,
          parameters: [idParam, ...stateParams],
          responses: { '200': json(ref(name), name), ...errors([400, 404]) },
        },
      };
    }
    for (const op of r.operations ?? []) {
      const status = String(op.status ?? 200);
      let success: unknown = { description: SUCCESS_TEXT[op.status ?? 200] ?? op.summary };
      if (op.schema && op.schemaName) {
        registry.add(op.schema, { id: op.schemaName });
        success = json(op.array ? { type: 'array', items: ref(op.schemaName) } : ref(op.schemaName), op.summary);
      }
      if (op.responseContentType === 'text/csv')
        success = { description: op.summary, content: { 'text/csv': { schema: { type: 'string' } } } };
      if (op.responseContentType === 'application/pdf' || op.responseContentType === 'application/octet-stream')
        success = {
          description: op.summary,
          content: { [op.responseContentType]: { schema: { type: 'string', format: 'binary' } } },
        };
      (paths[op.path] ??= {})[op.method ?? 'get'] = {
        tags,
        summary: op.summary,
        description: op.description,
        parameters: op.parameters,
        ...(op.requestBody ? { requestBody: requestBody(op.requestBody, op.requestContentType) } : {}),
        responses: { [status]: success, ...errors(op.errors) },
      };
    }
  }

  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Innoweek REST API',
      version: '1.0.0',
      description:
        'REST API of the innovation week in Strapi v3 conventions. Send the session as `Authorization: Bearer <token>` (from `POST /auth/local`) or the `jwt_amphi` cookie; without one you are a guest. A write authenticated by the cookie must come from the site itself (Origin or Referer), otherwise 403; bodies are JSON. Answers carry a strong ETag; send If-None-Match to get 304.',
    },
    servers: [{ url: '/api' }],
    tags: resources.map((r) => ({ name: r.title, description: r.description })),
    paths,
    components: { parameters, schemas: Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, clean(s)])) },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** A write's body, inlined: described as the client sends it (zod's input side). */
function requestBody(schema: z.ZodType, contentType = 'application/json') {
  const body = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' });
  return { required: true as const, content: { [contentType]: { schema: clean(body) } } };
}

/** Drops what is noise inside an OpenAPI component: $schema, $id and zod's long date-time pattern. */
function clean(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(clean);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  const obj = node as Record<string, unknown>;
  for (const [k, v] of Object.entries(obj)) {
    if (k === '$schema' || k === '$id') continue;
    if (k === 'pattern' && obj.format === 'date-time') continue;
    if ((k === 'minimum' || k === 'maximum') && Math.abs(Number(v)) === Number.MAX_SAFE_INTEGER) continue;
    out[k] = clean(v);
  }
  return out;
}
