/**
 * Pages on the embedded database are made and sent a few at a time, first come, first served
 * (decision 179): a page holds its place until its answer has left, and the next one is let in
 * on a later turn of the event loop, so what is ready to send is sent between two pages.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWriteTestContext, type WriteTestContext } from '../tests/api-write-context';
import { createApp, requestListener } from './app';
import { AdmissionQueue, admitPages, closeOf } from './page-admission';
import type { PageHandler } from './pages';

/** Runs every microtask queued so far, and those they queue, without a turn of the event loop. */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('AdmissionQueue', () => {
  it('lets in at most its limit, the others in the order they came', async () => {
    const queue = new AdmissionQueue(2);
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const waiting = [1, 2, 3, 4, 5].map((n) =>
      queue.admit().then((release) => {
        order.push(n);
        releases.push(release);
      }),
    );
    await microtasks();
    expect(order).toEqual([1, 2]);
    expect(queue.waiting).toBe(3);
    releases[1]!();
    releases[1]!(); // a second call gives up nothing more
    await nextTurn();
    await microtasks();
    expect(order).toEqual([1, 2, 3]);
    releases[0]!();
    releases[2]!();
    await nextTurn();
    await microtasks();
    expect(order).toEqual([1, 2, 3, 4, 5]);
    await Promise.all(waiting);
  });

  it('lets the next one in on a later turn of the event loop, not in the microtasks that freed the place', async () => {
    const queue = new AdmissionQueue(1);
    const release = await queue.admit();
    let next = false;
    const waiting = queue.admit().then(() => (next = true));
    release();
    await microtasks();
    expect(next).toBe(false);
    await nextTurn();
    await microtasks();
    expect(next).toBe(true);
    await waiting;
  });
});

describe('admitPages', () => {
  it('makes the next page only once the answer before it has left, and none for a client that left', async () => {
    const made: string[] = [];
    const pages = admitPages(1, async (request) => {
      made.push(new URL(request.url).pathname);
      return new Response('ok');
    });
    let sendFirst!: () => void;
    const firstSent = new Promise<void>((resolve) => (sendFirst = resolve));
    const first = await pages(new Request('http://localhost/a'), 'x', undefined, firstSent);
    expect(first.status).toBe(200);
    const gone = new AbortController();
    const second = pages(new Request('http://localhost/b', { signal: gone.signal }), 'x', undefined, Promise.resolve());
    const third = pages(new Request('http://localhost/c'), 'x', undefined, Promise.resolve());
    await nextTurn();
    expect(made).toEqual(['/a']);
    gone.abort();
    sendFirst();
    expect((await second).status).toBe(503);
    expect((await third).status).toBe(200);
    expect(made).toEqual(['/a', '/c']);
  });

  it('gives the place back when the page fails, and once it is made when nobody can tell when it left', async () => {
    let fail = true;
    const pages = admitPages(1, async () => {
      if (fail) throw new Error('render failed');
      return new Response('ok');
    });
    await expect(pages(new Request('http://localhost/a'), 'x', undefined, new Promise(() => {}).catch(() => {}))).rejects.toThrow();
    fail = false;
    // Had the failed page kept its place (its answer never leaves), this one would wait forever.
    expect((await pages(new Request('http://localhost/b'))).status).toBe(200);
    expect((await pages(new Request('http://localhost/c'))).status).toBe(200);
  });
});

describe('a form sent slowly', () => {
  it('holds no place while its body comes in: other pages are made meanwhile, and its action reads the whole body', async () => {
    const made: string[] = [];
    const pages = admitPages(1, async (request) => {
      made.push(`${new URL(request.url).pathname} ${request.method === 'POST' ? await request.text() : ''}`.trim());
      return new Response('ok');
    });
    const encoder = new TextEncoder();
    let rest!: () => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('name=Jana'));
        rest = () => {
          controller.enqueue(encoder.encode('&seat=1'));
          controller.close();
        };
      },
    });
    const form = pages(
      new Request('http://localhost/form', { method: 'POST', body, duplex: 'half' } as RequestInit),
      'x',
      undefined,
      Promise.resolve(),
    );
    await nextTurn();
    // The only place is free while the form's body is still coming.
    expect((await pages(new Request('http://localhost/a'), 'x', undefined, Promise.resolve())).status).toBe(200);
    expect(made).toEqual(['/a']);
    rest();
    expect((await form).status).toBe(200);
    expect(made).toEqual(['/a', '/form name=Jana&seat=1']);
  });
});

describe('the app on node:http', () => {
  let t: WriteTestContext;
  let server: Server;
  const sent: Promise<unknown>[] = [];
  beforeAll(async () => {
    t = await createWriteTestContext();
    const page: PageHandler = async (_request, _address, _id, answered) => {
      if (answered) sent.push(answered);
      return new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html' } });
    };
    server = createServer(requestListener(createApp({ ...t.deps, pages: admitPages(2, page) })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.database.close();
  });

  it("hands a page the close of Node's response, settled once the answer has left", async () => {
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/odborne-seminare`);
    expect(await res.text()).toContain('page');
    expect(sent).toHaveLength(1);
    await expect(sent[0]).resolves.toBeUndefined();
  });

  it('refuses a form body over the page limit sent without its length (read before the queue) with a 413', async () => {
    const { port } = server.address() as AddressInfo;
    const chunk = new Uint8Array(16 * 1024).fill(97);
    let left = 5;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (left-- > 0) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`http://127.0.0.1:${port}/user/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: `http://127.0.0.1:${port}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    // The queue kept no place for it: pages are still made.
    expect((await fetch(`http://127.0.0.1:${port}/odborne-seminare`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/odborne-seminare`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/odborne-seminare`)).status).toBe(200);
  });

  it('closeOf settles at once for a response already closed', async () => {
    await expect(closeOf({ closed: true, once: () => undefined })).resolves.toBeUndefined();
  });
});
