import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { RouterContextProvider } from 'react-router';
import { appContext } from '../app/context';
import { LOCALES } from '../app/i18n/locale';
import { routeScreens } from '../app/i18n/route-screens';
import { routeNames, routeTable } from '../app/i18n/route-table';
import { ROLE } from '../core/accounts/roles';
import { sessionTokenFor } from '../tests/auth';
import { createAdmin, createUser } from '../tests/factories';
import { dataHeaders, encode, fields, queryString, ROLES, SEED, text, type Role } from '../tests/random-input';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { resources } from './api';

/**
 * Random form posts to every page action and random parameters to every page loader, as a
 * guest, a member and an Admin: what they return or throw is never a 5xx (an error that is not
 * a Response or a `data()` answer is one, as React Router renders it). The pages come from the
 * route table, so a new screen is covered as soon as it has a module.
 */
type Middleware = (args: unknown, next: () => Promise<unknown>) => unknown;
type RouteModule = { loader?: (args: unknown) => Promise<unknown> | unknown; action?: (args: unknown) => Promise<unknown> };
const modules = import.meta.glob<RouteModule>('../app/routes/**/*.{ts,tsx}');
const sources = import.meta.glob<string>('../app/routes/**/*.{ts,tsx}', { query: '?raw', import: 'default' });
/** The query parameters a route module reads by name, so its own ones come up often. */
const readsParams = async (file: string) =>
  [...((await sources[file]?.()) ?? '').matchAll(/searchParams\.get\('(\w+)'\)/g)].map((m) => m[1]!);

const pages = routeNames.flatMap((name) =>
  LOCALES.map((locale) => ({ name, pattern: routeTable[name][locale], file: `../app/${routeScreens[name].module}` })),
);
const { middleware = [] } = (await import('../app/root')) as { middleware?: Middleware[] };
const loaded = await Promise.all(
  pages.map(async (page) => ({ ...page, module: await modules[page.file]?.(), queryNames: await readsParams(page.file) })),
);
const withAction = loaded.flatMap(({ module, ...page }) => (module?.action ? [{ ...page, action: module.action }] : []));
const withLoader = loaded.flatMap(({ module, ...page }) => (module?.loader ? [{ ...page, loader: module.loader }] : []));

/** Every field name the forms and bodies know, and the ones the page actions read themselves. */
const FIELD_NAMES = [
  ...new Set([
    ...resources.flatMap((r) =>
      r.kind === 'custom'
        ? r.operations.flatMap((op) => {
            const shape = (op.requestBody as { shape?: Record<string, unknown> } | undefined)?.shape;
            return shape ? Object.keys(shape) : [];
          })
        : [],
    ),
    'intent',
    'redirectTo',
    'code',
    'passwordConfirmation',
    'newPasswordConfirmation',
  ]),
];
const INTENTS = fc.constantFrom('account', 'contact', 'invoice', 'constructor', 'deleteAccount', '');

const RUNS = { action: 40, loader: 20 };
let t: WriteTestContext;
let cookies: Record<Role, string | null>;

beforeAll(async () => {
  t = await createWriteTestContext();
  const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
  const admin = await createAdmin(t.database.db);
  cookies = {
    guest: null,
    member: `jwt_amphi=${sessionTokenFor(member, t.config)}`,
    admin: `jwt_amphi=${sessionTokenFor(admin, t.config)}`,
  };
});
afterAll(() => t.database.close());

/** The route's params (decoded, as React Router gives them) and the path they make (encoded). */
function paramsOf(pattern: string) {
  const names = [...pattern.matchAll(/:(\w+)\??|\*/g)].map((m) => m[1] ?? '*');
  return fc
    .record(Object.fromEntries(names.map((n) => [n, fc.oneof(text, fc.integer({ min: -1, max: 40 }).map(String))])))
    .map((params) => ({
      params,
      path: pattern.replace(/:(\w+)\??|\*/g, (_, n: string | undefined) => encode(params[n ?? '*'] ?? '')),
    }));
}

/** The root middleware, then the loader or action, as React Router runs them. */
async function throughMiddleware(args: unknown, run: () => Promise<unknown> | unknown, i = 0): Promise<unknown> {
  if (i === middleware.length) return run();
  let answer: Promise<unknown> | undefined;
  const next = () => (answer ??= throughMiddleware(args, run, i + 1));
  await middleware[i]!(args, next);
  return next();
}

/** The status React Router answers for what the middleware, loader or action returned or threw. */
async function statusOf(args: unknown, run: (args: unknown) => Promise<unknown> | unknown): Promise<number> {
  let outcome: unknown;
  try {
    outcome = await throughMiddleware(args, () => run(args));
  } catch (thrown) {
    outcome = thrown;
    if (!(thrown instanceof Response) && !isData(thrown)) throw thrown;
  }
  if (outcome instanceof Response) return outcome.status;
  if (isData(outcome)) return outcome.init?.status ?? 200;
  return 200;
}
const isData = (value: unknown): value is { init: ResponseInit | null } =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';

function args(role: Role, path: string, params: Record<string, string>, init: RequestInit) {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  const headers = new Headers(init.headers);
  if (cookies[role]) headers.set('Cookie', [cookies[role], headers.get('Cookie')].filter(Boolean).join('; '));
  return { request: new Request(`http://localhost${path}`, { ...init, headers }), context, params };
}

/** A form body: urlencoded or multipart, or a body that is not a form at all. */
const formBody = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.tuple(fields(FIELD_NAMES), INTENTS, fc.boolean()).map(([values, intent, multipart]) => {
      const entries = Object.entries({ intent, ...values }).map(
        ([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const,
      );
      if (!multipart) return { body: new URLSearchParams(entries.map(([k, v]) => [k, v])) as BodyInit, type: undefined };
      const form = new FormData();
      for (const [k, v] of entries) form.append(k, v);
      return { body: form as BodyInit, type: undefined };
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      body: fc.oneof(text, fc.constant('a=%zz&b=%00&=&&')) as fc.Arbitrary<BodyInit>,
      type: fc.constantFrom(
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded',
      ),
    }),
  },
);

describe('random input at every page', () => {
  test('every route module of the table exists, and the account forms have actions', () => {
    for (const page of loaded) expect(page.module, page.file).toBeDefined();
    expect(new Set(withAction.map((p) => p.name))).toEqual(
      new Set([
        'MyProgramme',
        'User',
        'Me',
        'Login',
        'Register',
        'ForgotPassword',
        'ResetPassword',
        'LivestreamDetail',
        'OrderPage',
        'BuyTicket',
        'AdminMessageNew',
        // Seminar sign-up, quick sign-up and the star as plain form posts (decisions 126, 128).
        'ProfSeminarDetail',
        'AccoEventDetail',
        'StarEvent',
        // The mailed link that confirms a seminar seat (decision 134).
        'ConfirmSeat',
        // 'Download my data' as a post (decision 156).
        'MyData',
        // The editions: a new one, its settings, making one current (decision 165).
        'AdminEditions',
        'AdminEditionDetail',
      ]),
    );
  });

  test.each(withAction)('POST $pattern never answers 5xx', async ({ pattern, action }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        paramsOf(pattern),
        queryString(['redirectTo', 'index', 'code']),
        formBody,
        dataHeaders,
        async (role, route, qs, sent, headers) => {
          const init: RequestInit = {
            method: 'POST',
            body: sent.body,
            headers: { ...headers, ...(sent.type ? { 'Content-Type': sent.type } : {}) },
          };
          const status = await statusOf(args(role, `${route.path}${qs}`, route.params, init), action);
          expect(status, `POST ${route.path}${qs} as ${role}`).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: RUNS.action },
    );
  });

  test.each(withLoader)('GET $pattern never answers 5xx', async ({ pattern, loader, queryNames }) => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROLES),
        paramsOf(pattern),
        queryString(queryNames),
        dataHeaders,
        async (role, route, qs, headers) => {
          const status = await statusOf(args(role, `${route.path}${qs}`, route.params, { headers }), loader);
          expect(status, `GET ${route.path}${qs} as ${role}`).toBeLessThan(500);
        },
      ),
      { seed: SEED, numRuns: RUNS.loader },
    );
  });
});
