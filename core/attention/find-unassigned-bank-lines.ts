import { asc, count, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankPayments } from '../../db/schema';
import { canManageTickets, type Viewer } from '../accounts/policy';
import { heldMinor } from '../payments/find-bank-lines';
import { ATTENTION_ITEMS, type AttentionList } from './attention-list';

export type UnassignedBankLine = {
  id: number;
  date: string;
  amountMinor: number;
  currency: string;
  variableSymbol: string;
  counterAccount: string;
};

/**
 * Statement lines no order holds (decision 075), the oldest booking first: money in the bank
 * that no order shows until an Admin assigns it. Admins only; null for anyone else.
 */
export async function findUnassignedBankLines(
  db: Db,
  opts: { viewer: Viewer },
): Promise<AttentionList<UnassignedBankLine> | null> {
  if (!canManageTickets(opts.viewer)) return null;
  const unassigned = sql`${gt(bankPayments.amountMinor, 0)} and ${heldMinor} = 0`;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: bankPayments.id,
        date: bankPayments.date,
        amountMinor: bankPayments.amountMinor,
        currency: bankPayments.currency,
        variableSymbol: bankPayments.variableSymbol,
        counterAccount: bankPayments.counterAccount,
      })
      .from(bankPayments)
      .where(unassigned)
      .orderBy(asc(bankPayments.date), desc(bankPayments.id))
      .limit(ATTENTION_ITEMS),
    db.select({ n: count() }).from(bankPayments).where(unassigned),
  ]);
  return { total: Number(total?.n ?? 0), items };
}
