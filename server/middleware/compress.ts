import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { sharedEtag } from '../../core/serialize/shared-bytes';
import { knownBodyBytes, readBodyBytes, replaceResponse } from './body-bytes';

/** What a response body may be sent as; `identity` is the body as the handler made it. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** Smaller bodies gain less than the headers and the CPU cost of compressing them. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text formats only: images, PDFs, fonts in woff2 and archives are compressed already. */
const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|[\w.+-]*\+(json|xml))|image\/svg\+xml)/i;

// Moderate levels for answers made per request: brotli 5 and gzip 6 keep most of the gain of
// the highest levels at a small part of their CPU time (built assets use the best levels, once).
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
// Brotli's window: 256 KB instead of its default 4 MB (decision 050). Pages and API answers are
// mostly smaller than that, so the bytes are the same (the 270 KB programme too), but every
// compression in flight allocated buffers for a 4 MB window: ~2 MB more malloc each under 50
// concurrent answers, which glibc kept resident. Also ~1 ms less CPU per 270 KB answer.
const BROTLI_WINDOW_BITS = 18;
// A page compressed as it streams keeps its encoder from its first byte to its last: under 50
// signed-in visitors that was ~40 encoders at once (a heap snapshot counted 2 MiB each). At
// 64 KB (lgwin 16) brotli takes a smaller hasher, ~0.75 instead of ~1.2 MiB resident each, and
// the 74 KB home page is 0.6 % larger (decision 168).
const BROTLI_STREAM_WINDOW_BITS = 16;
// A streamed page is compressed anew for every request (a signed-in visitor's, a guest's miss):
// quality 3 costs less than half of 5 for a 14 % larger answer (the 74 KB home page: ~0.8-1.2
// against ~1.7-2.7 ms, 15.9 against 14.0 KB; decision 182). Whole answers kept for many (the
// guest cache, class-shared answers) keep quality 5.
const BROTLI_STREAM_QUALITY = 3;

const ETAG_SUFFIX: Record<Exclude<Encoding, 'identity'>, string> = { br: '-br', gzip: '-gz' };

/**
 * The encoding chosen for each Accept-Encoding value seen (decision 184): browsers send a few
 * spellings, and splitting one into its parts was asked twice per request. Past NEGOTIATED_MAX
 * values (the header is the client's) it starts over.
 */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 256;

/**
 * The encoding to send for an Accept-Encoding header: brotli before gzip, each only when the
 * browser accepts it (a `q=0` refuses it), else the body as it is.
 */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const { br, gzip } = acceptedEncodings(acceptEncoding);
  return br ? 'br' : gzip ? 'gzip' : 'identity';
}

/** Whether an Accept-Encoding header takes this encoding (a `q=0` refuses it). */
export function acceptsEncoding(acceptEncoding: string | undefined | null, encoding: Exclude<Encoding, 'identity'>): boolean {
  return !!acceptEncoding && acceptedEncodings(acceptEncoding)[encoding];
}

function acceptedEncodings(acceptEncoding: string): Record<Exclude<Encoding, 'identity'>, boolean> {
  let br = false;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName!.trim().toLowerCase();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') {
      br = true;
      gzip = true;
    }
  }
  return { br, gzip };
}

export const isCompressibleType = (contentType: string | null | undefined) => !!contentType && COMPRESSIBLE.test(contentType);

/** Compresses a whole body at once (the guest cache keeps the result for every later hit). */
export function compressBody(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Uint8Array {
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions(body.byteLength)) : gzipSync(body, { level: GZIP_LEVEL });
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** compressBody without blocking the event loop. */
export async function compressBodyAsync(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Promise<Uint8Array> {
  return encoding === 'br' ? brotliAsync(body, brotliOptions(body.byteLength)) : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * A whole page compressed at a streamed page's settings (brotli quality 3 and a 64 KB window,
 * decisions 168 and 182: it is made for one visitor, so it is compressed for each), in zlib's
 * thread pool.
 */
export function compressPage(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Promise<Uint8Array> {
  return encoding === 'br'
    ? brotliAsync(body, brotliOptions(body.byteLength, BROTLI_STREAM_WINDOW_BITS, BROTLI_STREAM_QUALITY))
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/**
 * The compressed forms of class-shared answers (decision 173), by the very bytes they were made
 * from: compressed once, by the first request in that class, and given to the rest of it. Kept
 * as long as the answer itself is kept (a WeakMap), so they need no bound of their own.
 */
const sharedForms = new WeakMap<Uint8Array, Partial<Record<Exclude<Encoding, 'identity'>, Promise<Uint8Array>>>>();

/** compressBodyAsync, once per shared answer and encoding; other bodies every time. */
export function compressAnswer(body: Uint8Array, encoding: Exclude<Encoding, 'identity'>): Promise<Uint8Array> {
  if (!sharedEtag(body)) return compressBodyAsync(body, encoding);
  let forms = sharedForms.get(body);
  if (!forms) sharedForms.set(body, (forms = {}));
  const made = (forms[encoding] ??= compressBodyAsync(body, encoding));
  made.catch(() => {
    if (forms[encoding] === made) delete forms[encoding];
  });
  return made;
}

/** The ETag of an encoded variant: the body's ETag with `-br`/`-gz` inside its quotes. */
export function etagForEncoding(etag: string, encoding: Encoding): string {
  if (encoding === 'identity' || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}${ETAG_SUFFIX[encoding]}"`;
}

/**
 * Undoes etagForEncoding for the encoding about to be sent in an If-None-Match list, so the
 * handler compares its own ETags; another encoding's tags keep their suffix and never match.
 */
export function stripEncodingSuffixes(ifNoneMatch: string, encoding: Exclude<Encoding, 'identity'>): string {
  return ifNoneMatch.split(`${ETAG_SUFFIX[encoding]}"`).join('"');
}

/** The If-None-Match the app behind compress() sees: the suffixes of the encoding to be sent taken off. */
export function ifNoneMatchFor(ifNoneMatch: string | null | undefined, encoding: Encoding): string | null | undefined {
  if (!ifNoneMatch || encoding === 'identity' || !ifNoneMatch.includes(`${ETAG_SUFFIX[encoding]}"`)) return ifNoneMatch;
  return stripEncodingSuffixes(ifNoneMatch, encoding);
}

/** Whether compress() gives a 304's ETag this encoding's suffix: the browser's If-None-Match has the tag with it. */
export function suffixesNotModifiedEtag(
  etag: string | null,
  encoding: Encoding,
  ifNoneMatch: string | null | undefined,
): boolean {
  return !!etag && encoding !== 'identity' && !!ifNoneMatch?.includes(etagForEncoding(etag, encoding));
}

/** Adds Accept-Encoding to a response's Vary, once. */
export function varyOnEncoding(headers: Headers) {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/accept-encoding|\*/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}

const brotliOptions = (sizeHint?: number, windowBits = BROTLI_WINDOW_BITS, quality = BROTLI_QUALITY): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: windowBits,
    ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
  },
});

/**
 * A compressor for a streamed page that flushes what the renderer wrote in one turn of the
 * event loop at once (decision 182): React writes a page in chunks of a few KB, and a flush
 * after each one cost brotli more than the rest of its work (a 74 KB page: ~3 ms against ~1.7
 * ms whole) and made the answer larger. Each chunk is written as it comes; the flush waits for
 * the turn's end (setImmediate), so the shell still leaves as soon as it is rendered.
 */
export function streamCompressor(encoding: Exclude<Encoding, 'identity'>): TransformStream<Uint8Array, Uint8Array> {
  const zlib =
    encoding === 'br'
      ? createBrotliCompress(brotliOptions(undefined, BROTLI_STREAM_WINDOW_BITS, BROTLI_STREAM_QUALITY))
      : createGzip({ level: GZIP_LEVEL } satisfies ZlibOptions);
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  // A flush is asked for at most once per turn; chunks written after it began wait for the next.
  let scheduled = false;
  let lastFlush: Promise<void> = Promise.resolve();
  let failed: unknown = null;
  // `cancel` (a client that left) is in the Streams standard and Node, not yet in TypeScript's DOM types.
  const transformer: Transformer<Uint8Array, Uint8Array> & { cancel: () => void } = {
    start(controller) {
      zlib.on('data', (chunk: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        } catch {
          // The answer was abandoned (the client left, the page's stream failed): nothing more to send.
          zlib.destroy();
        }
      });
      zlib.on('error', (error) => {
        failed = error;
        try {
          controller.error(error);
        } catch {
          // Errored or closed already.
        }
      });
    },
    transform(chunk) {
      if (failed) throw failed;
      zlib.write(chunk);
      if (scheduled) return;
      scheduled = true;
      lastFlush = new Promise<void>((resolve) =>
        setImmediate(() => {
          scheduled = false;
          if (zlib.destroyed) resolve();
          else zlib.flush(flushKind, () => resolve());
        }),
      );
    },
    async flush() {
      await lastFlush;
      if (failed) throw failed;
      await new Promise<void>((resolve, reject) => {
        zlib.once('end', resolve);
        zlib.once('close', resolve);
        zlib.once('error', reject);
        zlib.end();
      });
    },
    cancel() {
      zlib.destroy();
    },
  };
  return new TransformStream(transformer);
}

/**
 * Compresses HTML, JSON and other text answers on the fly with brotli or gzip, as the browser
 * accepts. Leaves alone what is already encoded (built assets' .br/.gz files, guest cache hits),
 * what is small (a known length under 1 KB), what is not text, HEAD, and answers without a body.
 * A streamed page stays streamed: what the renderer sends in one turn is flushed through the
 * compressor at once. ETags get a suffix per encoding (`"…-br"`), so a 304 never confirms the
 * bytes of another encoding; the suffix is removed from If-None-Match before the handler sees it.
 */
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    const inm = c.req.raw.headers.get('If-None-Match');
    const seen = ifNoneMatchFor(inm, encoding);
    if (seen !== inm) c.req.raw.headers.set('If-None-Match', seen!);
    await next();
    const res = c.res;
    const etag = res.headers.get('ETag');
    if (res.status === 304) {
      // Confirmed by the handler against its own ETag: the browser had this encoding's variant.
      if (suffixesNotModifiedEtag(etag, encoding, inm)) res.headers.set('ETag', etagForEncoding(etag!, encoding));
      return;
    }
    const type = res.headers.get('Content-Type');
    if (!isCompressibleType(type) || res.headers.has('Content-Encoding')) return;
    // Whatever is sent, caches must keep the variants apart.
    varyOnEncoding(res.headers);
    if (encoding === 'identity' || c.req.method === 'HEAD') return;
    // (A body made of known bytes is not looked at: that would rebuild the answer around a stream.)
    if ((!knownBodyBytes(res) && !res.body) || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < COMPRESS_MIN_BYTES) return;

    const known = knownBodyBytes(res);
    if (known && /^text\/html/i.test(type!)) {
      // A page made whole (the signed-in home page filled from its class's document, decision
      // 200): compressed at once in zlib's thread pool, at a streamed page's settings. Streamed,
      // each of 50 answers in flight kept its own encoder alive across turns (decision 207).
      const encoded = await compressPage(known, encoding);
      replaceResponse(c, new Response(encoded as Uint8Array<ArrayBuffer>, { status: res.status, headers: res.headers }));
      c.res.headers.delete('Content-Length');
    } else if (!/^text\/html/i.test(type!)) {
      // Answers built whole (JSON, feeds, calendars): compressed in zlib's thread pool, so the
      // event loop serves others meanwhile; a small one goes out as it is.
      const raw = await readBodyBytes(res);
      const encoded = raw.byteLength < COMPRESS_MIN_BYTES ? raw : await compressAnswer(raw, encoding);
      replaceResponse(c, new Response(encoded as Uint8Array<ArrayBuffer>, { status: res.status, headers: res.headers }));
      c.res.headers.delete('Content-Length');
      if (encoded === raw) return;
    } else {
      // A page streams from the renderer: what it sends in one turn is flushed through the compressor together.
      if (!res.body) return;
      const body = res.body.pipeThrough(streamCompressor(encoding));
      // Hono copies the previous answer's headers onto the new one, so ours are set afterwards.
      c.res = new Response(body, res);
      c.res.headers.delete('Content-Length');
    }
    c.res.headers.set('Content-Encoding', encoding);
    if (etag) c.res.headers.set('ETag', etagForEncoding(etag, encoding));
  };
}
