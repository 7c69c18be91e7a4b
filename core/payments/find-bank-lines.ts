import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { bankPayments, orderPayments } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { iso, instantSchema } from '../serialize/instant';
import { authorized } from '../authorization/authorize';

export const bankLineSchema = z.object({
  id: z.number().int(),
  bankId: z.string().describe('The bank’s id of the movement'),
  date: z.iso.date().describe('The bank’s booking day'),
  amountMinor: z.number().int().describe('Haléře'),
  currency: z.string(),
  variableSymbol: z.string(),
  counterAccount: z.string(),
  message: z.string(),
  created_at: instantSchema.describe('When the statement was read'),
});
export type BankLine = z.infer<typeof bankLineSchema>;

/** What a statement line is held by: the sum of the ledger rows that name it (a reversal frees it). */
export const heldMinor = sql<string>`coalesce((select sum(${orderPayments.amountMinor}) from ${orderPayments} where ${orderPayments.bankPaymentId} = ${bankPayments.id}), 0)`;

/**
 * The statement lines no order holds (Admins, decision 075): money read from a statement whose
 * symbol named no order, in another currency, or taken back from an order, waiting for an Admin
 * to assign it. Oldest booking first.
 */
export async function findBankLines(db: Db, opts: { viewer: Viewer | null }): Promise<BankLine[]> {
  authorized(opts.viewer, 'tickets.manage');
  const rows = await db
    .select()
    .from(bankPayments)
    .where(sql`${gt(bankPayments.amountMinor, 0)} and ${heldMinor} = 0`)
    .orderBy(asc(bankPayments.date), desc(bankPayments.id));
  return rows.map(serializeBankLine);
}

export function serializeBankLine(row: typeof bankPayments.$inferSelect): BankLine {
  return {
    id: row.id,
    bankId: row.bankId,
    date: row.date,
    amountMinor: row.amountMinor,
    currency: row.currency,
    variableSymbol: row.variableSymbol,
    counterAccount: row.counterAccount,
    message: row.message,
    created_at: iso(row.created_at),
  };
}

/** A statement line read under its row lock: two Admins assigning it at once act one after the other. */
export async function lockBankLine(tx: Tx, id: number) {
  const [row] = await tx.select().from(bankPayments).where(eq(bankPayments.id, id)).for('update');
  return row;
}
