import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { tickets } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createTicketOrder, createUser } from '../../tests/factories';
import { findAccessCodeMail } from './find-access-code-mail';
import { newTicketCode } from './ticket-code';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const paid = { status: 'paid' as const, paidAt: new Date('2021-10-02T10:00:00Z') };

describe('where a ticket holder’s conference password went', () => {
  it('to the buyer: their newest paid order’s e-mail, not an unpaid or cancelled one', async () => {
    const { db } = database;
    const buyer = await createUser(db, { hasTicket: true });
    const older = await createTicketOrder(db, { userId: buyer.id, ...paid, email: 'old@example.test' });
    const newer = await createTicketOrder(db, {
      userId: buyer.id,
      status: 'paid',
      paidAt: new Date('2021-10-03T10:00:00Z'),
      email: 'eva@example.test',
    });
    await createTicketOrder(db, { userId: buyer.id, email: 'unpaid@example.test' });
    await createTicketOrder(db, { userId: buyer.id, status: 'cancelled', email: 'gone@example.test' });
    await db.insert(tickets).values({ orderId: older.id, code: newTicketCode(), holderUserId: buyer.id, claimedAt: new Date() });
    expect(await findAccessCodeMail(db, buyer)).toEqual({ kind: 'buyer', orderNumber: newer.number, email: 'eva@example.test' });
  });

  it('to whoever ordered a colleague’s ticket, while the ticket is valid', async () => {
    const { db } = database;
    const colleague = await createUser(db, { hasTicket: true });
    const order = await createTicketOrder(db, { userId: (await createUser(db)).id, ...paid });
    await db
      .insert(tickets)
      .values({ orderId: order.id, code: newTicketCode(), holderUserId: colleague.id, claimedAt: new Date() });
    expect(await findAccessCodeMail(db, colleague)).toEqual({ kind: 'colleague', orderNumber: order.number });

    await db.update(tickets).set({ voidedAt: new Date() }).where(eq(tickets.holderUserId, colleague.id));
    expect(await findAccessCodeMail(db, { id: colleague.id, hasTicket: false })).toBeNull();
  });

  it('a granted or declared ticket from no order: the general answer; no ticket: nothing', async () => {
    const { db } = database;
    expect(await findAccessCodeMail(db, await createUser(db, { hasTicket: true }))).toEqual({ kind: 'granted' });
    expect(await findAccessCodeMail(db, await createUser(db))).toBeNull();
  });
});
