/**
 * The payment ledger (issue 27 items 2, 3 and 8; decisions 075, 076) on a real database: statement
 * lines booked on the bank's day, partial and completing payments, an overpayment, a statement
 * read twice, an unmatched line assigned later, a payment taken back by a reversing row, refunds
 * after a cancel, the ledger under parallel statements and manual payments on one order, and the
 * CSV exports (days in Prague around midnight, semicolons, formula cells made inert).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { accessCodes, auditLog, mailOutbox, orderPayments, ticketOrders } from '../../db/schema';
import type { AdminPayment } from '../../core/payments/find-order-payments';
import type { BankLine } from '../../core/payments/find-bank-lines';
import type { Refund } from '../../core/refunds/find-refunds';
import type { AdminTicketOrder } from '../../core/tickets/order-admin-query';
import type { StatementReport } from '../../core/tickets/record-statement';
import { markOrderPaid } from '../../core/tickets/mark-order-paid';
import { issueDateOf } from '../../core/tickets/order-dates';
import { BEFORE_EVENTS, createAdmin, createTicketOrder, useDemoSupplier } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal } from '../../tests/refusal';
import { TEST_MAIL } from '../../tests/update-user';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let run = 0;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  await useDemoSupplier(t.database.db);
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

/** An order placed through the API: a real number, symbol and supplier, issued today. */
async function placeOrder(values: Record<string, unknown> = {}) {
  const res = await t.send('POST', '/api/buy-ticket', {
    body: { amount: 1, name: 'Jana Nováková', email: `ledger${++run}@example.test`, phone: '+420 601 234 567', ...values },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  return (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id)))[0]!;
}
const ok = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as T;
};
const code = async (res: Response) => refusal(await res.json()).code;
const getOrder = async (id: number) => ok<AdminTicketOrder>(await t.send('GET', `/api/ticket-orders/${id}`, { bearer: admin }));
const ledger = async (id: number) =>
  (await ok<{ data: AdminPayment[] }>(await t.send('GET', `/api/order-payments?orderId=${id}`, { bearer: admin }))).data;
const bankLines = async () => (await ok<{ data: BankLine[] }>(await t.send('GET', '/api/bank-lines', { bearer: admin }))).data;
const refunds = async (id: number) =>
  (await ok<{ data: Refund[] }>(await t.send('GET', `/api/refunds?orderId=${id}`, { bearer: admin }))).data;

const HEAD = 'ID pohybu;Datum;Objem;Měna;VS;Protiúčet;Zpráva pro příjemce';
let lineNo = 0;
/** A bank CSV line: its own movement id unless given, the amount in haléře. */
function line(o: { vs: string; minor: number; date?: string; account?: string; message?: string; id?: string }) {
  const id = o.id ?? `L${Date.now()}${++lineNo}`;
  const amount = `${Math.trunc(o.minor / 100)},${String(o.minor % 100).padStart(2, '0')}`;
  return `${id};${o.date ?? '13.10.2021'};${amount};CZK;${o.vs};${o.account ?? '19-2000145399/0800'};${o.message ?? 'Vstupenka'}`;
}
const upload = async (lines: string[]) =>
  ok<StatementReport>(
    await t.send('POST', '/api/ticket-orders/statement', {
      bearer: admin,
      raw: [HEAD, ...lines].join('\r\n'),
      headers: { 'Content-Type': 'text/csv' },
    }),
  );
const codesOf = (id: number) => t.database.db.$count(accessCodes, eq(accessCodes.orderId, id));

describe('statement lines go into the ledger on the bank’s day', () => {
  test('a line booked in the past pays its order on that day, not the upload day', async () => {
    const o = await placeOrder();
    const report = await upload([line({ vs: o.variableSymbol, minor: o.totalWithVat * 100, date: '13.10.2021' })]);
    expect(report.paid).toEqual([expect.objectContaining({ orderId: o.id, date: '2021-10-13', overpaidMinor: 0 })]);
    const paid = await getOrder(o.id);
    expect(paid).toMatchObject({ status: 'paid', paymentState: 'paid', paidMinor: o.totalWithVat * 100, missingMinor: 0 });
    // Noon of the bank's day in Prague (10:00 UTC in October's summer time).
    expect(paid.paidAt).toBe('2021-10-13T10:00:00.000Z');
    const rows = await ledger(o.id);
    expect(rows).toEqual([
      expect.objectContaining({
        bookedOn: '2021-10-13',
        source: 'statement',
        counterAccount: '19-2000145399/0800',
        recordedBy: admin.username,
      }),
    ]);
    expect(await codesOf(o.id)).toBe(1);
  });

  test('a partial payment leaves the order partly paid with what is missing; the second completes it on its day', async () => {
    const o = await placeOrder({ amount: 3 });
    const due = o.totalWithVat * 100;
    const first = await upload([line({ vs: o.variableSymbol, minor: 500_000, date: '10.10.2021' })]);
    expect(first.partial).toEqual([expect.objectContaining({ orderId: o.id, missingMinor: due - 500_000 })]);
    expect(await getOrder(o.id)).toMatchObject({
      status: 'awaiting',
      paymentState: 'partlyPaid',
      paidMinor: 500_000,
      missingMinor: due - 500_000,
      paidAt: null,
    });
    expect(await codesOf(o.id)).toBe(0);
    // The list filters on it.
    const list = await ok<{ data: AdminTicketOrder[] }>(
      await t.send('GET', `/api/ticket-orders?paymentState=partlyPaid&_q=${o.number}`, { bearer: admin }),
    );
    expect(list.data.map((r) => r.id)).toEqual([o.id]);

    const second = await upload([line({ vs: o.variableSymbol, minor: due - 500_000, date: '14.10.2021' })]);
    expect(second.paid).toEqual([expect.objectContaining({ orderId: o.id, overpaidMinor: 0 })]);
    expect(await getOrder(o.id)).toMatchObject({ status: 'paid', paymentState: 'paid', paidAt: '2021-10-14T10:00:00.000Z' });
    expect(await codesOf(o.id)).toBe(1);
  });

  test('an overpayment pays the order and shows the surplus; a later payment for a paid order adds to it', async () => {
    const o = await placeOrder();
    const due = o.totalWithVat * 100;
    const report = await upload([line({ vs: o.variableSymbol, minor: due + 10_000 })]);
    expect(report.paid).toEqual([expect.objectContaining({ orderId: o.id, overpaidMinor: 10_000 })]);
    expect(await getOrder(o.id)).toMatchObject({ status: 'paid', paymentState: 'overpaid', surplusMinor: 10_000 });
    const later = await upload([line({ vs: o.variableSymbol, minor: 5_000 })]);
    expect(later.notAwaiting).toEqual([expect.objectContaining({ orderId: o.id, status: 'paid' })]);
    expect(await getOrder(o.id)).toMatchObject({ paymentState: 'overpaid', surplusMinor: 15_000 });
    expect(await codesOf(o.id)).toBe(1);
  });

  test('the same statement read twice changes nothing', async () => {
    const o = await placeOrder({ amount: 2 });
    const lines = [line({ vs: o.variableSymbol, minor: 100_000 }), line({ vs: '55555555', minor: 7_700 })];
    const first = await upload(lines);
    expect(first.partial).toHaveLength(1);
    expect(first.unmatched).toHaveLength(1);
    const before = { rows: await ledger(o.id), order: await getOrder(o.id), lines: (await bankLines()).length };
    const second = await upload(lines);
    expect(second).toEqual({ paid: [], partial: [], notAwaiting: [], unmatched: [], alreadyRecorded: 2 });
    expect({ rows: await ledger(o.id), order: await getOrder(o.id), lines: (await bankLines()).length }).toEqual(before);
  });
});

describe('unmatched lines', () => {
  test('a line with a wrong symbol waits in the list until an Admin assigns it; then it pays on the bank’s day', async () => {
    const o = await placeOrder();
    const report = await upload([
      line({ vs: '12345', minor: o.totalWithVat * 100, date: '12.10.2021', message: `Za ${o.number}` }),
    ]);
    expect(report.unmatched).toHaveLength(1);
    const waiting = (await bankLines()).find((l) => l.id === report.unmatched[0]!.lineId);
    expect(waiting).toMatchObject({ date: '2021-10-12', amountMinor: o.totalWithVat * 100, message: `Za ${o.number}` });

    const unknown = await t.send('POST', `/api/bank-lines/${waiting!.id}/assign`, {
      bearer: admin,
      body: { order: '1999-9999' },
    });
    expect(unknown.status).toBe(400);
    expect(await code(unknown)).toBe('BankLine.noOrder');

    const assigned = await ok<{ data: AdminTicketOrder }>(
      await t.send('POST', `/api/bank-lines/${waiting!.id}/assign`, { bearer: admin, body: { order: o.number } }),
    );
    expect(assigned.data).toMatchObject({ status: 'paid', paymentState: 'paid', paidAt: '2021-10-12T10:00:00.000Z' });
    expect((await bankLines()).map((l) => l.id)).not.toContain(waiting!.id);
    const again = await t.send('POST', `/api/bank-lines/${waiting!.id}/assign`, { bearer: admin, body: { order: o.number } });
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('BankLine.assigned');
    expect(await codesOf(o.id)).toBe(1);
  });

  test('only Admins see and assign lines', async () => {
    expect((await t.send('GET', '/api/bank-lines')).status).toBe(401);
    expect((await t.send('POST', '/api/bank-lines/1/assign', { body: { order: '2021-0001' } })).status).toBe(401);
  });
});

describe('taking a payment back', () => {
  test('adds a reversing row; a paid order left short awaits again with its codes revoked, and the line waits to be assigned', async () => {
    const o = await placeOrder();
    const report = await upload([line({ vs: o.variableSymbol, minor: o.totalWithVat * 100 })]);
    const [payment] = await ledger(o.id);
    const back = await ok<{ changed: boolean }>(
      await t.send('POST', `/api/order-payments/${payment!.id}/reverse`, { bearer: admin }),
    );
    expect(back.changed).toBe(true);
    const rows = await ledger(o.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: payment!.id, amountMinor: o.totalWithVat * 100, reversedById: rows[1]!.id });
    expect(rows[1]).toMatchObject({ amountMinor: -o.totalWithVat * 100, reversesId: payment!.id, source: 'statement' });
    expect(await getOrder(o.id)).toMatchObject({ status: 'awaiting', paymentState: 'awaiting', paidMinor: 0, paidAt: null });
    const [code0] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.orderId, o.id));
    expect(code0!.revokedAt).not.toBeNull();
    expect((await bankLines()).map((l) => l.id)).toContain(report.paid[0]!.lineId);

    const twice = await ok<{ changed: boolean }>(
      await t.send('POST', `/api/order-payments/${payment!.id}/reverse`, { bearer: admin }),
    );
    expect(twice.changed).toBe(false);
    const ofReversal = await t.send('POST', `/api/order-payments/${rows[1]!.id}/reverse`, { bearer: admin });
    expect(ofReversal.status).toBe(400);
    expect(await code(ofReversal)).toBe('Payment.reverse.reversal');

    // Assigned again, the line pays the order again with a new code.
    await ok(
      await t.send('POST', `/api/bank-lines/${report.paid[0]!.lineId}/assign`, { bearer: admin, body: { order: o.number } }),
    );
    expect(await getOrder(o.id)).toMatchObject({ status: 'paid', paymentState: 'paid' });
    expect(await codesOf(o.id)).toBe(2);
  });

  test('a manual entry defaults to what is missing, on the given day; "take back" reverses every payment', async () => {
    const o = await placeOrder({ amount: 2 });
    const due = o.totalWithVat * 100;
    // The day in the invoices' time zone: between 23:00 and 24:00 UTC, Prague is a day ahead.
    const today = issueDateOf(new Date());
    await upload([line({ vs: o.variableSymbol, minor: 300_000 })]);
    const paid = await ok<{ data: AdminTicketOrder; changed: boolean }>(
      await t.send('POST', `/api/ticket-orders/${o.id}/paid`, {
        bearer: admin,
        body: { paidOn: o.issuedOn, counterAccount: '2900112233/2010', message: 'Hotově na recepci' },
      }),
    );
    expect(paid).toMatchObject({ changed: true, data: { status: 'paid', paymentState: 'paid', paidMinor: due } });
    const rows = await ledger(o.id);
    expect(rows.map((r) => [r.source, r.amountMinor])).toEqual([
      ['statement', 300_000],
      ['manual', due - 300_000],
    ]);
    expect(rows[1]).toMatchObject({ bookedOn: o.issuedOn, counterAccount: '2900112233/2010', recordedBy: admin.username });

    const unpaid = await ok<{ data: AdminTicketOrder }>(
      await t.send('POST', `/api/ticket-orders/${o.id}/unpaid`, { bearer: admin }),
    );
    expect(unpaid.data).toMatchObject({ status: 'awaiting', paymentState: 'awaiting', paidMinor: 0 });
    const after = await ledger(o.id);
    expect(after).toHaveLength(4);
    expect(after.filter((r) => r.amountMinor < 0).map((r) => r.bookedOn)).toEqual([today, today]);
    // The audit keeps the take-back with the codes it revoked.
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-orders'), eq(auditLog.entityId, o.id)));
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });
});

describe('refunds', () => {
  test('cancelling a paid order makes a refund per account it came from; the mail says what goes back where', async () => {
    const o = await placeOrder({ amount: 2, locale: 'cs' });
    const due = o.totalWithVat * 100;
    await upload([line({ vs: o.variableSymbol, minor: 1_000_000, account: '123456789/0800' })]);
    await ok(await t.send('POST', `/api/ticket-orders/${o.id}/paid`, { bearer: admin, body: {} }));
    await ok(await t.send('POST', `/api/ticket-orders/${o.id}/cancel`, { bearer: admin }));
    const list = await refunds(o.id);
    expect(list.map((r) => [r.counterAccount, r.amountMinor, r.state])).toEqual([
      ['123456789/0800', 1_000_000, 'toRefund'],
      ['', due - 1_000_000, 'toRefund'],
    ]);
    expect(await getOrder(o.id)).toMatchObject({ status: 'cancelled', paymentState: 'cancelled', paidMinor: due });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, o.email), eq(mailOutbox.template, 'ticket-order-cancelled')));
    expect(mail!.text).toContain('Zaplacenou částku 10\u00a0000,00\u00a0Kč vám vrátíme na účet 123456789/0800');

    // The accountant marks one refunded on a day; again is harmless; a day before it arose is refused.
    const early = await t.send('POST', `/api/refunds/${list[0]!.id}/refunded`, {
      bearer: admin,
      body: { refundedOn: '2020-01-01' },
    });
    expect(early.status).toBe(400);
    expect(await code(early)).toBe('Refund.refundedOn.range');
    const done = await ok<{ data: Refund; changed: boolean }>(
      await t.send('POST', `/api/refunds/${list[0]!.id}/refunded`, { bearer: admin, body: {} }),
    );
    expect(done).toMatchObject({ changed: true, data: { state: 'refunded', refundedBy: admin.username } });
    const again = await ok<{ changed: boolean }>(await t.send('POST', `/api/refunds/${list[0]!.id}/refunded`, { bearer: admin }));
    expect(again.changed).toBe(false);
    const toDo = await ok<{ data: Refund[] }>(await t.send('GET', '/api/refunds?state=toRefund', { bearer: admin }));
    expect(toDo.data.map((r) => r.id)).toContain(list[1]!.id);
    expect(toDo.data.map((r) => r.id)).not.toContain(list[0]!.id);
    // A taken-back payment on a cancelled order is refused: its money is the refund's.
    const [first] = await ledger(o.id);
    expect(await code(await t.send('POST', `/api/order-payments/${first!.id}/reverse`, { bearer: admin }))).toBe(
      'Payment.reverse.cancelled',
    );
  });

  test('a partly paid order cancelled refunds what came; money arriving after the cancel becomes a refund too', async () => {
    const o = await placeOrder();
    await upload([line({ vs: o.variableSymbol, minor: 200_000, account: '1111/0100' })]);
    await ok(await t.send('POST', `/api/ticket-orders/${o.id}/cancel`, { bearer: admin }));
    expect((await refunds(o.id)).map((r) => r.amountMinor)).toEqual([200_000]);
    const late = await upload([line({ vs: o.variableSymbol, minor: 50_000, account: '2222/0300' })]);
    expect(late.notAwaiting).toEqual([expect.objectContaining({ orderId: o.id, status: 'cancelled' })]);
    expect((await refunds(o.id)).map((r) => [r.counterAccount, r.amountMinor])).toEqual([
      ['1111/0100', 200_000],
      ['2222/0300', 50_000],
    ]);
  });

  test('an awaiting order cancelled with nothing paid makes no refund, and its mail promises none', async () => {
    const o = await placeOrder({ locale: 'en' });
    await ok(await t.send('POST', `/api/ticket-orders/${o.id}/cancel`, { bearer: admin }));
    expect(await refunds(o.id)).toEqual([]);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, o.email), eq(mailOutbox.template, 'ticket-order-cancelled')));
    expect(mail!.text).not.toContain('refund');
  });
});

describe('the ledger under races', () => {
  test('20 parallel statements and manual payments on one order: every line once, the sum exact, one settlement', async () => {
    const o = await placeOrder({ amount: 5 });
    const due = o.totalWithVat * 100;
    // 10 distinct lines of a tenth each, every statement carrying two of them (so each line is in two statements).
    const tenth = Math.ceil(due / 10);
    const lines = Array.from({ length: 10 }, (_, i) => line({ vs: o.variableSymbol, minor: tenth, id: `R${o.id}x${i}` }));
    const statements = Array.from({ length: 20 }, (_, i) => [lines[i % 10]!, lines[(i + 1) % 10]!]);
    const results = await Promise.all([
      ...statements.map((s) =>
        t.send('POST', '/api/ticket-orders/statement', {
          bearer: admin,
          raw: [HEAD, ...s].join('\r\n'),
          headers: { 'Content-Type': 'text/csv' },
        }),
      ),
      ...Array.from({ length: 5 }, () =>
        t.send('POST', `/api/ticket-orders/${o.id}/paid`, { bearer: admin, body: { amountMinor: 1_000 } }),
      ),
    ]);
    for (const res of results) expect(res.status, await res.clone().text()).toBe(200);
    const rows = await t.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, o.id));
    const statementRows = rows.filter((r) => r.source === 'statement');
    expect(new Set(statementRows.map((r) => r.bankPaymentId)).size).toBe(10);
    expect(statementRows).toHaveLength(10);
    const sum = rows.reduce((n, r) => n + r.amountMinor, 0);
    const [final] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, o.id));
    expect(final!.paidMinor).toBe(sum);
    expect(final!.status).toBe('paid');
    expect(final!.paymentState).toBe(sum > due ? 'overpaid' : 'paid');
    expect(await codesOf(o.id)).toBe(1);
    expect(
      await t.database.db.$count(mailOutbox, and(eq(mailOutbox.to, o.email), eq(mailOutbox.template, 'ticket-order-paid'))),
    ).toBe(1);
    // paidAt is the day of the row that reached the total: the ledger's running sum crosses the total exactly once.
    let running = 0;
    const crossing = [...rows].sort((a, b) => a.id - b.id).find((r) => (running += r.amountMinor) >= due);
    expect(issueDateOf(final!.paidAt!)).toBe(crossing!.bookedOn);
  });
});

describe('CSV exports', () => {
  const csv = async (path: string) => {
    const res = await t.send('GET', path, { bearer: admin });
    expect(res.status, await res.clone().text()).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    return parse(text, { bom: true, delimiter: ';' }) as string[][];
  };

  test('a payment at 00:01 Prague time is dated that day; 23:59 the day before', async () => {
    const mark = `Midnight${Date.now()}`;
    const early = await createTicketOrder(t.database.db, { name: `${mark} A`, issuedOn: '2021-10-01' });
    const late = await createTicketOrder(t.database.db, { name: `${mark} B`, issuedOn: '2021-10-01' });
    const mail = TEST_MAIL;
    // 00:01 on 13 October in Prague is 22:01 UTC on the 12th; 23:59 on the 12th is 21:59 UTC.
    await markOrderPaid(t.database.db, { viewer: admin, id: early.id, mail, now: new Date('2021-10-12T22:01:00Z') });
    await markOrderPaid(t.database.db, { viewer: admin, id: late.id, mail, now: new Date('2021-10-12T21:59:00Z') });
    const rows = await csv(`/api/ticket-orders.csv?_q=${mark}&_sort=name:ASC`);
    const paidOn = rows[0]!.indexOf('Zaplaceno dne');
    expect(rows.slice(1).map((r) => [r[8], r[paidOn]])).toEqual([
      [`${mark} A`, '2021-10-13'],
      [`${mark} B`, '2021-10-12'],
    ]);
    // A column per amount, decimal commas.
    const header = rows[0]!;
    expect(header).toEqual(expect.arrayContaining(['Bez DPH', 'DPH', 'S DPH', 'Přijato', 'Chybí', 'Přeplatek']));
    expect(rows[1]![header.indexOf('S DPH')]).toBe('13189,00');
    expect(rows[1]![header.indexOf('Přijato')]).toBe('13189,00');
    expect(rows[1]![header.indexOf('Chybí')]).toBe('0,00');

    const payments = await csv(`/api/order-payments.csv?orderId=${early.id}`);
    expect(payments[0]![0]).toBe('Datum zaúčtování');
    expect(payments[1]!.slice(0, 4)).toEqual(['2021-10-13', early.number, early.variableSymbol, '13189,00']);
    expect(payments[1]![payments[0]!.indexOf('Zapsáno')]).toBe('2021-10-13 00:01');

    // The orders list's form for a period sends the day left out as an empty field: no limit.
    const period = (from: string, to: string) =>
      csv(`/api/order-payments.csv?_locale=cs&bookedOn_gte=${from}&bookedOn_lte=${to}&orderId=${early.id}`);
    expect((await period('', '2021-10-13')).length).toBe(2);
    expect((await period('2021-10-13', '')).length).toBe(2);
    expect((await period('', '2021-10-12')).length).toBe(1);
    expect((await period('2021-10-14', '')).length).toBe(1);
  });

  test('formula cells are inert in every export; negative amounts stay numbers', async () => {
    const o = await placeOrder({ name: '=HYPERLINK("http://x.test")', phone: '+420 601 234 567' });
    await upload([line({ vs: o.variableSymbol, minor: o.totalWithVat * 100, message: '@SUM(A1:A9)', account: '-1/0100' })]);
    const [payment] = await ledger(o.id);
    await ok(await t.send('POST', `/api/order-payments/${payment!.id}/reverse`, { bearer: admin }));
    await ok(
      await t.send('POST', `/api/ticket-orders/${o.id}/paid`, {
        bearer: admin,
        body: { message: '=1+1', counterAccount: '+42' },
      }),
    );
    await ok(await t.send('POST', `/api/ticket-orders/${o.id}/cancel`, { bearer: admin }));

    const orders = await csv(`/api/ticket-orders.csv?_q=${o.number}&_locale=en`);
    expect(orders[1]![orders[0]!.indexOf('Name')]).toBe(`'=HYPERLINK("http://x.test")`);
    expect(orders[1]![orders[0]!.indexOf('Phone')]).toBe("'+420 601 234 567");
    const payments = await csv(`/api/order-payments.csv?orderId=${o.id}&_locale=en`);
    const at = (name: string) => payments[0]!.indexOf(name);
    expect(payments.slice(1).map((r) => [r[at('Amount')], r[at('Message')], r[at('Counter-account')]])).toEqual([
      [`${o.totalWithVat},00`, "'@SUM(A1:A9)", "'-1/0100"],
      [`-${o.totalWithVat},00`, "'@SUM(A1:A9)", "'-1/0100"],
      [`${o.totalWithVat},00`, "'=1+1", "'+42"],
    ]);
    const refundRows = await csv(`/api/refunds.csv?orderId=${o.id}`);
    expect(refundRows[0]![0]).toBe('Objednávka');
    expect(refundRows[1]![refundRows[0]!.indexOf('Na účet')]).toBe("'+42");
    expect(refundRows[1]![refundRows[0]!.indexOf('Stav')]).toBe('k vrácení');
  });

  test('only Admins download them', async () => {
    for (const path of ['/api/order-payments.csv', '/api/refunds.csv', '/api/order-payments', '/api/refunds']) {
      expect((await t.send('GET', path)).status, path).toBe(401);
    }
    expect((await t.send('GET', '/api/order-payments.csv?nope=1', { bearer: admin })).status).toBe(400);
  });
});
