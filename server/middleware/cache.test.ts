import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { sessionCookie } from '../../tests/auth';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';

let t: ApiTestContext;

beforeAll(async () => {
  t = await createApiTestContext();
});
afterAll(async () => {
  await t.database.close();
});

describe('API caching', () => {
  test('guests: strong ETag, public 10 s, Vary', async () => {
    await f.createLocation(t.database.db, { name: 'Olomouc' });
    const res = await t.get('/api/locations');
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, must-revalidate');
    expect(res.headers.get('vary')).toBe('Cookie, Authorization, Accept-Encoding');
  });

  test('a session makes the answer private', async () => {
    const user = await f.createUser(t.database.db);
    for (const res of [await t.get('/api/locations', user), await t.get('/api/locations', null, sessionCookie(user, t.config))]) {
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('etag')).toMatch(/^"/);
    }
  });

  test('If-None-Match with the current ETag answers 304 without a body, keeping the cache headers', async () => {
    const first = await t.get('/api/locations');
    const tag = first.headers.get('etag')!;
    const again = await t.get('/api/locations', null, { 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=10, must-revalidate');
    expect(again.headers.get('vary')).toBe('Cookie, Authorization');
    expect((await t.get('/api/locations', null, { 'If-None-Match': `"other", ${tag}` })).status).toBe(304);
  });

  test('the ETag follows the content', async () => {
    const tag = (await t.get('/api/locations')).headers.get('etag')!;
    await f.createLocation(t.database.db, { name: 'Zlín' });
    const changed = await t.get('/api/locations', null, { 'If-None-Match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(tag);
  });

  test('the ETag is the SHA-1 of the body, in hex', async () => {
    const res = await t.get('/api/locations');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('etag')).toBe(`"${createHash('sha1').update(body).digest('hex')}"`);
  });

  test('errors are not cached', async () => {
    const res = await t.get('/api/locations?foo=1');
    expect(res.status).toBe(400);
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('cache-control')).toBeNull();
  });
});
