import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { guestCache } from './guest-cache';

/** An app whose answers change on every call, so a cached answer is recognisable. */
function setup(limits: { maxTotalBytes?: number } = {}) {
  let clock = 1_000;
  let calls = 0;
  const app = new Hono();
  app.use('*', guestCache({ ttlMs: 10_000, maxEntries: 3, now: () => clock, ...limits }));
  app.get('/api/n', (c) => {
    calls++;
    c.header('ETag', `"v${calls}"`);
    return c.json({ calls });
  });
  app.get('/page', (c) => c.html(`<p>${++calls}</p>`));
  app.get('/api/big', (c) => c.json({ calls: ++calls, pad: 'x'.repeat(1000) }));
  app.get('/api/missing', (c) => c.json({ calls: ++calls }, 404));
  app.get('/api/fresh', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ calls: ++calls });
  });
  app.post('/api/write', (c) => c.json({ ok: true }));
  app.post('/api/refused', (c) => c.json({ ok: false }, 403));
  return { app, tick: (ms: number) => (clock += ms), calls: () => calls };
}

const json = async (r: Response) => (await r.json()) as { calls: number };

describe('guest cache', () => {
  it('serves a guest the stored answer until the TTL ends', async () => {
    const { app, tick } = setup();
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 1 });
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 1 });
    tick(10_001);
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 2 });
  });

  it('never keeps an answer marked no-store', async () => {
    const { app } = setup();
    expect(await json(await app.request('/api/fresh'))).toEqual({ calls: 1 });
    expect(await json(await app.request('/api/fresh'))).toEqual({ calls: 2 });
  });

  it('keys by the query string', async () => {
    const { app } = setup();
    await app.request('/api/n?a=1');
    expect(await json(await app.request('/api/n?a=2'))).toEqual({ calls: 2 });
  });

  it('never serves or stores answers for a session (cookie or bearer)', async () => {
    const { app } = setup();
    await app.request('/api/n');
    expect(await json(await app.request('/api/n', { headers: { Cookie: 'jwt_amphi=abc' } }))).toEqual({ calls: 2 });
    expect(await json(await app.request('/api/n', { headers: { Authorization: 'Bearer abc' } }))).toEqual({ calls: 3 });
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 1 });
  });

  it('empties itself after an accepted write, not after a refused one', async () => {
    const { app } = setup();
    await app.request('/api/n');
    await app.request('/api/refused', { method: 'POST' });
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 1 });
    await app.request('/api/write', { method: 'POST' });
    expect(await json(await app.request('/api/n'))).toEqual({ calls: 2 });
  });

  it('answers 304 from the stored ETag and does not store errors', async () => {
    const { app, calls } = setup();
    await app.request('/api/n');
    const r = await app.request('/api/n', { headers: { 'If-None-Match': '"v1"' } });
    expect(r.status).toBe(304);
    expect(r.headers.get('etag')).toBe('"v1"');
    await app.request('/api/missing');
    await app.request('/api/missing');
    expect(calls()).toBe(3);
  });

  it('keeps pages per remembered language and drops the least recently used entry', async () => {
    const { app } = setup();
    const cs = await (await app.request('/page')).text();
    const en = await (await app.request('/page', { headers: { Cookie: 'i18n_redirected=en' } })).text();
    expect(en).not.toBe(cs);
    expect(await (await app.request('/page')).text()).toBe(cs);
    await app.request('/api/n?x=1');
    await app.request('/api/n?x=2'); // 4 entries > 3: the oldest (/page with cookie en) goes
    expect(await (await app.request('/page', { headers: { Cookie: 'i18n_redirected=en' } })).text()).not.toBe(en);
  });

  it('skips the cache for any cookie that mentions the session, however spelled', async () => {
    const { app } = setup();
    await app.request('/api/n');
    const odd = await app.request('/api/n', { headers: { Cookie: 'jwt_amphi="abc"\u00a0' } });
    expect(await json(odd)).toEqual({ calls: 2 });
  });

  it('keeps the total size within its budget, dropping the least recently used', async () => {
    const { app } = setup({ maxTotalBytes: 2500 });
    await app.request('/api/big?a');
    await app.request('/api/big?b');
    await app.request('/api/big?c'); // ~3 kB > 2.5 kB: ?a goes
    expect(((await (await app.request('/api/big?c')).json()) as { calls: number }).calls).toBe(3);
    expect(((await (await app.request('/api/big?a')).json()) as { calls: number }).calls).toBe(4);
  });
});
