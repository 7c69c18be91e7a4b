import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { compress, negotiateEncoding, streamCompressor } from './compress';
import { responseWithBytes } from './body-bytes';
import { guestCache } from './guest-cache';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Event number ${i}` })) };

/** The app's order: compression outside the guest cache, ETags made by the handler side. */
function setup(withCache = false) {
  let calls = 0;
  const app = new Hono();
  app.use('*', compress());
  if (withCache) app.use('*', guestCache({ ttlMs: 10_000 }));
  app.use('/api/*', etag());
  app.get('/api/big', (c) => {
    calls++;
    return c.json(big);
  });
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/page', (c) => {
    calls++;
    const html = `<!doctype html><p>${'Programme '.repeat(300)}</p>`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(html.slice(0, 100)));
        controller.enqueue(new TextEncoder().encode(html.slice(100)));
        controller.close();
      },
    });
    return c.body(stream, 200, { 'Content-Type': 'text/html; charset=UTF-8' });
  });
  app.get('/img', (c) => c.body(new Uint8Array(5000), 200, { 'Content-Type': 'image/png' }));
  // A page made whole, as a class page's answer is (decision 207), and one made already gzip.
  const wholeHtml = `<!doctype html><p>${'Whole '.repeat(400)}</p>`;
  app.get('/whole', () =>
    responseWithBytes(Buffer.from(wholeHtml), { status: 200, headers: new Headers({ 'Content-Type': 'text/html' }) }),
  );
  app.get('/gzipped', () => {
    const headers = new Headers({ 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    return responseWithBytes(gzipSync(wholeHtml), { status: 200, headers });
  });
  return { app, calls: () => calls };
}

const get = (app: Hono, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});

describe('compression', () => {
  for (const withCache of [false, true]) {
    describe(withCache ? 'through the guest cache' : 'on the fly', () => {
      it('sends JSON as brotli, gzip or plain by Accept-Encoding, with Vary and an ETag per encoding', async () => {
        const { app } = setup(withCache);
        const br = await get(app, '/api/big', { 'Accept-Encoding': 'gzip, br' });
        expect(br.headers.get('content-encoding')).toBe('br');
        expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
        expect(JSON.parse(brotliDecompressSync(await bytes(br)).toString())).toEqual(big);
        const gz = await get(app, '/api/big', { 'Accept-Encoding': 'gzip' });
        expect(gz.headers.get('content-encoding')).toBe('gzip');
        expect(JSON.parse(gunzipSync(await bytes(gz)).toString())).toEqual(big);
        const plain = await get(app, '/api/big');
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/);
        expect(await plain.json()).toEqual(big);
        const tags = [br, gz, plain].map((r) => r.headers.get('etag'));
        expect(new Set(tags).size).toBe(3);
        expect(tags[0]).toMatch(/-br"$/);
        expect(tags[1]).toMatch(/-gz"$/);
      });

      it('answers 304 to the ETag of the same encoding only', async () => {
        const { app } = setup(withCache);
        const br = await get(app, '/api/big', { 'Accept-Encoding': 'br' });
        const tag = br.headers.get('etag')!;
        const again = await get(app, '/api/big', { 'Accept-Encoding': 'br', 'If-None-Match': tag });
        expect(again.status).toBe(304);
        expect(again.headers.get('etag')).toBe(tag);
        const other = await get(app, '/api/big', { 'Accept-Encoding': 'gzip', 'If-None-Match': tag });
        expect(other.status).toBe(200);
        expect(other.headers.get('content-encoding')).toBe('gzip');
      });

      it('leaves small bodies and images alone', async () => {
        const { app } = setup(withCache);
        const small = await get(app, '/api/small', { 'Accept-Encoding': 'br' });
        expect(small.headers.get('content-encoding')).toBeNull();
        expect(await small.json()).toEqual({ ok: true });
        const img = await get(app, '/img', { 'Accept-Encoding': 'br' });
        expect(img.headers.get('content-encoding')).toBeNull();
        expect((await bytes(img)).byteLength).toBe(5000);
      });

      it('compresses a streamed page', async () => {
        const { app } = setup(withCache);
        const res = await get(app, '/page', { 'Accept-Encoding': 'br' });
        expect(res.headers.get('content-encoding')).toBe('br');
        expect(brotliDecompressSync(await bytes(res)).toString()).toMatch(/^<!doctype html><p>(Programme ){300}<\/p>$/);
      });
    });
  }

  it("compresses a page made whole at once, with a streamed page's 64 KB window, and leaves one already encoded alone (decision 207)", async () => {
    const windowBits = (stream: Buffer) => ((stream[0]! & 1) === 0 ? 16 : 17 + ((stream[0]! >> 1) & 7));
    const { app } = setup();
    const br = await get(app, '/whole', { 'Accept-Encoding': 'br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const body = await bytes(br);
    expect(windowBits(body)).toBe(16);
    expect(brotliDecompressSync(body).toString()).toMatch(/^<!doctype html><p>(Whole ){400}<\/p>$/);
    const gz = await get(app, '/gzipped', { 'Accept-Encoding': 'br, gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).toString()).toMatch(/^<!doctype html><p>(Whole ){400}<\/p>$/);
  });

  it('streams a page with a 64 KB brotli window and compresses a whole answer with a 256 KB one (decision 168)', async () => {
    // RFC 7932 9.2: the stream's first bits give the window; a 0 bit is 16, 1 then 001 is 18.
    const windowBits = (stream: Buffer) => ((stream[0]! & 1) === 0 ? 16 : 17 + ((stream[0]! >> 1) & 7));
    const { app } = setup();
    expect(windowBits(await bytes(await get(app, '/page', { 'Accept-Encoding': 'br' })))).toBe(16);
    expect(windowBits(await bytes(await get(app, '/api/big', { 'Accept-Encoding': 'br' })))).toBe(18);
  });

  it('flushes a streamed page once per turn of the event loop, so the shell leaves before the rest is written (decision 182)', async () => {
    // What arrived so far, decoded as far as it goes (the stream is not ended yet).
    const decoders = {
      br: (b: Buffer) => brotliDecompressSync(b, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString(),
      gzip: (b: Buffer) => gunzipSync(b, { finishFlush: constants.Z_SYNC_FLUSH }).toString(),
    };
    for (const encoding of ['br', 'gzip'] as const) {
      const compressor = streamCompressor(encoding);
      const writer = compressor.writable.getWriter();
      const reader = compressor.readable.getReader();
      const out: Uint8Array[] = [];
      const decoded = () => decoders[encoding](Buffer.concat(out));
      // The shell in many small chunks written in one turn: it arrives whole with nothing more written.
      const shell = Array.from({ length: 40 }, (_, i) => `<div id="s${i}">${'Programme '.repeat(20)}</div>`).join('');
      for (let i = 0; i < shell.length; i += 200) void writer.write(new TextEncoder().encode(shell.slice(i, i + 200)));
      while (decoded() !== shell) out.push((await reader.read()).value!);
      // ...in one flush, not one per chunk (each flush is a piece of output; brotli paid more for them than for the rest).
      expect(out.length).toBeLessThanOrEqual(2);
      // What comes in a later turn follows, and the end closes the stream.
      void writer.write(new TextEncoder().encode('<p>late</p>'));
      void writer.close();
      for (let part = await reader.read(); !part.done; part = await reader.read()) out.push(part.value);
      // A whole stream: the strict decoders refuse one cut short.
      const whole = encoding === 'br' ? brotliDecompressSync(Buffer.concat(out)) : gunzipSync(Buffer.concat(out));
      expect(whole.toString()).toBe(`${shell}<p>late</p>`);
    }
  });

  it('a streamed page left halfway, by its reader or its writer, ends its compressor quietly (decision 182)', async () => {
    const chunk = new TextEncoder().encode('<p>' + 'Programme '.repeat(500) + '</p>');
    // The client leaves while compressed bytes are on their way.
    const left = streamCompressor('br');
    const writer = left.writable.getWriter();
    const first = writer.write(chunk).catch(() => {});
    await left.readable.cancel();
    await first;
    await writer.write(chunk).catch(() => {});
    // The page's own stream fails after its shell.
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk);
        setImmediate(() => controller.error(new Error('render failed')));
      },
    });
    const reader = failing.pipeThrough(streamCompressor('gzip')).getReader();
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toThrow('render failed');
    // Anything the compressor still had to say would now be an uncaught error: give it the time.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('a cache hit returns the stored compressed bytes without calling the handler', async () => {
    const { app, calls } = setup(true);
    const first = await bytes(await get(app, '/api/big', { 'Accept-Encoding': 'br' }));
    const hit = await get(app, '/api/big', { 'Accept-Encoding': 'br' });
    expect(calls()).toBe(1);
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('content-length')).toBe(String(first.byteLength));
    expect((await bytes(hit)).equals(first)).toBe(true);
  });
});
