/**
 * A mistaken "paid" taken back (decision 074), and the payment's day given with "paid": the
 * order goes back to awaiting payment while none of its tickets was claimed by someone else,
 * its codes stop working, and paying again issues new ones.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { accessCodes, mailOutbox, ROLE, ticketOrders, tickets } from '../../db/schema';
import { checkAccessCode } from '../../core/livestreams/check-access-code';
import { issueDateOf } from '../../core/tickets/order-dates';
import { createAdmin, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { hasTicketNow } from '../../core/editions/current-edition';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let run = 0;
beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

type Change = { changed: boolean; data: { status: string; paidAt: string | null } };
const post = async (path: string, body?: unknown) => {
  const res = await t.send('POST', path, { bearer: admin, ...(body === undefined ? {} : { body }) });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Change) : null, res };
};
const profile = { roleId: ROLE.confirmed, firstName: 'Eva', lastName: 'Malá', phone: '+420 601 234 567', hasTicket: false };
async function placeOrder(buyer: { id: number; tokenVersion: number } | null, amount = 2) {
  const res = await t.send('POST', '/api/buy-ticket', {
    ...(buyer ? { cookie: buyer } : {}),
    body: { amount, name: 'Jana Nováková', email: `unpaid${++run}@example.test`, phone: '+420 601 234 567' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  return (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id)))[0]!;
}
const codesMails = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'ticket-order-paid')));
const accessCodeIn = (text: string) => text.match(/INNO-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];
const hasTicket = (id: number) => hasTicketNow(t.database.db, id);

describe('taking back a mistaken payment', () => {
  test('the order awaits payment again, its codes stop working, the buyer’s own ticket goes; paying again issues new codes', async () => {
    const buyer = await createUser(t.database.db, profile);
    const order = await placeOrder(buyer);
    expect((await post(`/api/ticket-orders/${order.id}/paid`)).status).toBe(200);
    const [first] = await codesMails(order.email);
    const oldTickets = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(await hasTicket(buyer.id)).toBe(true);

    const undo = await post(`/api/ticket-orders/${order.id}/unpaid`);
    expect(undo.body).toMatchObject({ changed: true, data: { status: 'awaiting', paidAt: null } });
    expect(await checkAccessCode(t.database.db, accessCodeIn(first!.text))).toBeNull();
    expect(await t.database.db.$count(tickets, and(eq(tickets.orderId, order.id), isNull(tickets.voidedAt)))).toBe(0);
    expect(await hasTicket(buyer.id)).toBe(false);
    const claim = await t.send('POST', '/api/tickets/claim', {
      bearer: await createUser(t.database.db, profile),
      body: { code: oldTickets.find((x) => x.holderUserId === null)!.code },
    });
    expect((await refusalOf(claim)).code).toBe('Ticket.code.cancelled');
    expect((await post(`/api/ticket-orders/${order.id}/unpaid`)).body).toMatchObject({ changed: false });

    expect((await post(`/api/ticket-orders/${order.id}/paid`)).status).toBe(200);
    const mails = await codesMails(order.email);
    expect(mails).toHaveLength(2);
    expect(await checkAccessCode(t.database.db, accessCodeIn(mails[1]!.text))).not.toBeNull();
    const valid = await t.database.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, order.id), isNull(tickets.voidedAt)));
    expect(valid).toHaveLength(2);
    expect(valid.map((x) => x.code)).not.toContain(oldTickets[0]!.code);
    expect(await hasTicket(buyer.id)).toBe(true);
    expect(await t.database.db.$count(accessCodes, and(eq(accessCodes.orderId, order.id), isNull(accessCodes.revokedAt)))).toBe(
      1,
    );
  });

  test('refused once a colleague claimed a ticket, until it is released; refused for a cancelled order', async () => {
    const order = await placeOrder(null);
    await post(`/api/ticket-orders/${order.id}/paid`);
    const [ticket] = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const colleague = await createUser(t.database.db, profile);
    expect((await t.send('POST', '/api/tickets/claim', { bearer: colleague, body: { code: ticket!.code } })).status).toBe(200);
    const refused = await post(`/api/ticket-orders/${order.id}/unpaid`);
    expect(refused.status).toBe(409);
    expect(await refusalOf(refused.res)).toMatchObject({ code: 'TicketOrder.unpaid.claimed' });
    expect((await t.send('POST', '/api/tickets/release', { bearer: admin, body: { code: ticket!.code } })).status).toBe(200);
    expect((await post(`/api/ticket-orders/${order.id}/unpaid`)).status).toBe(200);

    await post(`/api/ticket-orders/${order.id}/cancel`);
    const cancelled = await post(`/api/ticket-orders/${order.id}/unpaid`);
    expect(cancelled.status).toBe(409);
    expect(await refusalOf(cancelled.res)).toMatchObject({ code: 'TicketOrder.unpaid.notPaid' });
  });

  test('Admins only', async () => {
    const order = await createTicketOrder(t.database.db);
    expect((await t.send('POST', `/api/ticket-orders/${order.id}/unpaid`)).status).toBe(401);
    const member = await createUser(t.database.db);
    expect((await t.send('POST', `/api/ticket-orders/${order.id}/unpaid`, { bearer: member })).status).toBe(403);
  });
});

describe('the payment’s day', () => {
  test('a past day between the issue and today is stored as its noon in Prague; today is now', async () => {
    const order = await createTicketOrder(t.database.db, { issuedOn: '2021-10-01' });
    const paid = await post(`/api/ticket-orders/${order.id}/paid`, { paidOn: '2021-10-05' });
    expect(paid.body!.data.paidAt).toBe('2021-10-05T10:00:00.000Z');
    const today = await createTicketOrder(t.database.db, { issuedOn: '2021-10-01' });
    const before = Date.now();
    const paidToday = await post(`/api/ticket-orders/${today.id}/paid`, { paidOn: issueDateOf(new Date()) });
    expect(Date.parse(paidToday.body!.data.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('before the order was issued, in the future, or not a day: 400 on the field, nothing paid', async () => {
    const order = await createTicketOrder(t.database.db, { issuedOn: '2021-10-01' });
    for (const paidOn of ['2021-09-30', '2999-01-01']) {
      const res = await post(`/api/ticket-orders/${order.id}/paid`, { paidOn });
      expect(res.status).toBe(400);
      expect(await refusalOf(res.res)).toMatchObject({ code: 'TicketOrder.paidOn.range', field: 'paidOn' });
    }
    expect((await post(`/api/ticket-orders/${order.id}/paid`, { paidOn: 'yesterday' })).status).toBe(400);
    expect((await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id)))[0]!.status).toBe('awaiting');
  });
});
