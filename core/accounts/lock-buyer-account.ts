import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../errors/app-error';

/**
 * Holds the account a write is for (a ticket order) until the write commits: `for key share`,
 * which the account's deletion (`for update`) waits for, and which waits for a deletion under
 * way. An account deleted meanwhile is refused as a signed-out session (decision 155).
 */
export async function lockBuyerAccount(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!row) throw new AppError('Request.unauthorized');
}
