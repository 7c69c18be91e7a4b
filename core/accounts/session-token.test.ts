import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SESSION_IDLE_SECONDS,
  renewSessionToken,
  SESSION_TTL_SECONDS,
  signSessionToken,
  verifySessionToken,
} from './session-token';

const secret = 's'.repeat(40);
const now = new Date('2021-10-11T07:00:00Z');
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
const hmac = (data: string, key = secret) => createHmac('sha256', key).update(data).digest('base64url');

describe('session token', () => {
  test('round-trips user id, token version and a session id of its own, valid for 30 days', () => {
    const token = signSessionToken({ id: 42, tokenVersion: 3 }, secret, now);
    const claims = verifySessionToken(token, secret, now);
    expect(claims).toEqual({
      userId: 42,
      tokenVersion: 3,
      sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      issuedAt: now.getTime() / 1000,
      expiresAt: now.getTime() / 1000 + SESSION_TTL_SECONDS,
      idleUntil: now.getTime() / 1000 + DEFAULT_SESSION_IDLE_SECONDS,
    });
    expect(SESSION_TTL_SECONDS * 1000).toBe(2592000000);
  });

  test('each sign-in gets another session id, even for the same user in the same second', () => {
    const ids = new Set(
      Array.from(
        { length: 20 },
        () => verifySessionToken(signSessionToken({ id: 42, tokenVersion: 3 }, secret, now), secret, now)?.sessionId,
      ),
    );
    expect(ids.size).toBe(20);
  });

  test('is a standard HS256 JWT with sub, ver, jti, iat, exp and the inactivity deadline idl', () => {
    const [header, payload] = signSessionToken({ id: 7, tokenVersion: 0 }, secret, now).split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      sub: '7',
      ver: 0,
      jti: expect.any(String),
      iat: 1633935600,
      exp: 1633935600 + SESSION_TTL_SECONDS,
      idl: 1633935600 + DEFAULT_SESSION_IDLE_SECONDS,
    });
  });

  test('is refused once unused for the inactivity timeout (14 days by default, decision 090)', () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(now.getTime() + days * day);
    const token = signSessionToken({ id: 1, tokenVersion: 0 }, secret, now);
    expect(verifySessionToken(token, secret, at(13.9))).not.toBeNull();
    expect(verifySessionToken(token, secret, at(14))).toBeNull();
    const shorter = signSessionToken({ id: 1, tokenVersion: 0 }, secret, now, 2 * 24 * 3600);
    expect(verifySessionToken(shorter, secret, at(1.9))).not.toBeNull();
    expect(verifySessionToken(shorter, secret, at(2))).toBeNull();
  });

  test('renewing keeps the session (id, sign-in, end) and moves the deadline on, never past the 30 days', () => {
    const day = 24 * 3600 * 1000;
    const at = (days: number) => new Date(now.getTime() + days * day);
    const first = verifySessionToken(signSessionToken({ id: 1, tokenVersion: 2 }, secret, now), secret, now)!;
    const renewed = verifySessionToken(renewSessionToken(first, secret, at(10)), secret, at(10))!;
    expect(renewed).toEqual({ ...first, idleUntil: first.idleUntil + 10 * 24 * 3600 });
    expect(verifySessionToken(renewSessionToken(first, secret, at(10)), secret, at(23))).not.toBeNull();
    const late = verifySessionToken(renewSessionToken(renewed, secret, at(20)), secret, at(20))!;
    expect(late.idleUntil).toBe(first.expiresAt);
    expect(verifySessionToken(renewSessionToken(late, secret, at(29)), secret, at(30))).toBeNull();
  });

  test('a token signed before the deadline existed lapses 14 days after its sign-in', () => {
    const payload = b64({ sub: '3', ver: 0, jti: 'a'.repeat(22), iat: 1633935600, exp: 1633935600 + SESSION_TTL_SECONDS });
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const legacy = `${header}.${payload}.${hmac(`${header}.${payload}`)}`;
    expect(verifySessionToken(legacy, secret, now)?.idleUntil).toBe(1633935600 + DEFAULT_SESSION_IDLE_SECONDS);
    expect(verifySessionToken(legacy, secret, new Date(now.getTime() + DEFAULT_SESSION_IDLE_SECONDS * 1000))).toBeNull();
  });

  test('expires after 30 days, however often it is renewed', () => {
    const token = signSessionToken({ id: 1, tokenVersion: 0 }, secret, now, SESSION_TTL_SECONDS);
    const almost = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000 - 1000);
    const after = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(verifySessionToken(token, secret, almost)).not.toBeNull();
    expect(verifySessionToken(token, secret, after)).toBeNull();
  });

  test('refuses another secret, a changed payload and garbage', () => {
    const token = signSessionToken({ id: 1, tokenVersion: 0 }, secret, now);
    expect(verifySessionToken(token, 'o'.repeat(40), now)).toBeNull();
    const [h, , sig] = token.split('.');
    const forged = `${h}.${b64({ sub: '2', ver: 0, iat: 1633935600, exp: 1733935600 })}.${sig}`;
    expect(verifySessionToken(forged, secret, now)).toBeNull();
    for (const bad of ['', 'a.b', 'a.b.c', `${token}.x`, token.slice(0, -2)])
      expect(verifySessionToken(bad, secret, now)).toBeNull();
  });

  test('a token checked once is still refused under another secret and past its deadlines (decision 184)', () => {
    const token = signSessionToken({ id: 5, tokenVersion: 1 }, secret, now);
    const first = verifySessionToken(token, secret, now);
    expect(verifySessionToken(token, secret, now)).toEqual(first);
    expect(verifySessionToken(token, 'o'.repeat(40), now)).toBeNull();
    expect(verifySessionToken(token, secret, new Date(now.getTime() + DEFAULT_SESSION_IDLE_SECONDS * 1000))).toBeNull();
    expect(verifySessionToken(token, secret, now)).toEqual(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(verifySessionToken(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, secret, now)).toBeNull();
  });

  test('refuses alg none and other headers even with a valid-looking signature', () => {
    const payload = b64({ sub: '1', ver: 0, iat: 1633935600, exp: 1733935600 });
    const none = b64({ alg: 'none', typ: 'JWT' });
    expect(verifySessionToken(`${none}.${payload}.`, secret, now)).toBeNull();
    const hs512 = b64({ alg: 'HS512', typ: 'JWT' });
    expect(verifySessionToken(`${hs512}.${payload}.${hmac(`${hs512}.${payload}`)}`, secret, now)).toBeNull();
  });

  test('refuses well-signed tokens with malformed claims', () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const sign = (claims: unknown) => {
      const p = b64(claims);
      return `${header}.${p}.${hmac(`${header}.${p}`)}`;
    };
    const jti = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect(verifySessionToken(sign({ sub: '1', ver: 0, jti, iat: 1633935600, exp: 1733935600 }), secret, now)).not.toBeNull();
    expect(verifySessionToken(sign({ sub: 1, ver: 0, jti, iat: 1633935600, exp: 1733935600 }), secret, now)).toBeNull();
    expect(verifySessionToken(sign({ sub: '0', ver: 0, jti, iat: 1633935600, exp: 1733935600 }), secret, now)).toBeNull();
    expect(verifySessionToken(sign({ sub: '1', jti, iat: 1633935600, exp: 1733935600 }), secret, now)).toBeNull();
    expect(verifySessionToken(sign({ sub: '1', ver: 0, jti, iat: 1633935600 }), secret, now)).toBeNull();
    // A token signed before sessions had ids cannot be revoked alone, so it is not accepted.
    expect(verifySessionToken(sign({ sub: '1', ver: 0, iat: 1633935600, exp: 1733935600 }), secret, now)).toBeNull();
    expect(
      verifySessionToken(sign({ sub: '1', ver: 0, jti: 'short', iat: 1633935600, exp: 1733935600 }), secret, now),
    ).toBeNull();
    expect(verifySessionToken(sign({ sub: '1', ver: 0, jti: 7, iat: 1633935600, exp: 1733935600 }), secret, now)).toBeNull();
    expect(verifySessionToken(sign('just a string'), secret, now)).toBeNull();
  });
});
