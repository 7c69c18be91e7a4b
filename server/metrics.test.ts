import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { mailOutbox, type users } from '../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createAdmin, createOrganizer } from '../tests/factories';
import { refusalOf } from '../tests/refusal';
import { createApp } from './app';
import { requestLogger } from './logger';

const TOKEN = 'metrics-token-0123456789';
let t: WriteTestContext;
let admin: typeof users.$inferSelect;
let organizer: typeof users.$inferSelect;
beforeAll(async () => {
  t = await createWriteTestContext({ env: { METRICS_TOKEN: TOKEN } });
  admin = await createAdmin(t.database.db);
  organizer = await createOrganizer(t.database.db);
});
afterAll(() => t.database.close());

const scrape = async () => {
  const res = await t.send('GET', '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  return res.text();
};
/** The value of one sample line, 0 when absent. */
const sample = (text: string, name: string, labels: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
};

describe('GET /metrics', () => {
  test('is for Admins and the METRICS_TOKEN bearer: 401 for guests and wrong tokens, 403 for other users', async () => {
    const guest = await t.send('GET', '/metrics');
    expect(guest.status).toBe(401);
    expect(await refusalOf(guest)).toMatchObject({ code: 'Request.unauthorized' });
    const wrong = await t.send('GET', '/metrics', { headers: { Authorization: 'Bearer metrics-token-wrong-000000' } });
    expect(wrong.status).toBe(401);
    const other = await t.send('GET', '/metrics', { cookie: organizer });
    expect(other.status).toBe(403);
    expect(await refusalOf(other)).toMatchObject({ code: 'Metrics.forbidden' });

    const byAdmin = await t.send('GET', '/metrics', { cookie: admin });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('content-type')).toContain('text/plain');
    expect(byAdmin.headers.get('cache-control')).toBe('no-store');
    expect(await byAdmin.text()).toContain('# TYPE innoweek_http_requests_total counter');
  });

  test('counts requests by route pattern, never by the raw URL, with a latency histogram', async () => {
    // The registry is the process's own: other test files in this worker counted requests too.
    const first = await scrape();
    const before = sample(first, 'innoweek_http_requests_total', 'method="GET",route="/api/events/:id",status="404"');
    const timedBefore = sample(first, 'innoweek_http_request_duration_seconds_count', 'method="GET",route="/api/events/:id"');
    await t.send('GET', '/api/events/987654');
    await t.send('GET', '/api/events/987655');
    const text = await scrape();
    expect(sample(text, 'innoweek_http_requests_total', 'method="GET",route="/api/events/:id",status="404"')).toBe(before + 2);
    expect(text).not.toContain('987654');
    expect(sample(text, 'innoweek_http_request_duration_seconds_count', 'method="GET",route="/api/events/:id"')).toBe(
      timedBefore + 2,
    );
  });

  test('reports the database pool and the outbox backlog', async () => {
    const before = sample(await scrape(), 'innoweek_mail_outbox_messages', 'status="pending"');
    await t.database.db.insert(mailOutbox).values({ to: 'a@example.test', subject: 's', text: 't', template: 'test' });
    const text = await scrape();
    expect(sample(text, 'innoweek_mail_outbox_messages', 'status="pending"')).toBe(before + 1);
    expect(sample(text, 'innoweek_db_pool_clients', 'state="total"')).toBeGreaterThanOrEqual(1);
  });

  test("counts the guest cache's hits and misses", async () => {
    const cached = createApp({ ...t.deps, guestCache: { ttlMs: 60_000 } });
    const before = await scrape();
    await cached.request('/api/events?_limit=1');
    await cached.request('/api/events?_limit=1');
    const after = await scrape();
    const delta = (result: string) =>
      sample(after, 'innoweek_guest_cache_requests_total', `result="${result}"`) -
      sample(before, 'innoweek_guest_cache_requests_total', `result="${result}"`);
    expect(delta('miss')).toBe(1);
    expect(delta('hit')).toBe(1);
  });
});

describe('request ids and the request log', () => {
  test('each answer carries a new X-Request-Id; a client cannot choose it without a trusted proxy', async () => {
    const one = await t.send('GET', '/api/events', { headers: { 'X-Request-Id': 'chosen-by-client' } });
    const id = one.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const two = await t.send('GET', '/api/events');
    expect(two.headers.get('x-request-id')).not.toBe(id);
  });

  test("a trusted proxy's X-Request-Id is kept and logged with method, route, status and duration", async () => {
    const proxied = await createWriteTestContext({ env: { TRUST_PROXY: '1' }, database: t.database });
    const spy = vi.spyOn(requestLogger, 'info');
    const res = await proxied.send('GET', '/api/events/424242', { headers: { 'X-Request-Id': 'proxy-abc.123' } });
    const lines = spy.mock.calls.map(([obj]) => obj as Record<string, unknown>);
    spy.mockRestore();
    expect(res.headers.get('x-request-id')).toBe('proxy-abc.123');
    expect(lines).toContainEqual(
      expect.objectContaining({
        reqId: 'proxy-abc.123',
        method: 'GET',
        route: '/api/events/:id',
        status: 404,
        ms: expect.any(Number),
      }),
    );
    // A livestream passphrase or a promo code in the path stays out of the log.
    const secrets = vi.spyOn(requestLogger, 'info');
    await t.send('GET', '/api/check-ticket/velmi-tajne-heslo');
    await t.send('GET', '/api/promocodes/check/TAJNYKOD50');
    const logged = JSON.stringify(secrets.mock.calls);
    secrets.mockRestore();
    expect(logged).toContain('/api/check-ticket/:passphrase');
    expect(logged).not.toContain('velmi-tajne-heslo');
    expect(logged).not.toContain('TAJNYKOD50');
    // Something that is not an id (here a header injection attempt) is replaced.
    const bad = await proxied.send('GET', '/api/events', { headers: { 'X-Request-Id': 'a b\tc' } });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
