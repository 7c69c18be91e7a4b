/**
 * A guest page kept by the guest cache names in its links the host its key names (decision 064):
 * however a request writes its target, Host or forwarded headers, it cannot change what the next
 * ordinary visitor gets. The app runs behind its real node:http listener with the guest cache on,
 * and its pages build their links from `siteOrigin`, as the site's pages do.
 */
import type { IncomingMessage } from 'node:http';
import { createServer, request as httpRequest } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigin } from '../app/seo/site-origin';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp, requestListener } from './app';
import { normaliseRequestTarget } from './request-target';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

/** A page whose canonical link comes from the request, over 1 KB so it is kept brotli and gzip encoded too. */
const page = (request: Request) =>
  new Response(
    `<!doctype html><link rel="canonical" href="${siteOrigin(t.config, request)}${new URL(request.url).pathname}">${'<p>Programme</p>'.repeat(100)}`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );

type Running = { port: number; close: () => Promise<void> };
async function listen(trustProxy: number): Promise<Running> {
  const app = createApp({
    ...t.deps,
    config: { ...t.config, trustProxy },
    guestCache: { ttlMs: 60_000 },
    pages: async (r) => page(r),
  });
  const server = createServer(requestListener(app));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** A request whose target is written into the request line as given (a full URL makes it absolute-form). */
function get(port: number, target: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, headers, agent: false }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
        resolve({ status: res.statusCode!, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Bytes as they are on a fresh connection; the answer's status. */
function rawStatus(port: number, text: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        resolve(Number(answer.split(' ')[1]));
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

const canonical = (body: string) => /rel="canonical" href="([^"]*)"/.exec(body)?.[1];
const ENCODINGS: Record<string, string>[] = [{}, { 'Accept-Encoding': 'br' }, { 'Accept-Encoding': 'gzip' }];
let path = 0;
/** A path no earlier case has stored. */
const fresh = () => `/program-${++path}`;

describe.each([0, 1])('the guest cache with TRUST_PROXY=%i', (trustProxy) => {
  let s: Running;
  beforeAll(async () => {
    s = await listen(trustProxy);
  });
  afterAll(() => s.close());
  const host = () => `localhost:${s.port}`;
  /** What an ordinary visitor gets, twice: through the app, then (a hit) from the listener. */
  async function expectOrdinary(p: string, headers: Record<string, string> = {}) {
    for (let i = 0; i < 2; i++) {
      const answer = await get(s.port, p, { Host: host(), ...headers });
      expect(answer.status).toBe(200);
      expect(canonical(answer.body), JSON.stringify(headers)).toBe(`http://${host()}${p}`);
    }
  }

  it.each(ENCODINGS)(
    'an absolute-form target is answered for its own host and leaves the ordinary page alone (%o)',
    async (enc) => {
      const p = fresh();
      const poisoned = await get(s.port, `http://evil.example${p}`, { Host: host(), ...enc });
      // RFC 9112 3.2.2: the target's authority, not Host, names the host.
      expect(canonical(poisoned.body)).toBe(`http://evil.example${p}`);
      await expectOrdinary(p, enc);
    },
  );

  it('an absolute-form target cannot change the scheme or the port either', async () => {
    const p = fresh();
    await get(s.port, `https://${host()}${p}`, { Host: host() });
    await get(s.port, `HTTP://${host().toUpperCase()}:${s.port}${p}`, { Host: host() });
    await expectOrdinary(p);
    // With another port its answer is the one that port's ordinary visitors get.
    expect(canonical((await get(s.port, `http://localhost:8080${p}`, { Host: host() })).body)).toBe(`http://localhost:8080${p}`);
    await expectOrdinary(p);
  });

  it('an absolute-form target without a path, with a query, or without Host (HTTP/1.0) is its own host’s', async () => {
    const p = fresh();
    const root = await get(s.port, `http://evil.example?x=${p}`, { Host: host() });
    expect(canonical(root.body)).toBe('http://evil.example/');
    expect(await rawStatus(s.port, `GET http://evil.example${p} HTTP/1.0\r\n\r\n`)).toBe(200);
    // Another request of that kind names our host: it must not get the one above.
    const ours = await new Promise<string>((resolve, reject) => {
      const socket = connect(s.port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
      socket.write(`GET http://${host()}${p} HTTP/1.0\r\n\r\n`);
    });
    expect(canonical(ours)).toBe(`http://${host()}${p}`);
    await expectOrdinary(p);
  });

  it('forwarded host and scheme change nothing the next visitor gets', async () => {
    const p = fresh();
    const forwarded = { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'https' };
    for (const enc of ENCODINGS) await get(s.port, p, { Host: host(), ...forwarded, ...enc });
    await expectOrdinary(p);
    for (const enc of ENCODINGS) await expectOrdinary(p, enc);
  });

  it('a Host in capitals, with the default port or another name gets an answer of its own, consistent with it', async () => {
    const p = fresh();
    const cases = [
      [host().toUpperCase(), `http://${host()}${p}`],
      ['localhost:80', `http://localhost${p}`],
      ['evil.example', `http://evil.example${p}`],
    ] as const;
    for (const [sent, expected] of cases) {
      for (let i = 0; i < 2; i++) expect(canonical((await get(s.port, p, { Host: sent })).body), sent).toBe(expected);
    }
    await expectOrdinary(p);
  });

  it('an empty Host, two Host fields and a target of neither form are refused, and store nothing', async () => {
    const p = fresh();
    const refused = [
      `GET ${p} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`,
      `GET ${p} HTTP/1.1\r\nHost: evil.example\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      `GET http://evil.example${p} HTTP/1.1\r\nHost: ${host()}\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      `GET http://${p} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      `GET http://user@evil.example${p} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      `GET evil.example${p} HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
      `OPTIONS * HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n`,
    ];
    for (const text of refused) expect(await rawStatus(s.port, text), text).toBe(400);
    await expectOrdinary(p);
  });
});

describe('normaliseRequestTarget', () => {
  const request = (url: string, rawHeaders: string[]) => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] ??= rawHeaders[i + 1]!;
    return { url, rawHeaders, headers } as unknown as IncomingMessage;
  };

  it.each([
    ['http://evil.example/a/b?c=d', '/a/b?c=d', 'evil.example'],
    ['https://Evil.Example:8443', '/', 'Evil.Example:8443'],
    ['HTTP://evil.example?q', '/?q', 'evil.example'],
    ['http://evil.example/%2e%2e/x', '/%2e%2e/x', 'evil.example'],
  ])('%s becomes %s with Host %s', (target, url, authority) => {
    const req = request(target, ['Host', 'localhost', 'Accept', '*/*']);
    expect(normaliseRequestTarget(req)).toBe(true);
    expect([req.url, req.headers.host, req.rawHeaders]).toEqual([url, authority, ['Host', authority, 'Accept', '*/*']]);
  });

  it('adds the Host a request without one lacked', () => {
    const req = request('http://evil.example/', []);
    expect(normaliseRequestTarget(req)).toBe(true);
    expect([req.url, req.headers.host, req.rawHeaders]).toEqual(['/', 'evil.example', ['Host', 'evil.example']]);
  });

  it('leaves an origin-form request as it is', () => {
    const req = request('/a//b?c', ['host', 'LOCALHOST:3000']);
    expect(normaliseRequestTarget(req)).toBe(true);
    expect([req.url, req.headers.host, req.rawHeaders]).toEqual(['/a//b?c', 'LOCALHOST:3000', ['host', 'LOCALHOST:3000']]);
  });

  it.each([
    ['/x', ['Host', 'a', 'HOST', 'a']],
    ['http:///x', ['Host', 'a']],
    ['http://u:p@evil.example/x', ['Host', 'a']],
    ['ftp://evil.example/x', ['Host', 'a']],
    ['*', ['Host', 'a']],
    ['evil.example:80', ['Host', 'a']],
  ])('refuses %s with %o', (target, headers) => {
    expect(normaliseRequestTarget(request(target, headers))).toBe(false);
  });
});
