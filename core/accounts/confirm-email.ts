import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { ROLE, users } from '../../db/schema';
import { consumeAuthCode } from './auth-codes';

/**
 * Confirms the e-mail address behind a single-use confirmation code; returns the user. A
 * Registred account becomes a Confirmed member: proving the address is all membership takes
 * (docs/decisions/011). Other roles keep theirs. With the user comes the page the code was
 * asked from (registration or a new link), as it was stored: the caller checks it before use.
 */
export async function confirmEmail(db: Db, opts: { code: string }) {
  return db.transaction(async (tx) => {
    const { userId, redirectTo } = await consumeAuthCode(tx, { code: opts.code, kind: 'confirm' });
    return { ...(await markConfirmed(tx, userId)), redirectTo };
  });
}

/**
 * Sets the address confirmed; the first proof of it promotes a Registred account to Confirmed
 * member. An account already confirmed keeps its role, so an Admin's demotion stands.
 */
export async function markConfirmed(tx: Tx, userId: number, set: PgUpdateSetSource<typeof users> = {}) {
  const [user] = await tx
    .update(users)
    .set({
      ...set,
      confirmed: true,
      roleId: sql`case when ${users.roleId} = ${ROLE.registred} and not ${users.confirmed} then ${ROLE.confirmed} else ${users.roleId} end`,
    })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}
