import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error';
import type { OrderInput } from './order-input';

/** The header, as Stripe names it; a client sends a fresh random key per order it means to place. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Absent is no key; otherwise 1-255 visible ASCII characters (a UUID is the usual), else 400. */
export function parseIdempotencyKey(value: string | undefined): string | null {
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) throw new AppError('Ticket.idempotencyKey', { field: IDEMPOTENCY_HEADER });
  return value;
}

/**
 * A fingerprint of what an order asked for and who asked: the validated input (so spacing and
 * case the schema normalises do not matter, and a null is the same as an absent field) and the
 * signed-in buyer. The same key with another fingerprint is a different order, refused.
 */
export function orderFingerprint(input: OrderInput, userId: number | null): string {
  const fields = Object.entries(input)
    .filter(([, v]) => v !== null && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify({ userId, fields })).digest('hex');
}
