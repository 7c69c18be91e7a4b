/**
 * An order's history and internal notes (decision 079) on a real database: only ticket managers
 * read the history or add a note, a note is checked and lands in the audit log, and the history
 * holds the placing, each state change with who made it, the documents, every mail with its
 * state, and the notes, newest first.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, ROLE, ticketOrders } from '../../db/schema';
import type { OrderHistoryEntry } from '../../core/tickets/find-order-history';
import { createAdmin, createUser, useDemoSupplier } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let run = 0;

beforeAll(async () => {
  t = await createWriteTestContext();
  await useDemoSupplier(t.database.db);
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

async function placeOrder() {
  const res = await t.send('POST', '/api/buy-ticket', {
    body: { amount: 1, name: 'Jana Nováková', email: `history${++run}@example.test`, phone: '+420 601 234 567' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  return (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id)))[0]!;
}
const history = async (id: number) => {
  const res = await t.send('GET', `/api/ticket-orders/${id}/history`, { bearer: admin });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: OrderHistoryEntry[] }).data;
};

describe('internal notes', () => {
  test('only ticket managers add one: a guest 401, a member or an Organizer 403, the order unchanged', async () => {
    const order = await placeOrder();
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const organizer = await createUser(t.database.db, { roleId: ROLE.organizer });
    const body = { text: 'Zavolat kvůli platbě.' };
    expect((await t.send('POST', `/api/ticket-orders/${order.id}/notes`, { body })).status).toBe(401);
    for (const who of [member, organizer]) {
      const res = await t.send('POST', `/api/ticket-orders/${order.id}/notes`, { bearer: who, body });
      expect(res.status).toBe(403);
      expect((await refusalOf(res)).code).toBe('Ticket.forbidden');
      expect((await t.send('GET', `/api/ticket-orders/${order.id}/history`, { bearer: who })).status).toBe(403);
    }
    expect((await history(order.id)).filter((e) => e.type === 'note')).toEqual([]);
  });

  test('a note is trimmed, required, at most 2000 characters, on an order that exists; it is audited', async () => {
    const order = await placeOrder();
    const send = (text: string, id = order.id) =>
      t.send('POST', `/api/ticket-orders/${id}/notes`, { bearer: admin, body: { text } });
    const empty = await send('   ');
    expect(empty.status).toBe(400);
    expect(await refusalOf(empty)).toMatchObject({ code: 'Form.error.required', field: 'text' });
    const long = await send('x'.repeat(2001));
    expect(await refusalOf(long)).toMatchObject({ code: 'Form.error.tooLong', field: 'text' });
    expect((await send('Poznámka', 999_999)).status).toBe(404);

    const res = await send('  Kupující slíbil platbu do pátku.  ');
    expect(res.status).toBe(201);
    const note = (await res.json()) as { id: number; author: string; text: string };
    expect(note).toMatchObject({ author: admin.username, text: 'Kupující slíbil platbu do pátku.' });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-order-notes'), eq(auditLog.entityId, note.id)));
    expect(audited).toMatchObject({ action: 'create', actorId: admin.id, label: order.number });
    expect(audited!.changes).toContainEqual({ field: 'note', after: 'Kupující slíbil platbu do pátku.' });
  });
});

describe('the history', () => {
  test('holds the placing, the mails with their state, each change with who made it, the documents and the notes, newest first', async () => {
    const order = await placeOrder();
    await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin });
    await t.send('POST', `/api/ticket-orders/${order.id}/notes`, { bearer: admin, body: { text: 'Zaplaceno převodem.' } });
    await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin });
    // Another order's mail never shows here.
    await placeOrder();

    const entries = await history(order.id);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries.at(-1)).toEqual({
      type: 'placed',
      at: order.created_at.toISOString(),
      by: 'Jana Nováková',
      number: order.number,
    });

    const mails = entries.filter((e) => e.type === 'mail');
    expect(mails.map((m) => m.template).sort()).toEqual(['ticket-order', 'ticket-order-cancelled', 'ticket-order-paid']);
    expect(mails.every((m) => m.to === order.email && m.status === 'kept' && m.sentAt === null)).toBe(true);
    const stored = await t.database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mails.map((m) => m.outboxId).sort()).toEqual(stored.map((m) => m.id).sort());

    const changes = entries.filter((e) => e.type === 'change');
    expect(changes.map((c) => c.by)).toEqual([admin.username, admin.username]);
    const statuses = changes.map((c) => c.changes.find((x) => x.field === 'status'));
    expect(statuses).toEqual([
      { field: 'status', before: 'paid', after: 'cancelled' },
      { field: 'status', before: 'awaiting', after: 'paid' },
    ]);
    const docs = entries.filter((e) => e.type === 'document');
    expect(docs.map((d) => d.kind)).toEqual(['creditNote', 'invoice']);
    expect(changes[1]!.changes).toContainEqual(expect.objectContaining({ field: 'invoice', after: docs[1]!.number }));
    expect(entries.filter((e) => e.type === 'note')).toEqual([
      expect.objectContaining({ by: admin.username, text: 'Zaplaceno převodem.' }),
    ]);
  });

  test('an unknown order is 404', async () => {
    expect((await t.send('GET', '/api/ticket-orders/999999/history', { bearer: admin })).status).toBe(404);
  });
});
