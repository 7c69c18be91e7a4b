import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeTicketCode, SIGNED_CODE_PREFIX as PREFIX, splitSignedCode } from './ticket-code-text';

/** Crockford's base 32, as the ticket codes themselves: a signature fits QR's alphanumeric mode. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 80 bits of the HMAC: forging one signature takes ~2^79 tries against a rate-limited endpoint. */
const SIGNATURE_BYTES = 10;

/**
 * The key that signs ticket codes, derived from the server secret (SESSION_SECRET or the one in
 * DATA_DIR) for this one use, so a signature never doubles as anything the session key signs.
 */
function ticketKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('innoweek ticket code v1').digest();
}

function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function signature(code: string, secret: string): string {
  return base32(createHmac('sha256', ticketKey(secret)).update(code).digest().subarray(0, SIGNATURE_BYTES));
}

/**
 * What a ticket's QR code carries: `IW1.TI-7KQ4-M9XD-2HPA.<16 signature characters>`, the
 * ticket code signed with the server's key (decision 115). Upper case letters, digits, `.` and
 * `-` only, so the QR code uses its dense alphanumeric mode.
 */
export function signTicketCode(code: string, secret: string): string {
  return `${PREFIX}.${code}.${signature(code, secret)}`;
}

/** What a scan or a typed text turned out to be. */
export type ScannedCode = { code: string; signed: boolean } | { error: 'forged' | 'invalid' };

/**
 * Reads what the door scanner got: a signed QR text (its signature checked in constant time; a
 * wrong one is `forged`, refused before the database is asked), or a ticket code typed from the
 * paper, which is accepted as the code itself: its 60 random bits are as unguessable as the
 * ticket (decision 115). Anything else is `invalid`.
 */
export function readScannedCode(text: string, secret: string): ScannedCode {
  const trimmed = text.trim().toUpperCase();
  if (trimmed.startsWith(`${PREFIX}.`)) {
    const signed = splitSignedCode(trimmed);
    if (!signed) return { error: 'invalid' };
    const expected = Buffer.from(signature(signed.code, secret));
    const actual = Buffer.from(signed.signature);
    if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { error: 'forged' };
    return { code: signed.code, signed: true };
  }
  const code = normalizeTicketCode(trimmed);
  return code ? { code, signed: false } : { error: 'invalid' };
}
