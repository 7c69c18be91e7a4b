/**
 * A page path with an empty segment (`//`, or one that normalises to it such as `/a/..//`) is
 * answered with a redirect to its one address before React Router sees it (decision 065):
 * React Router read `//` as the home page, whose canonical link then threw (500 and an error
 * logged per request). Sent through the real node:http listener, with the guest cache on.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp, requestListener } from './app';
import { logger } from './logger';

let t: WriteTestContext;
let server: Server;
let port: number;
const pages = vi.fn(async () => new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html' } }));

beforeAll(async () => {
  t = await createWriteTestContext();
  server = createServer(requestListener(createApp({ ...t.deps, guestCache: { ttlMs: 60_000 }, pages })));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((ok) => server.close(() => ok()));
  await t.database.close();
});

/** The target goes into the request line as written (Node's client does not normalise it). */
function send(target: string, method = 'GET'): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: target, method, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('page paths with an empty segment', () => {
  it.each([
    ['//', '/'],
    ['/a/..//', '/'],
    ['//evil.example/%2e%2e', '/'],
    ['//evil.example/x?q=1', '/evil.example/x?q=1'],
    ['/kalendar//', '/kalendar/'],
    ['/a//b///c?next=//d', '/a/b/c?next=//d'],
    ['/en//', '/en/'],
  ])('%s answers 301 to %s without reaching the pages or logging an error', async (target, location) => {
    const error = vi.spyOn(logger, 'error');
    pages.mockClear();
    for (const method of ['GET', 'GET', 'HEAD', 'POST']) {
      expect(await send(target, method), method).toEqual({ status: 301, location });
    }
    expect(pages).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('leaves other paths, an encoded slash and a double slash in the query to the pages', async () => {
    pages.mockClear();
    for (const target of ['/', '/kalendar/', '/a/%2F/b', '/?next=//evil.example']) {
      expect((await send(target)).status, target).toBe(200);
    }
    expect(pages).toHaveBeenCalledTimes(4);
  });
});
