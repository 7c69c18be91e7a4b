/**
 * Guest cache hits answered before the app (decision 047) are the answers the app gives: the
 * same status, headers in the same order and bytes as the app sent for that kind of hit, the
 * same log line and metrics, and the same bypass rules. Each case sends a request to the app
 * until it has answered that kind of hit once, then the same request again, which the
 * node:http listener answers without calling the app.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '../app/i18n/locale';
import { TOAST_COOKIE } from '../app/toasts/flash-toast';
import { SESSION_COOKIE } from '../core/accounts/session-cookie';
import { PASS_COOKIE } from '../core/livestreams/pass-cookie';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp, requestListener } from './app';
import { requestLogger } from './logger';
import { registry } from './metrics';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

type Answer = { status: number; headers: string[]; body: Buffer };

/** An HTTP request on a fresh connection, answered with its raw header list as it came. */
function send(port: number, path: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, path, method: opts.method ?? 'GET', headers: opts.headers ?? {}, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The header list with the values that differ per request (the request id, the date) blanked. */
const comparable = (answer: Answer) => ({
  ...answer,
  headers: answer.headers.map((value, i) => (i % 2 === 1 && /^(x-request-id|date)$/i.test(answer.headers[i - 1]!) ? '*' : value)),
});

const PAGE = `<!doctype html><title>Programme</title>${'<p>Innoweek programme</p>'.repeat(100)}`;
let pageVersion = 1;
let server: Server;
let port: number;
let fetchSpy: ReturnType<typeof vi.fn>;

/** An app with the guest cache behind its node:http listener; pages answer a 2.6 KB page with an ETag. */
async function startApp() {
  pageVersion = 1;
  const app = createApp({
    ...t.deps,
    guestCache: { ttlMs: 60_000 },
    pages: async (request) =>
      request.method === 'POST'
        ? new Response(null, { status: 204 })
        : new Response(`${PAGE}<p>version ${pageVersion}</p>`, {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              ETag: `"page-${pageVersion}"`,
              'Cache-Control': 'public, max-age=10',
            },
          }),
  });
  const appFetch = app.fetch;
  fetchSpy = vi.fn((...args: Parameters<typeof appFetch>) => appFetch(...args));
  app.fetch = fetchSpy as unknown as typeof app.fetch;
  server = createServer(requestListener(app));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
}
beforeAll(startApp);
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
afterEach(() => vi.restoreAllMocks());

/**
 * Stores the answer (a GET), sends the request so that the app answers it from the cache, then
 * once more: that answer must not reach the app and must equal the app's hit.
 */
async function expectFastHit(path: string, opts: { method?: string; headers?: Record<string, string> } = {}) {
  // A GET stores it (a HEAD is never stored).
  await send(port, path, { ...(opts.headers ? { headers: opts.headers } : {}) });
  let calls = fetchSpy.mock.calls.length;
  const throughApp = await send(port, path, opts);
  expect(fetchSpy.mock.calls.length, 'the first hit is answered by the app').toBe(calls + 1);
  calls++;
  const fast = await send(port, path, opts);
  expect(fetchSpy.mock.calls.length, 'answered before the app').toBe(calls);
  expect(comparable(fast)).toEqual(comparable(throughApp));
  return { throughApp, fast };
}

describe('guest cache hits answered before the app', () => {
  it.each([
    ['identity', {}],
    ['brotli', { 'Accept-Encoding': 'gzip, deflate, br' }],
    ['gzip', { 'Accept-Encoding': 'gzip' }],
  ])('sends a page (%s) with the status, headers and bytes the app sent', async (_label, headers) => {
    const { fast } = await expectFastHit(`/program?encoding=${_label}`, { headers });
    expect(fast.status).toBe(200);
    expect(fast.headers).toContain('x-frame-options');
    expect(fast.body.byteLength).toBeGreaterThan(0);
  });

  it('sends an API answer as the app did', async () => {
    const { fast } = await expectFastHit('/api/events?_limit=1');
    expect(fast.status).toBe(200);
    expect(JSON.parse(fast.body.toString())).toHaveProperty('length');
  });

  it("refuses another site's load of a kept API answer as the app does (decision 059)", async () => {
    await expectFastHit('/api/events?_limit=3');
    const calls = fetchSpy.mock.calls.length;
    const elsewhere = { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' };
    const answer = await send(port, '/api/events?_limit=3', { headers: elsewhere });
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect(answer.status).toBe(403);
    // Our own pages' requests are still answered before the app.
    const own = await send(port, '/api/events?_limit=3', {
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' },
    });
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect(own.status).toBe(200);
  });

  it('answers If-None-Match with the 304 the app sent, for the encoded and the plain tag', async () => {
    const br = { 'Accept-Encoding': 'br', 'If-None-Match': `"page-${pageVersion}-br"` };
    expect((await expectFastHit('/program?inm=br', { headers: br })).fast.status).toBe(304);
    expect(
      (await expectFastHit('/program?inm=plain', { headers: { 'If-None-Match': `"page-${pageVersion}"` } })).fast.status,
    ).toBe(304);
  });

  it('leaves to the app a 304 whose ETag compress() writes from the tag asked for', async () => {
    const br = { 'Accept-Encoding': 'br', 'If-None-Match': `"page-${pageVersion}-br"` };
    await expectFastHit('/program?inm=odd', { headers: br });
    // The browser's tag carries the suffix twice: the app answers with that tag, not the usual one.
    const odd = { ...br, 'If-None-Match': `"page-${pageVersion}-br-br"` };
    const calls = fetchSpy.mock.calls.length;
    const answer = await send(port, '/program?inm=odd', { headers: odd });
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect(answer.status).toBe(304);
    expect(answer.headers[answer.headers.indexOf('etag') + 1]).toBe(`"page-${pageVersion}-br-br"`);
  });

  it("leaves to the app a small answer's tag asked for in its encoded form", async () => {
    // Under 1 KB the answer is sent unencoded whatever the browser accepts; the tag with -br still confirms it.
    const path = '/api/events?_limit=5';
    await send(port, path, { headers: { 'Accept-Encoding': 'br' } });
    const stored = await send(port, path, { headers: { 'Accept-Encoding': 'br' } });
    const etag = stored.headers[stored.headers.indexOf('etag') + 1]!;
    expect(stored.headers).not.toContain('content-encoding');
    const headers = { 'Accept-Encoding': 'br', 'If-None-Match': `${etag.slice(0, -1)}-br"` };
    const first = await send(port, path, { headers });
    const calls = fetchSpy.mock.calls.length;
    const second = await send(port, path, { headers });
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect(comparable(second)).toEqual(comparable(first));
    expect(second.status).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { fast } = await expectFastHit('/program?head=1', { method: 'HEAD' });
    expect(fast.status).toBe(200);
    expect(fast.body.byteLength).toBe(0);
    expect(fast.headers).toContain('content-length');
  });

  it('logs the same line and counts the hit', async () => {
    const info = vi.spyOn(requestLogger, 'info');
    await expectFastHit('/program?log=1');
    const lines = info.mock.calls.map(([line]) => ({ ...(line as Record<string, unknown>), reqId: '*', ms: '*' }));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toEqual(lines[1]);
    expect(lines[2]).toEqual({ reqId: '*', method: 'GET', route: 'page', path: '/program', status: 200, ms: '*' });

    const hits = async () =>
      (await registry.getSingleMetric('innoweek_guest_cache_requests_total')!.get()).values.find(
        (v) => v.labels.result === 'hit',
      )!.value;
    const before = await hits();
    await send(port, '/program?log=1');
    expect(await hits()).toBe(before + 1);
  });

  it('passes every request with a session, a toast or credentials to the app', async () => {
    await expectFastHit('/program?personal=1');
    const personal: Record<string, string>[] = [
      { Cookie: `${SESSION_COOKIE}=x` },
      { Cookie: `${TOAST_COOKIE}=x` },
      { Cookie: `${PASS_COOKIE}=x` },
      { Authorization: 'Bearer x' },
    ];
    for (const headers of personal) {
      const calls = fetchSpy.mock.calls.length;
      await send(port, '/program?personal=1', { headers });
      expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    }
  });

  it('keeps pages apart by host, remembered language and preferred language', async () => {
    await expectFastHit('/program?vary=1');
    const others: Record<string, string>[] = [
      { Host: 'other.example' },
      { Cookie: `${LOCALE_COOKIE}=en` },
      { 'Accept-Language': 'en-GB' },
    ];
    for (const headers of others) {
      const calls = fetchSpy.mock.calls.length;
      await send(port, '/program?vary=1', { headers });
      expect(fetchSpy.mock.calls.length, JSON.stringify(headers)).toBe(calls + 1);
    }
  });

  it('leaves targets that need normalising to the app', async () => {
    await expectFastHit('/api/events?_limit=2');
    const calls = fetchSpy.mock.calls.length;
    await send(port, '/api/events?_limit=%32');
    await send(port, '/api/x/../events?_limit=2');
    expect(fetchSpy.mock.calls.length).toBe(calls + 2);
  });

  it('empties on an accepted write: the next GET gets the new page from the app', async () => {
    const { fast } = await expectFastHit('/program?write=1');
    expect(fast.body.toString()).toContain(`version ${pageVersion}`);
    pageVersion++;
    expect((await send(port, '/program', { method: 'POST' })).status).toBe(204);
    const calls = fetchSpy.mock.calls.length;
    const after = await send(port, '/program?write=1');
    expect(fetchSpy.mock.calls.length).toBe(calls + 1);
    expect(after.body.toString()).toContain(`version ${pageVersion}`);
  });
});
