import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key that signs seat confirmation links, derived from the server secret for this one use
 * (decision 134), so the signature means nothing to the session or the ticket codes.
 */
const seatKey = (secret: string) => createHmac('sha256', secret).update('innoweek seat confirmation v1').digest();

/** 128 bits of the HMAC, in base64url. */
function signature(eventId: number, userId: number, askedAt: Date, secret: string): string {
  return createHmac('sha256', seatKey(secret))
    .update(`${eventId}:${userId}:${askedAt.getTime()}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * A seat's confirmation token: `{event}.{user}.{signature}`, signed over the seat and the time
 * the seminar asked (`events.reconfirm_asked_at`, which outlives the seat), so it confirms that
 * one seat for that one request and nothing else, and still reads after the seat is gone.
 */
export function signSeatToken(seat: { eventId: number; userId: number; askedAt: Date }, secret: string): string {
  return `${seat.eventId}.${seat.userId}.${signature(seat.eventId, seat.userId, seat.askedAt, secret)}`;
}

/** The seat a token names, before its signature is checked (that needs the stored request time). */
export function readSeatToken(token: string): { eventId: number; userId: number; signature: string } | null {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const eventId = Number(match[1]);
  const userId = Number(match[2]);
  if (eventId > 2147483647 || userId > 2147483647) return null;
  return { eventId, userId, signature: match[3]! };
}

/** Whether a token's signature is the one for its seat and this request time (in constant time). */
export function seatTokenValid(token: string, askedAt: Date, secret: string): boolean {
  const read = readSeatToken(token);
  if (!read) return false;
  const expected = Buffer.from(signature(read.eventId, read.userId, askedAt, secret));
  const actual = Buffer.from(read.signature);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
