import { createHash } from 'node:crypto';

/**
 * Answers whose bytes are shared by everyone of a visibility class (decision 173): made once,
 * never changed afterwards, each with its ETag computed once (the same SHA-1 the API's ETag
 * middleware would compute), so neither the hash nor, at the edge, the compression is paid per
 * request. Identity is the key: only these very bytes carry the mark, so whatever the edge keeps
 * for them (their compressed forms) belongs to exactly this body and goes with it.
 */
const etags = new WeakMap<Uint8Array, string>();

/** Marks bytes as a shared answer and computes their ETag; they must not be changed afterwards. */
export function shareBytes<T extends Uint8Array>(bytes: T): T {
  if (!etags.has(bytes)) etags.set(bytes, `"${createHash('sha1').update(bytes).digest('hex')}"`);
  return bytes;
}

/** The ETag of a shared answer's bytes; undefined for any other bytes. */
export function sharedEtag(bytes: Uint8Array): string | undefined {
  return etags.get(bytes);
}
