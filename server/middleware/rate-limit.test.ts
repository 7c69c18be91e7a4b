import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { createRateLimits, DEFAULT_RATE_LIMITS, type RateLimitRules } from '../../core/rate-limit/limits';
import { authRateLimits } from './rate-limit';
import { refusalOf } from '../../tests/refusal';

const BIG = { limit: 1000, windowMs: 60_000 };
const loose: Partial<RateLimitRules> = {
  loginPerIp: BIG,
  loginFailuresPerIdentifierAndIp: BIG,
  loginFailuresPerIdentifier: BIG,
  registerPerIp: BIG,
  forgotPerIp: BIG,
  forgotPerEmail: BIG,
  resetPerIp: BIG,
};

/** The middleware in front of stand-ins for both doors: a login succeeds with password "right". */
function appWith(limits: Partial<RateLimitRules>, trustProxy = 0) {
  const app = new Hono();
  app.use('*', authRateLimits({ config: { trustProxy }, limits: createRateLimits({ ...loose, ...limits }) }));
  const answer = (password: unknown) =>
    password === 'right'
      ? new Response('{}', { status: 200, headers: { 'Set-Cookie': 'jwt_amphi=token; Path=/; HttpOnly' } })
      : new Response('{}', { status: 400 });
  app.post('/api/auth/local', async (c) => answer(((await c.req.json()) as { password?: string }).password));
  app.post('/user/login', async (c) => answer((await c.req.parseBody()).password));
  app.all('*', (c) => c.text('page'));
  return app;
}

const env = (ip: string) => ({ incoming: { socket: { remoteAddress: ip } } });
const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  body: new URLSearchParams(fields).toString(),
});
const login = (app: Hono, identifier: string, password: string, ip = '198.51.100.1') =>
  app.request('/api/auth/local', json({ identifier, password }), env(ip));

async function expectLimited(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  return res;
}

describe('account form rate limits', () => {
  test('login attempts per address: over the limit 429 JSON with Retry-After; another address still passes', async () => {
    const app = appWith({ loginPerIp: { limit: 3, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) expect((await login(app, `user${i}`, 'wrong')).status).toBe(400);
    const res = await expectLimited(await login(app, 'user9', 'right'));
    expect(await refusalOf(res)).toMatchObject({ statusCode: 429, code: 'Auth.form.error.ratelimit' });
    expect((await login(app, 'user9', 'right', '198.51.100.2')).status).toBe(200);
  });

  test('the account is read as the parsers read the body: odd Content-Type spellings are counted too', async () => {
    const app = appWith({ loginFailuresPerIdentifier: { limit: 2, windowMs: 60_000 } });
    const odd = (type: string, body: string) =>
      app.request('/api/auth/local', { method: 'POST', headers: { 'Content-Type': type }, body }, env('10.0.1.1'));
    const wrong = JSON.stringify({ identifier: 'carol', password: 'wrong' });
    expect((await odd('Application/JSON', wrong)).status).toBe(400);
    expect((await odd('application/json; charset=utf-8', wrong)).status).toBe(400);
    await expectLimited(await odd('APPLICATION/JSON', JSON.stringify({ identifier: 'carol', password: 'right' })));
    const page = appWith({ loginFailuresPerIdentifier: { limit: 1, windowMs: 60_000 } });
    const post = () =>
      page.request(
        '/user/login',
        form(
          { identifier: 'dave', password: 'wrong' },
          { 'Content-Type': 'application/x-www-form-urlencoded; x=application/json' },
        ),
        env('10.0.1.2'),
      );
    expect((await post()).status).toBe(400);
    await expectLimited(await post());
  });

  test('failed logins per identifier and address, in any case: a stranger elsewhere does not lock the user out', async () => {
    const app = appWith({ loginFailuresPerIdentifierAndIp: { limit: 2, windowMs: 60_000 } });
    // A stranger fails for alice from one address until refused there...
    expect((await login(app, 'alice', 'wrong', '10.0.0.9')).status).toBe(400);
    expect((await login(app, 'Alice', 'wrong', '10.0.0.9')).status).toBe(400);
    await expectLimited(await login(app, 'alice', 'right', '10.0.0.9'));
    // ...and alice, from her own address, still signs in with the right password.
    expect((await login(app, ' ALICE ', 'right', '10.0.0.1')).status).toBe(200);
    // Her own failures count where she makes them, and a success clears them.
    expect((await login(app, 'alice', 'wrong', '10.0.0.1')).status).toBe(400);
    expect((await login(app, 'alice', 'right', '10.0.0.1')).status).toBe(200);
    expect((await login(app, 'alice', 'wrong', '10.0.0.1')).status).toBe(400);
    expect((await login(app, 'alice', 'wrong', '10.0.0.1')).status).toBe(400);
    await expectLimited(await login(app, 'alice', 'right', '10.0.0.1'));
    expect((await login(app, 'bob', 'wrong', '10.0.0.1')).status).toBe(400);
  });

  test('failed logins per identifier from all addresses together, under a looser cap; a success clears it', async () => {
    const app = appWith({
      loginFailuresPerIdentifierAndIp: { limit: 2, windowMs: 60_000 },
      loginFailuresPerIdentifier: { limit: 4, windowMs: 60_000 },
    });
    for (let i = 0; i < 3; i++) expect((await login(app, 'carol', 'wrong', `10.0.1.${i}`)).status).toBe(400);
    expect((await login(app, 'carol', 'right', '10.0.2.1')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(app, 'carol', 'wrong', `10.0.3.${i}`)).status).toBe(400);
    await expectLimited(await login(app, 'carol', 'right', '10.0.4.1'));
  });

  test('behind TRUST_PROXY the per-account count is per forwarded address, not per proxy', async () => {
    const app = appWith({ loginFailuresPerIdentifierAndIp: { limit: 1, windowMs: 60_000 } }, 1);
    const viaProxy = (password: string, xff: string) =>
      app.request(
        '/api/auth/local',
        { ...json({ identifier: 'erin', password }), headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff } },
        env('10.0.0.254'),
      );
    expect((await viaProxy('wrong', '192.0.2.66')).status).toBe(400);
    await expectLimited(await viaProxy('right', '192.0.2.66'));
    expect((await viaProxy('right', '192.0.2.7')).status).toBe(200);
    // A client cannot pick another bucket by writing its own entries in front.
    await expectLimited(await viaProxy('right', '192.0.2.7, 192.0.2.66'));
  });

  test('a body that gives a field twice is refused (400) before any account is counted or the door reads it', async () => {
    const app = appWith({
      loginFailuresPerIdentifierAndIp: { limit: 1, windowMs: 60_000 },
      forgotPerEmail: { limit: 1, windowMs: 60_000 },
    });
    const ip = env('10.0.5.1');
    expect((await login(app, 'member', 'wrong', '10.0.5.1')).status).toBe(400);
    await expectLimited(await login(app, 'member', 'right', '10.0.5.1'));
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      app.request(
        path,
        { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body },
        ip,
      );
    // The page form with a decoy in front: FormData.get reads the decoy, the action the last value.
    for (const path of ['/user/login', '/en/user/login.data']) {
      const res = await post(path, 'identifier=decoy1&identifier=member&password=right');
      expect(res.status, path).toBe(400);
      expect(await refusalOf(res)).toMatchObject({ statusCode: 400, code: 'Request.body.repeatedField', field: 'identifier' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const page = await post('/en/user/login', 'identifier=decoy1&identifier=member&password=right', { Accept: 'text/html' });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('The field &#34;identifier&#34; is given more than once.');
    // The same for the JSON door, whose parser keeps the last of two keys.
    const twice = await app.request(
      '/api/auth/local',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"identifier":"decoy2","identifier":"member","password":"right"}',
      },
      ip,
    );
    expect(await refusalOf(twice)).toMatchObject({ statusCode: 400, code: 'Request.body.repeatedField', field: 'identifier' });
    // Reset e-mails: one for the address, and no more with decoys in front, by form or JSON.
    expect((await post('/user/forgot-password', 'email=victim%40example.cz')).status).toBe(200);
    await expectLimited(await post('/user/forgot-password', 'email=victim%40example.cz'));
    expect((await post('/user/forgot-password', 'email=decoy%40example.cz&email=victim%40example.cz')).status).toBe(400);
    const forgotJson = await app.request(
      '/api/auth/forgot-password',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email":"decoy@example.cz","email":"victim@example.cz"}',
      },
      ip,
    );
    expect(await refusalOf(forgotJson)).toMatchObject({ statusCode: 400, code: 'Request.body.repeatedField', field: 'email' });
  });

  test('reset e-mails per address asked for, and per client address', async () => {
    const app = appWith({ forgotPerEmail: { limit: 1, windowMs: 60_000 }, forgotPerIp: { limit: 3, windowMs: 60_000 } });
    const forgot = (email: string, ip: string) => app.request('/api/auth/forgot-password', json({ email }), env(ip));
    expect((await forgot('a@example.cz', '10.0.0.1')).status).toBe(200);
    await expectLimited(await forgot('A@Example.cz', '10.0.0.2'));
    expect((await forgot('b@example.cz', '10.0.0.2')).status).toBe(200);
    expect((await forgot('c@example.cz', '10.0.0.2')).status).toBe(200);
    await expectLimited(await forgot('d@example.cz', '10.0.0.2'));
  });

  test('register and reset password per address', async () => {
    const app = appWith({ registerPerIp: { limit: 1, windowMs: 60_000 }, resetPerIp: { limit: 1, windowMs: 60_000 } });
    expect((await app.request('/api/auth/local/register', json({}), env('10.0.0.1'))).status).toBe(200);
    await expectLimited(await app.request('/api/auth/local/register', json({}), env('10.0.0.1')));
    expect((await app.request('/api/auth/reset-password', json({}), env('10.0.0.1'))).status).toBe(200);
    await expectLimited(await app.request('/api/auth/reset-password', json({}), env('10.0.0.1')));
  });

  test("a venue's rush of sign-ups from one address fits the default; a script waits at most 15 minutes", async () => {
    const app = appWith({ registerPerIp: DEFAULT_RATE_LIMITS.registerPerIp });
    const venue = env('192.0.2.200');
    for (let i = 0; i < 30; i++) {
      expect((await app.request('/api/event-join/quick-signup', json({}), venue)).status).toBe(200);
      expect((await app.request('/api/auth/local/register', json({}), venue)).status).toBe(200);
    }
    const over = await app.request('/user/register', form({}), venue);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeLessThanOrEqual(15 * 60);
  });

  test('the page forms share the counters, in both languages, as document or data requests, in any case', async () => {
    const app = appWith({ loginPerIp: { limit: 4, windowMs: 60_000 } });
    expect((await login(app, 'x', 'wrong')).status).toBe(400);
    expect((await app.request('/user/login', form({ identifier: 'x', password: 'wrong' }), env('198.51.100.1'))).status).toBe(
      400,
    );
    expect((await app.request('/en/user/login.data', form({ identifier: 'x' }), env('198.51.100.1'))).status).toBe(200);
    expect((await app.request('/USER/Login/', form({ identifier: 'x' }), env('198.51.100.1'))).status).toBe(200);
    const page = await expectLimited(
      await app.request('/en/user/login', form({ identifier: 'x' }, { Accept: 'text/html,*/*' }), env('198.51.100.1')),
    );
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain('<html lang="en">');
    const data = await expectLimited(await app.request('/user/login.data', form({ identifier: 'x' }), env('198.51.100.1')));
    expect(data.headers.get('Content-Type')).toContain('application/json');
  });

  test('a page login counts failures per identifier from the form field', async () => {
    const app = appWith({ loginFailuresPerIdentifier: { limit: 1, windowMs: 60_000 } });
    expect((await app.request('/user/login', form({ identifier: 'carol', password: 'wrong' }), env('10.0.0.1'))).status).toBe(
      400,
    );
    await expectLimited(await login(app, 'Carol', 'right', '10.0.0.2'));
  });

  test('other paths and methods are not counted', async () => {
    const app = appWith({ loginPerIp: { limit: 1, windowMs: 60_000 }, registerPerIp: { limit: 1, windowMs: 60_000 } });
    for (let i = 0; i < 3; i++) {
      expect((await app.request('/user/login', {}, env('10.0.0.1'))).status).toBe(200);
      expect((await app.request('/user/me', form({}), env('10.0.0.1'))).status).toBe(200);
      expect((await app.request('/api/auth/logout', json({}), env('10.0.0.1'))).status).toBe(200);
    }
  });

  test('X-Forwarded-For counts only with TRUST_PROXY, and only the entry the proxy added', async () => {
    const limits = { loginPerIp: { limit: 1, windowMs: 60_000 } };
    const viaProxy = (app: Hono, xff: string) =>
      app.request(
        '/api/auth/local',
        {
          ...json({ identifier: 'x', password: 'right' }),
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
        },
        env('10.0.0.254'),
      );

    const trusting = appWith(limits, 1);
    expect((await viaProxy(trusting, '192.0.2.1')).status).toBe(200);
    expect((await viaProxy(trusting, '192.0.2.2')).status).toBe(200);
    // A client cannot escape its bucket by writing its own entries in front.
    await expectLimited(await viaProxy(trusting, '1.2.3.4, 192.0.2.1'));

    const direct = appWith(limits);
    expect((await viaProxy(direct, '192.0.2.1')).status).toBe(200);
    await expectLimited(await viaProxy(direct, '192.0.2.2'));
  });
});
