import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eventQuery } from '../../core/events/event-query';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import { resources } from './index';
import type { OpenApiDocument } from './openapi';
import type { ParamDoc } from './resource';

type JsonSchema = { properties: Record<string, unknown>; required: string[] };
const responseSchema = (doc: OpenApiDocument, path: string, code: string) =>
  (doc.paths[path]!.get!.responses[code] as { content: { 'application/json': { schema: unknown } } }).content['application/json']
    .schema;

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => {
  await t.database.close();
});

describe('OpenAPI', () => {
  test('a 3.1 document with every path of every resource', async () => {
    const doc = await t.json<OpenApiDocument>('/api/openapi.json');
    expect(doc.openapi).toBe('3.1.0');
    for (const r of resources) {
      if (r.kind === 'collection')
        for (const p of [r.path, `${r.path}/count`, `${r.path}/{id}`]) expect(doc.paths).toHaveProperty([p]);
      else for (const op of r.operations) expect(doc.paths[op.path]).toHaveProperty([op.method ?? 'get']);
    }
    const operations = (item: object) => Object.keys(item).length;
    expect(Object.values(doc.paths).reduce((n, item) => n + operations(item), 0)).toBe(
      resources.reduce((n, r) => n + (r.kind === 'collection' ? 3 : 0) + (r.operations?.length ?? 0), 0),
    );
  });

  test('list parameters come from the collection definition', async () => {
    const doc = await t.json<OpenApiDocument>('/api/openapi.json');
    const name = (p: ParamDoc | { $ref: string }) =>
      '$ref' in p ? doc.components.parameters[p.$ref.split('/').pop()!]!.name : p.name;
    const names = doc.paths['/events']!.get!.parameters.map(name);
    for (const field of Object.keys(eventQuery.fields)) expect(names).toContain(field);
    for (const expected of [
      'hall.id',
      'users.id',
      'exhibitor.id_in',
      'name_containsi',
      'start_gte',
      'published_at_null',
      '_where',
      '_sort',
      '_limit',
      '_start',
      '_publicationState',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names).not.toContain('users_present');
    expect(names).not.toContain('users.id_lt');
    const count = doc.paths['/events/count']!.get!.parameters.map(name);
    expect(count).toContain('hall.id');
    expect(count).not.toContain('_limit');
  });

  test('answer shapes come from the zod schemas', async () => {
    const doc = await t.json<OpenApiDocument>('/api/openapi.json');
    const event = doc.components.schemas.Event as JsonSchema;
    for (const key of ['start_d', 'start_t', 'end_d', 'end_t', 'eventtype', 'speakers', 'users'])
      expect(event.properties).toHaveProperty([key]);
    expect(event.required).not.toContain('users_present');
    expect((doc.components.schemas.Hall as JsonSchema).required).not.toContain('broadcast');
    expect(responseSchema(doc, '/events/{id}', '200')).toEqual({ $ref: '#/components/schemas/Event' });
    expect(responseSchema(doc, '/events', '400')).toEqual({ $ref: '#/components/schemas/Error' });
    expect(JSON.stringify(doc)).not.toContain('"$schema"');
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/(schemas|parameters)\/([^"]+)"/g)];
    for (const [, kind, name] of refs) expect(doc.components[kind as 'schemas' | 'parameters']).toHaveProperty([name!]);
  });

  test('a self-contained HTML reference', async () => {
    const res = await t.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<code>/api/events/{id}</code>');
    expect(html).toContain('start_d');
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
  });
});
