import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog, events, mailOutbox, ticketOrders, ticketWaitlist, users } from '../../db/schema';
import { assertAnotherAdminRemains } from '../accounts/keep-an-admin';
import { notFound } from '../errors/app-error';
import { lockSeatsOfUser } from '../signups/lock-seats-of-user';
import { fillFreeSeats } from '../signups/seats';
import type { SignupMail } from '../signups/signup-mail';

type UserRow = typeof users.$inferSelect;

/**
 * Removes an account and what hangs on it, keeping what accounting must (decision 155): its
 * orders keep the buyer as invoiced (the name, addresses, company ids and e-mail a tax document
 * printed; the phone, which none printed, goes), detached from the account. Seminar seats go to
 * the waiting list with its mail (the path a deleted account always took, decision 023);
 * stars, links, consents and sessions go with the row; the texts of mails sent to the account
 * and the values of audit entries about it are blanked. Call inside the caller's transaction.
 * The last active Admin is refused (decision 073).
 */
export async function eraseAccount(tx: Tx, opts: { userId: number; signupMail: SignupMail; now: Date }): Promise<UserRow> {
  const { userId } = opts;
  await assertAnotherAdminRemains(tx, userId);
  // The row lock orders the deletion against a ticket order of the same account (lockBuyerAccount).
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw notFound('User');
  // The seats' events are locked before the cascade frees the seats, so no join takes a freed
  // seat ahead of the queue.
  const seats = await lockSeatsOfUser(tx, userId);

  const addresses = [user.email.toLowerCase(), ...(user.billingEmail ? [user.billingEmail.toLowerCase()] : [])];
  await tx.update(ticketOrders).set({ phone: '' }).where(eq(ticketOrders.userId, userId));
  await tx.delete(ticketWaitlist).where(inArray(sql`lower(${ticketWaitlist.email})`, addresses));
  // Mail already out (or kept): the text goes; who it went to stays only where an order's history needs it.
  const done = and(inArray(sql`lower(${mailOutbox.to})`, addresses), ne(mailOutbox.status, 'pending'));
  // Nothing is composed onto a blanked message afterwards (decisions 157, 183).
  await tx.update(mailOutbox).set({ text: '', html: null, attachments: null, compose: null, documentId: null }).where(done);
  await tx
    .update(mailOutbox)
    .set({ to: '' })
    .where(and(done, isNull(mailOutbox.orderId)));
  await eraseAuditValues(tx, userId);

  await tx.delete(users).where(eq(users.id, userId));
  const present = sql`string_to_array(${events.users_present}, ',')`;
  await tx
    .update(events)
    .set({ users_present: sql`array_to_string(array_remove(${present}, ${String(userId)}), ',')` })
    .where(sql`${String(userId)} = any(${present})`);
  for (const event of seats) await fillFreeSeats(tx, event, opts.signupMail, opts.now);
  return user;
}

/** The audit entries about the account keep that something changed, not the values (its name, e-mail, address). */
async function eraseAuditValues(tx: Tx, userId: number): Promise<void> {
  const about = or(
    and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, userId)),
    and(eq(auditLog.entity, 'data-requests'), eq(auditLog.entityId, userId)),
  );
  const rows = await tx.select({ id: auditLog.id, changes: auditLog.changes }).from(auditLog).where(about);
  for (const row of rows)
    await tx
      .update(auditLog)
      .set({ label: `#${userId}`, changes: row.changes.map((c) => ({ field: c.field, redacted: 'secret' as const })) })
      .where(eq(auditLog.id, row.id));
}
