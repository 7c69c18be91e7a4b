import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip answer made of parts (decision 207): parts that many answers share are compressed once
 * ahead and kept, each as raw deflate ended by a sync flush (so it ends on a byte boundary and
 * with no final block), and a visitor's own few bytes go between them as stored blocks. What
 * follows a sync flush may start a new compressor's output (DEFLATE, RFC 1951: a block's
 * back-references reach into the window, which a fresh compressor simply never uses), so the
 * parts are one valid stream: a gzip header, the blocks, an empty final block, and the CRC-32 and
 * length of all the bytes (RFC 1952). Made this way a signed-in home page costs a CRC over its
 * bytes instead of a compression per visitor.
 */

/** A part of a gzip answer: bytes compressed ahead (`deflated`, from deflatePart), or stored as they are. */
export type GzipPart = { bytes: Uint8Array; deflated?: Uint8Array };

/**
 * `bytes` as raw deflate at the best level, ended by a sync flush: a part many answers share.
 * With a `dictionary`, its matches may reach back into those bytes, which must then be exactly
 * what every answer has just before this part (at most the last 32 KiB of it count).
 */
export function deflatePart(bytes: Uint8Array, dictionary?: Uint8Array): Uint8Array {
  return deflateRawSync(bytes, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
    ...(dictionary ? { dictionary } : {}),
  });
}

/** Magic, deflate, no flags, no modification time, no extra flags, operating system unknown (RFC 1952 2.3). */
const GZIP_HEADER = Uint8Array.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255]);
/** An empty stored block with the final bit: the stream's end. */
const FINAL_BLOCK = Uint8Array.from([1, 0, 0, 0xff, 0xff]);
/** A stored block holds at most this many bytes (its LEN is 16 bits). */
const STORED_MAX = 0xffff;

/** The gzip file of the parts' bytes, one after the other. */
export function gzipOfParts(parts: readonly GzipPart[]): Buffer {
  const out: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const part of parts) {
    if (part.bytes.byteLength === 0) continue;
    crc = crc32(part.bytes, crc);
    size += part.bytes.byteLength;
    if (part.deflated) out.push(part.deflated);
    else storedBlocks(part.bytes, out);
  }
  out.push(FINAL_BLOCK);
  const trailer = Buffer.allocUnsafe(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(trailer);
  return Buffer.concat(out);
}

/** `bytes` as stored (uncompressed) blocks, none final; each starts and ends on a byte boundary. */
function storedBlocks(bytes: Uint8Array, out: Uint8Array[]): void {
  for (let at = 0; at < bytes.byteLength; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const head = Buffer.allocUnsafe(5);
    head[0] = 0; // not final, stored; the other five bits pad to the byte's end
    head.writeUInt16LE(chunk.byteLength, 1);
    head.writeUInt16LE(~chunk.byteLength & 0xffff, 3);
    out.push(head, chunk);
  }
}
