/**
 * The session cookie over its life (decision 090): renewed as it is used (sliding, at most
 * hourly), refused once unused for SESSION_IDLE_DAYS, and under its `__Host-` name over https,
 * where a cookie from before the prefix still signs in and moves to the new name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../core/accounts/password';
import { verifySessionToken } from '../../core/accounts/session-token';
import { sessionTokenFor } from '../../tests/auth';
import { createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let http: WriteTestContext;
let https: WriteTestContext;
beforeAll(async () => {
  http = await createWriteTestContext({ env: { SESSION_IDLE_DAYS: '3' } });
  https = await createWriteTestContext({ database: http.database, env: { PUBLIC_URL: 'https://innoweek.example' } });
});
afterAll(() => http.database.close());

const HOUR = 3600 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
/** The value of a named cookie the answer sets, if it sets it. */
const setCookie = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const tokenOf = (cookie: string | undefined) => cookie?.split(';')[0]!.split('=')[1] ?? '';

describe('sliding renewal and the inactivity timeout', () => {
  it('renews a session last renewed over an hour ago: the same session, its deadline SESSION_IDLE_DAYS from now', async () => {
    const user = await createUser(http.database.db);
    const old = sessionTokenFor(user, http.config, ago(2 * HOUR));
    const res = await http.send('GET', '/api/users/me', { cookie: `jwt_amphi=${old}` });
    expect(res.status).toBe(200);
    const renewed = setCookie(res, 'jwt_amphi');
    expect(renewed).toMatch(/; HttpOnly; SameSite=Lax$/);
    expect(res.headers.get('Cache-Control')).toMatch(/private|no-store/);
    const before = verifySessionToken(old, http.config.sessionSecret)!;
    const after = verifySessionToken(tokenOf(renewed), http.config.sessionSecret)!;
    expect(after).toMatchObject({ sessionId: before.sessionId, issuedAt: before.issuedAt, expiresAt: before.expiresAt });
    expect(after.idleUntil).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 3 * 24 * 3600 - 5);
    // The cookie lives as long as the session has left.
    expect(renewed).toContain(`Max-Age=${before.expiresAt - Math.floor(Date.now() / 1000)}`);
  });

  it('leaves a session renewed within the hour alone', async () => {
    const user = await createUser(http.database.db);
    const res = await http.send('GET', '/api/users/me', {
      cookie: `jwt_amphi=${sessionTokenFor(user, http.config, ago(HOUR / 2))}`,
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a session unused for SESSION_IDLE_DAYS, and does not renew it', async () => {
    const user = await createUser(http.database.db);
    const idle = sessionTokenFor(user, http.config, ago(3 * 24 * HOUR + HOUR));
    const res = await http.send('GET', '/api/users/me', { cookie: `jwt_amphi=${idle}` });
    expect(res.status).toBe(401);
    expect(setCookie(res, 'jwt_amphi')).toBeUndefined();
  });

  it('signs in with the idle deadline of the setting', async () => {
    const user = await createUser(http.database.db, { passwordHash: await hashPassword('the-password-1'), confirmed: true });
    const res = await http.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'the-password-1' } });
    const claims = verifySessionToken(tokenOf(setCookie(res, 'jwt_amphi')), http.config.sessionSecret)!;
    expect(claims.idleUntil - claims.issuedAt).toBe(3 * 24 * 3600);
  });
});

describe('the __Host- cookie over https', () => {
  it('is what signing in sets', async () => {
    const user = await createUser(https.database.db, { passwordHash: await hashPassword('the-password-1'), confirmed: true });
    const res = await https.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'the-password-1' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^__Host-jwt_amphi=[^;]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/),
    ]);
    const me = await https.send('GET', '/api/users/me', {
      cookie: `__Host-jwt_amphi=${tokenOf(setCookie(res, '__Host-jwt_amphi'))}`,
    });
    expect(me.status).toBe(200);
  });

  it('takes over from a cookie set before the prefix: the old one still signs in, moves to the new name and is removed', async () => {
    const user = await createUser(https.database.db);
    const token = sessionTokenFor(user, https.config, ago(60_000));
    const res = await https.send('GET', '/api/users/me', { cookie: `jwt_amphi=${token}`, origin: 'https://innoweek.example' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(user.id);
    const moved = setCookie(res, '__Host-jwt_amphi');
    expect(moved).toMatch(/; Secure$/);
    expect(verifySessionToken(tokenOf(moved), https.config.sessionSecret)?.sessionId).toBe(
      verifySessionToken(token, https.config.sessionSecret)?.sessionId,
    );
    expect(setCookie(res, 'jwt_amphi')).toMatch(/^jwt_amphi=; Path=\/; Max-Age=0/);
  });

  it('signing out removes both names', async () => {
    const user = await createUser(https.database.db);
    const res = await https.send('POST', '/api/auth/logout', {
      cookie: `__Host-jwt_amphi=${sessionTokenFor(user, https.config)}`,
      origin: 'https://innoweek.example',
    });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().map((c) => c.split(';').slice(0, 3).join(';'))).toEqual([
      '__Host-jwt_amphi=; Path=/; Max-Age=0',
      'jwt_amphi=; Path=/; Max-Age=0',
    ]);
  });
});
