import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';
import { sameOrigin } from './same-origin';
import { refusalOf } from '../../tests/refusal';

const COOKIE = { Cookie: 'theme=dark; jwt_amphi=a.b.c' };

function appWith(config: { publicUrl?: string; trustProxy?: number } = {}) {
  const app = new Hono();
  app.use('*', sameOrigin({ publicUrl: config.publicUrl, trustProxy: config.trustProxy ?? 0 }));
  app.all('*', (c) => c.text('done'));
  return app;
}

const send = (app: Hono, method: string, headers: Record<string, string>, url = 'http://innoweek.test/api/users/1') =>
  app.request(url, { method, headers });

describe('same-origin check', () => {
  test('a cookie write from another site is refused with 403 JSON, whatever the method', async () => {
    const app = appWith();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await send(app, method, { ...COOKIE, Origin: 'https://evil.example' });
      expect(res.status, method).toBe(403);
      expect(await refusalOf(res)).toMatchObject({ statusCode: 403, code: 'Request.crossOrigin' });
    }
  });

  test('a cookie write from our own origin passes, by Origin or, without it, by Referer', async () => {
    const app = appWith();
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'http://innoweek.test' })).status).toBe(200);
    expect((await send(app, 'PUT', { ...COOKIE, Referer: 'http://innoweek.test/user/me?tab=2' })).status).toBe(200);
    expect((await send(app, 'PUT', { ...COOKIE, Referer: 'https://evil.example/innoweek.test' })).status).toBe(403);
  });

  test('without Origin and Referer, or with Origin "null", a cookie write is refused', async () => {
    const app = appWith();
    expect((await send(app, 'POST', COOKIE)).status).toBe(403);
    // Origin wins over a Referer that looks right: a sandboxed frame sends "null".
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'null', Referer: 'http://innoweek.test/' })).status).toBe(403);
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'not a url' })).status).toBe(403);
  });

  test('scheme and port are part of the origin', async () => {
    const app = appWith();
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'https://innoweek.test' })).status).toBe(403);
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'http://innoweek.test:8080' })).status).toBe(403);
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'http://sub.innoweek.test' })).status).toBe(403);
  });

  test('PUBLIC_URL is our origin too (the app behind a proxy sees another host)', async () => {
    const app = appWith({ publicUrl: 'https://www.innoweek.cz' });
    const internal = 'http://10.0.0.5:3000/user/login';
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'https://www.innoweek.cz' }, internal)).status).toBe(200);
    expect((await send(app, 'POST', { ...COOKIE, Origin: 'https://innoweek.cz' }, internal)).status).toBe(403);
  });

  test('behind TRUST_PROXY the forwarded scheme counts with the Host; a forwarded host never does (D4)', async () => {
    const proto = { 'X-Forwarded-Proto': 'https' };
    const ours = { ...COOKIE, ...proto, Origin: 'https://innoweek.example' };
    expect((await send(appWith({ trustProxy: 1 }), 'POST', ours, 'http://innoweek.example/x')).status).toBe(200);
    // Without trusting the proxy, forwarded headers are anyone's words.
    expect((await send(appWith(), 'POST', ours, 'http://innoweek.example/x')).status).toBe(403);
    // A forwarded host naming the attacker's site does not make its Origin ours, trusted proxy or not.
    const evil = { ...COOKIE, 'X-Forwarded-Host': 'evil.example', Origin: 'http://evil.example' };
    for (const config of [{}, { trustProxy: 1 }, { trustProxy: 1, publicUrl: 'https://www.innoweek.cz' }])
      expect((await send(appWith(config), 'POST', evil, 'http://10.0.0.5:3000/x')).status, JSON.stringify(config)).toBe(403);
    // Behind a proxy that changes the Host, PUBLIC_URL names the site.
    const site = { ...COOKIE, ...proto, 'X-Forwarded-Host': 'innoweek.example', Origin: 'https://innoweek.example' };
    expect((await send(appWith({ trustProxy: 1 }), 'POST', site, 'http://10.0.0.5:3000/x')).status).toBe(403);
    const named = appWith({ trustProxy: 1, publicUrl: 'https://innoweek.example' });
    expect((await send(named, 'POST', site, 'http://10.0.0.5:3000/x')).status).toBe(200);
  });

  test('a forwarded scheme is the one the outermost trusted proxy wrote', async () => {
    const headers = { ...COOKIE, 'X-Forwarded-Proto': 'https, http', Origin: 'https://innoweek.example' };
    expect((await send(appWith({ trustProxy: 1 }), 'POST', headers, 'http://innoweek.example/x')).status).toBe(403);
    expect((await send(appWith({ trustProxy: 2 }), 'POST', headers, 'http://innoweek.example/x')).status).toBe(200);
  });

  test('a malformed Authorization header is no bearer token: the cookie it falls back to is checked (D3)', async () => {
    const app = appWith();
    for (const authorization of ['Bearer a b', 'Bearer ', 'Bearer', 'Basic abc', 'bearer\ta.b.c x'])
      expect(
        (await send(app, 'POST', { ...COOKIE, Authorization: authorization, Origin: 'https://evil.example' })).status,
        authorization,
      ).toBe(403);
  });

  test('requests without ambient authority pass: no session cookie, or a bearer token', async () => {
    const app = appWith();
    expect((await send(app, 'POST', { Origin: 'https://evil.example' })).status).toBe(200);
    expect((await send(app, 'POST', { Cookie: 'theme=dark; jwt_amphi=', Origin: 'https://evil.example' })).status).toBe(200);
    expect((await send(app, 'DELETE', { ...COOKIE, Authorization: 'Bearer a.b.c', Origin: 'https://evil.example' })).status).toBe(
      200,
    );
  });

  test('safe methods are never checked', async () => {
    const app = appWith();
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await send(app, method, { ...COOKIE, Origin: 'https://evil.example' })).status, method).toBe(200);
    }
  });
});
