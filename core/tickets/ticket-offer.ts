import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ticketWaitlist } from '../../db/schema';
import { AppError } from '../errors/app-error';

type WaitlistRow = typeof ticketWaitlist.$inferSelect;

export const OFFER_CODE_MAX_LENGTH = 64;

/** A new secret for an offer link; only its hash is stored. */
export const newOfferCode = () => randomBytes(24).toString('base64url');
export const hashOfferCode = (code: string) => createHash('sha256').update(code).digest('hex');

export type OfferState = 'valid' | 'expired' | 'used';

/** An offer is spent by the one order placed with it, and ends at its expiry (the real clock, as other mailed codes). */
export function offerState(row: Pick<WaitlistRow, 'orderId' | 'offerUsedAt' | 'offerExpiresAt'>, now: Date): OfferState {
  if (row.offerUsedAt) return 'used';
  if (!row.offerExpiresAt || now >= row.offerExpiresAt) return 'expired';
  return 'valid';
}

/** What the BuyTicket page tells the holder of an offer link; null for a link no offer has. */
export async function findTicketOffer(
  db: Db,
  code: string,
  now: Date,
): Promise<{ state: OfferState; amount: number; email: string; expiresAt: Date } | null> {
  if (!code || code.length > OFFER_CODE_MAX_LENGTH) return null;
  const [row] = await db
    .select()
    .from(ticketWaitlist)
    .where(eq(ticketWaitlist.offerHash, hashOfferCode(code)));
  if (!row?.offerExpiresAt) return null;
  return { state: offerState(row, now), amount: row.amount, email: row.email, expiresAt: row.offerExpiresAt };
}

/**
 * The offer an order is placed with, its row locked until the order commits: two orders with
 * one link wait for each other and the second finds it used (decision 082).
 */
export async function lockRedeemableOffer(tx: Tx, code: string, now: Date): Promise<WaitlistRow> {
  const [row] =
    code.length > OFFER_CODE_MAX_LENGTH
      ? []
      : await tx
          .select()
          .from(ticketWaitlist)
          .where(eq(ticketWaitlist.offerHash, hashOfferCode(code)))
          .for('update');
  if (!row) throw new AppError('TicketOffer.invalid', { field: 'offer' });
  const state = offerState(row, now);
  if (state === 'used') throw new AppError('TicketOffer.used', { field: 'offer' });
  if (state === 'expired') throw new AppError('TicketOffer.expired', { field: 'offer' });
  return row;
}

/** Spends the offer on the order placed with it, in the order's transaction. */
export async function spendOffer(tx: Tx, id: number, orderId: number, now: Date): Promise<void> {
  await tx.update(ticketWaitlist).set({ orderId, offerUsedAt: now, updated_at: now }).where(eq(ticketWaitlist.id, id));
}
