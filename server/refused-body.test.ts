/**
 * A body refused for its size gets its 413 (issue 31, D8): the client that sent
 * `Connection: close` and goes on writing its 70 KB-3 MB body reads the answer instead of a TCP
 * reset. Over a real socket, as the client sees it.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createAdmin } from '../tests/factories';
import { sessionTokenFor } from '../tests/auth';
import { createApp, requestListener } from './app';

let t: WriteTestContext;
let server: Server;
let port: number;
beforeAll(async () => {
  t = await createWriteTestContext({ env: { UPLOAD_MAX_MB: '1' } });
  const app = createApp({ ...t.deps, pages: async () => new Response('a page') });
  server = createServer(requestListener(app));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.close();
  await t.database.close();
});

/** Sends the whole body with Connection: close; resolves with what came back and any socket error. */
function post(path: string, bytes: number, headers: Record<string, string> = {}): Promise<{ answer: string; error?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on('close', () => resolve({ answer: Buffer.concat(received).toString('latin1'), error }));
    const head = [
      `POST ${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      `Content-Length: ${bytes}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n');
    socket.write(head);
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let left = bytes;
    // A chunk at a time, as a client on a real network sends: the body is still coming when the
    // server has answered.
    const writeMore = () => {
      if (left <= 0 || socket.destroyed) return;
      const part = chunk.subarray(0, Math.min(chunk.length, left));
      left -= part.length;
      socket.write(part, () => setImmediate(writeMore));
    };
    writeMore();
  });
}

describe('a refused large body', () => {
  it.each([
    ['an API body over 1 MB', '/api/auth/local', 3 * 1024 * 1024, { 'Content-Type': 'application/json' }],
    ['a page form over 64 KB', '/user/login', 70 * 1024, { 'Content-Type': 'application/x-www-form-urlencoded' }],
  ])('gets its 413, not a reset: %s', async (_label, path, bytes, headers) => {
    const { answer, error } = await post(path, bytes, headers);
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('gets its 413 for an upload over UPLOAD_MAX_MB', async () => {
    const admin = await createAdmin(t.database.db);
    const { answer, error } = await post('/api/upload', 3 * 1024 * 1024, {
      'Content-Type': 'multipart/form-data; boundary=x',
      Authorization: `Bearer ${sessionTokenFor(admin, t.config)}`,
    });
    expect(error).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('Upload.tooLarge');
  });
});
