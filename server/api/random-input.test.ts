import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { ROLE } from '../../core/accounts/roles';
import { isErrorCode } from '../../core/errors/error-codes';
import { sessionTokenFor } from '../../tests/auth';
import { createAdmin, createUser } from '../../tests/factories';
import { body, dataHeaders, encode, queryString, ROLES, SEED, text, wireValue, type Role } from '../../tests/random-input';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { resources } from './index';
import { buildOpenApiDocument } from './openapi';

/**
 * Random parameters and bodies at every API operation, as a guest, a member and an Admin: the
 * answer is never a 5xx, and every refusal is our error shape with a known code. The operations
 * come from the OpenAPI document, so a new route is covered as soon as it is documented.
 */
type Schema = { type?: string; enum?: string[]; properties?: Record<string, unknown> };
type Param = { name: string; in: 'query' | 'path'; schema?: Schema };
type Operation = { parameters?: (Param | { $ref: string })[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const doc = buildOpenApiDocument(resources) as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Param> };
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => {
    const params = (op.parameters ?? []).map((p) => ('$ref' in p ? doc.components.parameters[p.$ref.split('/').pop()!]! : p));
    const props = Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {});
    return { method: method.toUpperCase(), path, params, props };
  }),
);

/** Values for one parameter: what its schema allows, and what it does not. */
function valuesFor(param: Param | undefined): fc.Arbitrary<string> {
  const schema = param?.schema ?? {};
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), text);
  if (schema.type === 'integer') return fc.oneof(fc.integer({ min: -3, max: 60 }).map(String), text);
  return text;
}

/** Runs per operation; writes get more, since their bodies have more ways to be wrong. */
const RUNS = { read: 20, write: 50 };
let t: WriteTestContext;
let tokens: Record<Role, string | null>;
let reserved: Set<string>;

beforeAll(async () => {
  t = await createWriteTestContext();
  const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
  const admin = await createAdmin(t.database.db);
  tokens = { guest: null, member: sessionTokenFor(member, t.config), admin: sessionTokenFor(admin, t.config) };
  // The sessions' own accounts are left alone, so an Admin's random DELETE does not end the run.
  reserved = new Set([String(member.id), String(admin.id)]);
});
afterAll(() => t.database.close());

describe('random input at every API operation', () => {
  test('covers every documented operation', () => {
    expect(operations.length).toBe(
      resources.reduce((n, r) => n + (r.kind === 'collection' ? 3 : 0) + (r.operations?.length ?? 0), 0),
    );
  });

  test.each(operations)('$method $path never answers 5xx', async (op) => {
    const pathParams = Object.fromEntries(
      op.params
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, wireValue(valuesFor(p)).filter((v) => v !== '' && !reserved.has(v))] as const),
    );
    const queryNames = op.params.filter((p) => p.in === 'query').map((p) => p.name);
    const query = queryString(queryNames, (name) => valuesFor(op.params.find((p) => p.name === name)));
    const sends = op.method !== 'GET';

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        fc.record(pathParams),
        query,
        sends ? body(op.props).map((b) => b as typeof b | null) : fc.constant(null),
        dataHeaders,
        async (role, segments, qs, sent, headers) => {
          const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name] ?? encode(name));
          const init: RequestInit = { method: op.method, headers: { ...headers } };
          const h = init.headers as Record<string, string>;
          if (tokens[role]) h.Authorization = `Bearer ${tokens[role]}`;
          if (sent) {
            init.body = sent.body;
            if (sent.contentType) h['Content-Type'] = sent.contentType;
          }
          const res = await t.app.request(`/api${path}${qs}`, init, { incoming: { socket: { remoteAddress: '203.0.113.9' } } });
          const what = `${op.method} /api${path}${qs} as ${role}`;
          expect(res.status, what).toBeLessThan(500);
          if (res.status >= 400) {
            expect(res.headers.get('Content-Type'), what).toContain('application/json');
            const answer = (await res.json()) as {
              statusCode: number;
              data: { id: string };
              message: { messages: { id: string }[] }[];
            };
            expect(answer.statusCode, what).toBe(res.status);
            expect(isErrorCode(answer.data.id), `${what}: ${answer.data.id}`).toBe(true);
            for (const m of answer.message[0]!.messages) expect(isErrorCode(m.id), `${what}: ${m.id}`).toBe(true);
          } else await res.arrayBuffer();
        },
      ),
      { seed: SEED, numRuns: sends ? RUNS.write : RUNS.read },
    );
  });
});
