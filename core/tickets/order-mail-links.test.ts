import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createAdmin, createTicketOrder, createUser } from '../../tests/factories';
import { TEST_MAIL } from '../../tests/update-user';
import { markOrderPaid } from './mark-order-paid';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The codes mail a paid order sends its buyer. */
async function codesMail(order: { id: number; email: string }) {
  const { db } = database;
  await markOrderPaid(db, { viewer: await createAdmin(db), id: order.id, mail: TEST_MAIL });
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.template, 'ticket-order-paid')));
  return mail!;
}

describe("a paid order's mail links the buyer's account (issue 33)", () => {
  it('shows the My account button, in the order’s language, to a buyer with an account', async () => {
    const buyer = await createUser(database.db);
    const order = await createTicketOrder(database.db, { userId: buyer.id, email: buyer.email, locale: 'en' });
    const mail = await codesMail(order);
    expect(mail.text).toContain('https://innoweek.test/en/user/me');
    expect(mail.html).toMatch(/href="https:\/\/innoweek\.test\/en\/user\/me"[^>]*>My account</);
    const czech = await createTicketOrder(database.db, { userId: buyer.id, email: `cs.${buyer.email}`, locale: 'cs' });
    expect((await codesMail(czech)).text).toContain('https://innoweek.test/user/me');
  });

  it('has no account button for a guest’s order', async () => {
    const order = await createTicketOrder(database.db, { userId: null, email: `guest${Date.now()}@example.test`, locale: 'en' });
    const mail = await codesMail(order);
    expect(mail.text).not.toContain('/user/me');
    expect(mail.html).not.toContain('/user/me');
  });
});
