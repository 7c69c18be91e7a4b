import type { Context } from 'hono';

/**
 * The bytes of an answer built whole (JSON, a feed), read once and handed on (decision 046).
 *
 * Reading a Fetch API Response's body makes Hono's Node adapter build the full Response it had
 * put off: for a string body a scan for lone surrogates and a TextEncoder pass, and every reader
 * after that (the ETag, then compression) reads a stream again. On a signed-in programme list
 * (270 KB) that was a third of the request's CPU with brotli. The ETag reads the bytes once and
 * puts them back as a bytes body; compression takes them from here instead of reading again.
 */
const known = new WeakMap<Response, Uint8Array>();

/** A Response whose body is these bytes, which `readBodyBytes` will give back without reading. */
export function responseWithBytes(bytes: Uint8Array, init: { status: number; headers: Headers }): Response {
  const res = new Response(bytes as Uint8Array<ArrayBuffer>, init);
  known.set(res, bytes);
  return res;
}

/**
 * Puts an answer in place of the current one as it is. Hono's `c.res = …` rebuilds a new answer
 * around the old one's headers and the new one's body stream (which reads a bytes body again
 * and loses what `readBodyBytes` knows); an answer made from the current one already carries
 * its headers, and a 304 must carry only those its caller chose.
 */
export function replaceResponse(c: Context, res: Response): void {
  c.res = undefined as unknown as Response; // the setter rebuilds only when both are set
  c.res = res;
}

/** The bytes a Response was made with by `responseWithBytes`, without touching its body. */
export function knownBodyBytes(res: Response): Uint8Array | undefined {
  return known.get(res);
}

/** The whole body of a Response as bytes: those it was made with, or read from it. */
export async function readBodyBytes(res: Response): Promise<Uint8Array> {
  return known.get(res) ?? new Uint8Array(await res.arrayBuffer());
}
