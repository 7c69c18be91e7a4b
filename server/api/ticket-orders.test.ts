/**
 * The Admin order API (issue 9 item 6 and 8, decision 031) on a real database: list and totals,
 * one order, invoice and credit note PDFs, marking paid (one access code, mailed; twice
 * harmless; at once by many admins one code), cancelling (credit notes gapless under parallel
 * cancels; the order's tickets void, their holders without `hasTicket`, also against claims
 * racing the cancel, decision 053), the order's tickets, the CSV, and a bank statement read twice.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq, inArray, like } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  accessCodes,
  auditLog,
  bankPayments,
  EVENT_TYPE,
  eventJoins,
  mailOutbox,
  ROLE,
  ticketOrderDocuments,
  ticketOrders,
  tickets,
} from '../../db/schema';
import type { AdminOrderTicket } from '../../core/tickets/find-order-tickets';
import type { AdminTicketOrder, OrderTotals } from '../../core/tickets/order-admin-query';
import type { StatementReport } from '../../core/tickets/record-statement';
import { checkAccessCode } from '../../core/livestreams/check-access-code';
import {
  BEFORE_EVENTS,
  createAdmin,
  createEvent,
  createHall,
  createTicketOrder,
  createUser,
  useDemoSupplier,
} from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal } from '../../tests/refusal';
import { hasTicketNow } from '../../core/editions/current-edition';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let member: Awaited<ReturnType<typeof createUser>>;
let run = 0;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  await useDemoSupplier(t.database.db);
  admin = await createAdmin(t.database.db);
  member = await createUser(t.database.db);
});
afterAll(() => t.database.close());

/** An order placed through the API, so it carries a real invoice number and the supplier. */
async function placeOrder(values: Record<string, unknown> = {}, cookie: { id: number; tokenVersion: number } | null = null) {
  const res = await t.send('POST', '/api/buy-ticket', {
    ...(cookie ? { cookie } : {}),
    body: { amount: 1, name: 'Jana Nováková', email: `orders${++run}@example.test`, phone: '+420 601 234 567', ...values },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  return (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id)))[0]!;
}
/** Every answer these routes give, read loosely: a list, a change, or a statement's report. */
type Answer = {
  data: AdminTicketOrder & AdminTicketOrder[];
  changed: boolean;
  total: number;
  totals: OrderTotals;
} & StatementReport;
const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Answer;
};
const code = async (res: Response) => refusal(await res.json()).code;
async function pdfText(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('application/pdf');
  const proxy = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(proxy, { mergePages: true })).text;
}

describe('who may', () => {
  test('guests get 401, members 403, on every route', async () => {
    const order = await createTicketOrder(t.database.db);
    const routes: [string, string][] = [
      ['GET', '/api/ticket-orders'],
      ['GET', '/api/ticket-orders.csv'],
      ['GET', `/api/ticket-orders/${order.id}`],
      ['GET', `/api/ticket-orders/${order.id}/invoice.pdf`],
      ['GET', `/api/ticket-orders/${order.id}/credit-note.pdf`],
      ['POST', `/api/ticket-orders/${order.id}/paid`],
      ['POST', `/api/ticket-orders/${order.id}/unpaid`],
      ['POST', `/api/ticket-orders/${order.id}/cancel`],
      ['POST', '/api/ticket-orders/statement'],
    ];
    for (const [method, path] of routes) {
      const body = method === 'POST' ? { raw: 'x', headers: { 'Content-Type': 'text/plain' } } : {};
      const guest = await t.send(method, path, body);
      expect(guest.status, `${method} ${path}`).toBe(401);
      const asMember = await t.send(method, path, { bearer: member, ...body });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      expect(await code(asMember)).toBe('Ticket.forbidden');
    }
    const [row] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
    expect(row!.status).toBe('awaiting');
  });

  test("a buyer downloads their own order's documents, not another's; a document the order lacks is 404", async () => {
    const own = await placeOrder({}, member);
    const other = await placeOrder();
    const text = await pdfText(await t.send('GET', `/api/ticket-orders/${own.id}/invoice.pdf`, { cookie: member }));
    expect(text).toContain(own.number);
    expect(text).toContain('Zálohová faktura');
    expect((await t.send('GET', `/api/ticket-orders/${other.id}/invoice.pdf`, { cookie: member })).status).toBe(403);
    expect((await t.send('GET', `/api/ticket-orders/${own.id}/credit-note.pdf`, { cookie: member })).status).toBe(404);
    // The Me page links it by the order's public id.
    const byPublicId = await t.send('GET', `/api/ticket-orders/${own.publicId}/invoice.pdf`, { cookie: member });
    expect(await pdfText(byPublicId)).toContain(own.number);
    expect((await t.send('GET', `/api/ticket-orders/${other.publicId}/invoice.pdf`, { cookie: member })).status).toBe(403);
  });

  test('an unknown order is 404, a bad id 400', async () => {
    expect((await t.send('GET', '/api/ticket-orders/999999', { bearer: admin })).status).toBe(404);
    expect((await t.send('POST', '/api/ticket-orders/999999/paid', { bearer: admin })).status).toBe(404);
    expect((await t.send('GET', '/api/ticket-orders/abc', { bearer: admin })).status).toBe(400);
  });
});

describe('the list', () => {
  test('searches by number, name, e-mail and company, filters by status, totals per status', async () => {
    const marker = `Firma${Date.now()}`;
    const a = await placeOrder({
      amount: 3,
      invoiceName: `${marker} s.r.o.`,
      invoiceStreet: 'Ulice 1',
      invoiceCity: 'Praha',
      invoiceZip: '11000',
      invoiceCountry: 'CZ',
    });
    const b = await placeOrder({ name: `${marker} Dvořák` });
    await t.send('POST', `/api/ticket-orders/${b.id}/paid`, { bearer: admin });
    const all = await json(await t.send('GET', `/api/ticket-orders?_q=${marker}`, { bearer: admin }));
    expect(all.total).toBe(2);
    expect(all.totals).toEqual({
      awaiting: { count: 1, totalWithVat: a.totalWithVat },
      paid: { count: 1, totalWithVat: b.totalWithVat },
      cancelled: { count: 0, totalWithVat: 0 },
    });
    const paid = await json(await t.send('GET', `/api/ticket-orders?_q=${marker}&status=paid`, { bearer: admin }));
    expect(paid.data.map((o: { id: number }) => o.id)).toEqual([b.id]);
    expect(paid.total).toBe(1);
    // The status filter leaves the totals of the tabs alone.
    expect(paid.totals.awaiting.count).toBe(1);
    // Accents and case do not matter: on the phone people type "dvorak" for "Dvořák".
    const folded = await json(await t.send('GET', `/api/ticket-orders?_q=${marker.toLowerCase()}+DVORAK`, { bearer: admin }));
    expect(folded.data.map((o: { id: number }) => o.id)).toEqual([b.id]);
    const byNumber = await json(await t.send('GET', `/api/ticket-orders?_q=${a.number}`, { bearer: admin }));
    expect(byNumber.data.map((o: { id: number }) => o.id)).toEqual([a.id]);
    const byEmail = await json(await t.send('GET', `/api/ticket-orders?_q=${encodeURIComponent(b.email)}`, { bearer: admin }));
    expect(byEmail.data[0]).toMatchObject({ id: b.id, status: 'paid', number: b.number });
    expect((await t.send('GET', '/api/ticket-orders?colour=red', { bearer: admin })).status).toBe(400);
  });

  test('one order', async () => {
    const order = await placeOrder();
    const data = await json(await t.send('GET', `/api/ticket-orders/${order.id}`, { bearer: admin }));
    expect(data).toMatchObject({ id: order.id, number: order.number, status: 'awaiting', paidAt: null, creditNoteNumber: null });
  });

  test('the CSV: BOM, semicolons, Czech header, one row per order the filters select', async () => {
    const marker = `Csv${Date.now()}`;
    const order = await placeOrder({ name: `${marker} Dvořák` });
    const res = await t.send('GET', `/api/ticket-orders.csv?_q=${marker}`, { bearer: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="ticket-orders.csv"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true, delimiter: ';' }) as string[][];
    expect(rows[0]![0]).toBe('Číslo faktury');
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 3)).toEqual([order.number, order.variableSymbol, 'čeká na platbu']);
    expect(rows[1]).toContain(`${marker} Dvořák`);
    const en = parse(await (await t.send('GET', `/api/ticket-orders.csv?_q=${marker}&_locale=en`, { bearer: admin })).text(), {
      bom: true,
      delimiter: ';',
    }) as string[][];
    expect(en[0]![0]).toBe('Invoice number');
  });
});

describe('marking paid', () => {
  test('issues one access code with both rights, mails it, audits; twice is harmless', async () => {
    const order = await placeOrder({ locale: 'en' });
    const first = await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    expect(first).toMatchObject({ changed: true, data: { status: 'paid' } });
    expect(first.data.paidAt).toBeTruthy();
    const codes = await t.database.db.select().from(accessCodes).where(eq(accessCodes.orderId, order.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ conference: true, seminars: true, label: `Objednávka ${order.number}` });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.template, 'ticket-order-paid')));
    const plain = mail!.text.match(/INNO-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];
    expect(await checkAccessCode(t.database.db, plain)).toMatchObject({ conference: true, seminars: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-orders'), eq(auditLog.entityId, order.id)));
    expect(audit).toHaveLength(1);

    const again = await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    expect(again).toMatchObject({ changed: false, data: { status: 'paid', paidAt: first.data.paidAt } });
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.orderId, order.id))).toBe(1);
    expect(
      await t.database.db.$count(mailOutbox, and(eq(mailOutbox.to, order.email), eq(mailOutbox.template, 'ticket-order-paid'))),
    ).toBe(1);
  });

  test('a cancelled order cannot be marked paid', async () => {
    const order = await placeOrder();
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    const res = await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin });
    expect(res.status).toBe(409);
    expect(await code(res)).toBe('TicketOrder.cancelled');
  });

  test('10 admins marking one order at once: one paid, one code, one mail', async () => {
    const order = await placeOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }).then(json)),
    );
    expect(answers.filter((a) => a.changed)).toHaveLength(1);
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.orderId, order.id))).toBe(1);
    expect(
      await t.database.db.$count(mailOutbox, and(eq(mailOutbox.to, order.email), eq(mailOutbox.template, 'ticket-order-paid'))),
    ).toBe(1);
  });
});

describe('cancelling', () => {
  test('a paid order: credit note numbered, its code revoked, the credit note PDF names the invoice; twice harmless', async () => {
    const order = await placeOrder();
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, order.email), eq(mailOutbox.template, 'ticket-order-paid')));
    const plain = mail!.text.match(/INNO-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)![0];
    expect((await t.send('GET', `/api/ticket-orders/${order.id}/credit-note.pdf`, { bearer: admin })).status).toBe(404);

    const shown = await t.send('GET', `/api/ticket-orders/${order.id}`, { bearer: admin });
    const invoiceNumber = ((await shown.json()) as AdminTicketOrder).invoiceNumber!;
    expect(invoiceNumber).toMatch(/^F\d{4}-\d{4,}$/);
    const first = await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    expect(first).toMatchObject({ changed: true, data: { status: 'cancelled' } });
    expect(first.data.creditNoteNumber).toMatch(/^D\d{4}-\d{4,}$/);
    expect(await checkAccessCode(t.database.db, plain)).toBeNull();
    const again = await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    expect(again).toMatchObject({ changed: false, data: { creditNoteNumber: first.data.creditNoteNumber } });

    const res = await t.send('GET', `/api/ticket-orders/${order.id}/credit-note.pdf`, { bearer: admin });
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="opravny-doklad-${first.data.creditNoteNumber as string}.pdf"`,
    );
    const text = await pdfText(res);
    expect(text).toContain(first.data.creditNoteNumber);
    expect(text).toContain(invoiceNumber);
    const invoice = await t.send('GET', `/api/ticket-orders/${order.id}/invoice.pdf`, { bearer: admin });
    expect(invoice.headers.get('Content-Disposition')).toBe(`attachment; filename="faktura-${invoiceNumber}.pdf"`);
  });

  test('the buyer and the billing e-mail get the cancellation of a paid order with the credit note PDF, once', async () => {
    const order = await placeOrder({ billingEmail: `billing${run}@example.test` });
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    const cancelled = await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'ticket-order-cancelled'))
      .then((rows) => rows.filter((m) => m.subject.includes(order.number)));
    expect(mails.map((m) => m.to).sort()).toEqual([order.email, order.billingEmail].sort());
    for (const m of mails) {
      expect(m.subject).toBe(`Objednávka ${order.number} byla zrušena – Týden inovací`);
      expect(m.text).toContain(cancelled.data.creditNoteNumber);
      expect(m.attachments).toEqual([
        expect.objectContaining({
          filename: `opravny-doklad-${cancelled.data.creditNoteNumber as string}.pdf`,
          contentType: 'application/pdf',
        }),
      ]);
    }
    const pdf = new Response(Buffer.from(mails[0]!.attachments![0]!.content, 'base64'), {
      headers: { 'Content-Type': 'application/pdf' },
    });
    expect(await pdfText(pdf)).toContain(cancelled.data.creditNoteNumber);
  });

  test('a buyer without a billing e-mail gets one cancellation mail, in their language', async () => {
    const order = await placeOrder({ locale: 'en' });
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, order.email));
    const cancelled = mails.filter((m) => m.template === 'ticket-order-cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.subject).toBe(`Order ${order.number} was cancelled – Innovation Week`);
  });

  test('20 parallel cancels of 20 paid orders: credit note numbers with no gap and no duplicate', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder()));
    for (const o of orders) await json(await t.send('POST', `/api/ticket-orders/${o.id}/paid`, { bearer: admin }));
    const answers = await Promise.all(
      orders.map((o) => t.send('POST', `/api/ticket-orders/${o.id}/cancel`, { bearer: admin }).then(json)),
    );
    expect(answers.every((a) => a.changed)).toBe(true);
    const year = answers[0]!.data.creditNoteNumber!.slice(1, 5);
    const rows = await t.database.db
      .select({ n: ticketOrderDocuments.number })
      .from(ticketOrderDocuments)
      .where(like(ticketOrderDocuments.number, `D${year}-%`));
    const sequences = rows.map((r) => Number(r.n!.split('-')[1])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(answers.map((a) => a.data.creditNoteNumber)).size).toBe(20);
  });
});

describe("cancelling voids the order's tickets (decision 053)", () => {
  const profile = { roleId: ROLE.confirmed, firstName: 'Eva', lastName: 'Malá', phone: '+420 601 234 567', hasTicket: false };
  const hasTicket = (id: number) => hasTicketNow(t.database.db, id);
  const codesOf = async (orderId: number) =>
    (await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId)).orderBy(tickets.id)).map((r) => r.code);
  const claim = (user: { id: number; tokenVersion: number }, ticket: string) =>
    t.send('POST', '/api/tickets/claim', { bearer: user, body: { code: ticket } });
  /** An order placed by `buyer` and marked paid: the buyer holds its first ticket. */
  async function paidOrderOf(buyer: { id: number; tokenVersion: number }, amount: number) {
    const order = await placeOrder({ amount }, buyer);
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    return { order, codes: await codesOf(order.id) };
  }

  test('a free code cannot be claimed, a claimed one no longer counts, seats stay, and the order shows it', async () => {
    const hallId = (await createHall(t.database.db, { name: 'Sál C', broadcast: 'youtube:Void_Test' })).id;
    const seminar = () => createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, hallId, max_users: 30 });
    const buyer = await createUser(t.database.db, profile);
    const colleague = await createUser(t.database.db, profile);
    const { order, codes } = await paidOrderOf(buyer, 3);
    expect(await hasTicket(buyer.id)).toBe(true);
    expect((await claim(colleague, codes[1]!)).status).toBe(200);
    const joined = await seminar();
    expect(
      (await t.send('POST', '/api/event-join', { bearer: colleague, body: { event: joined.id, user: colleague.id } })).status,
    ).toBe(200);
    expect((await t.send('GET', `/api/check-ticket/player/${hallId}`, { bearer: colleague })).status).toBe(200);

    await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));

    // The holders lost their ticket: no seminar hall player, no new seminar.
    expect(await hasTicket(buyer.id)).toBe(false);
    expect(await hasTicket(colleague.id)).toBe(false);
    expect(await code(await t.send('GET', `/api/check-ticket/player/${hallId}`, { bearer: colleague }))).toBe(
      'Livestream.locked',
    );
    const other = await seminar();
    const refused = await t.send('POST', '/api/event-join', { bearer: colleague, body: { event: other.id, user: colleague.id } });
    expect(await code(refused)).toBe('Signup.noTicket');
    // The seat taken with the ticket stays, as an Admin's release leaves it.
    expect(await t.database.db.$count(eventJoins, eq(eventJoins.eventId, joined.id))).toBe(1);

    // The unused code is void, in both languages.
    const newcomer = await createUser(t.database.db, profile);
    const voidClaim = await claim(newcomer, codes[2]!);
    expect(voidClaim.status).toBe(409);
    expect(refusal(await voidClaim.json())).toMatchObject({
      code: 'Ticket.code.cancelled',
      field: 'code',
      message: 'This ticket belongs to a cancelled order and is no longer valid.',
    });
    expect(await hasTicket(newcomer.id)).toBe(false);
    // A void ticket has nothing to release, and its former holder's flag is left alone.
    const release = await t.send('POST', '/api/tickets/release', { bearer: admin, body: { code: codes[1] } });
    expect([release.status, await code(release)]).toEqual([409, 'Ticket.code.cancelled']);

    // The buyer's Me page lists no void codes; a former holder may claim a valid ticket.
    const mine = (await (await t.send('GET', '/api/tickets/mine', { bearer: buyer })).json()) as {
      hasTicket: boolean;
      held: unknown;
      orders: { number: string; status: string; tickets: unknown[] }[];
    };
    expect(mine).toMatchObject({ hasTicket: false, held: null });
    expect(mine.orders.find((o) => o.number === order.number)).toMatchObject({ status: 'cancelled', tickets: [] });
    const stranger = await createUser(t.database.db, profile);
    const fresh = await paidOrderOf(stranger, 2);
    expect((await claim(colleague, fresh.codes[1]!)).status).toBe(200);
    expect(await hasTicket(colleague.id)).toBe(true);

    // The admin sees each ticket void with its former holder and the seats that holder kept.
    const { data } = (await (await t.send('GET', `/api/ticket-orders/${order.id}/tickets`, { bearer: admin })).json()) as {
      data: AdminOrderTicket[];
    };
    expect(data.map((r) => [r.code, r.state, r.holder?.id ?? null])).toEqual([
      [codes[0], 'void', buyer.id],
      [codes[1], 'void', colleague.id],
      [codes[2], 'void', null],
    ]);
    expect(data.every((r) => r.voidedAt !== null)).toBe(true);
    expect(data[1]).toMatchObject({ holder: { name: 'Eva Malá' }, holderSeminarSeats: 1 });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-orders'), eq(auditLog.entityId, order.id)));
    const changes = audit.flatMap((a) => a.changes);
    expect(changes).toContainEqual({ field: 'voidedTickets', before: 0, after: 3 });
    expect(changes).toContainEqual({
      field: 'hasTicketClearedFor',
      before: [],
      after: [buyer.id, colleague.id].sort((a, b) => a - b),
    });
  });

  test('holders of other orders keep their ticket; an awaiting order has no tickets to void', async () => {
    const buyer = await createUser(t.database.db, profile);
    const first = await paidOrderOf(buyer, 1);
    const second = await paidOrderOf(buyer, 2);
    await json(await t.send('POST', `/api/ticket-orders/${second.order.id}/cancel`, { bearer: admin }));
    expect(await hasTicket(buyer.id)).toBe(true);
    const [held] = await t.database.db.select().from(tickets).where(eq(tickets.code, first.codes[0]!));
    expect(held).toMatchObject({ holderUserId: buyer.id, voidedAt: null });

    const awaiting = await placeOrder();
    await json(await t.send('POST', `/api/ticket-orders/${awaiting.id}/cancel`, { bearer: admin }));
    const none = await t.send('GET', `/api/ticket-orders/${awaiting.id}/tickets`, { bearer: admin });
    expect(await none.json()).toEqual({ data: [] });
    expect((await t.send('GET', '/api/ticket-orders/999999/tickets', { bearer: admin })).status).toBe(404);
  });

  test('claims racing the cancel: no ticket of the cancelled order stays live, no claimer keeps hasTicket', async () => {
    for (let round = 0; round < 5; round++) {
      const buyer = await createUser(t.database.db, profile);
      const { order, codes } = await paidOrderOf(buyer, 6);
      const claimers = await Promise.all(codes.slice(1).map(() => createUser(t.database.db, profile)));
      const [cancelled, ...claims] = await Promise.all([
        t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }),
        ...claimers.map((u, i) => claim(u, codes[i + 1]!)),
      ]);
      expect(cancelled!.status).toBe(200);
      for (const res of claims) if (res.status !== 200) expect(await code(res)).toBe('Ticket.code.cancelled');
      const rows = await t.database.db.select().from(tickets).where(eq(tickets.orderId, order.id));
      expect(rows.filter((r) => r.voidedAt === null)).toEqual([]);
      const flags = await Promise.all([buyer, ...claimers].map((u) => hasTicket(u.id)));
      expect(flags.filter(Boolean)).toEqual([]);
    }
  });
});

describe('a bank statement', () => {
  const statement = (lines: string[]) => ['ID pohybu;Datum;Objem;Měna;VS;Protiúčet;Zpráva pro příjemce', ...lines].join('\r\n');

  test('pays the orders it pays in full, reports the rest, and read again changes nothing', async () => {
    const full = await placeOrder();
    const split = await placeOrder({ amount: 2 });
    const done = await placeOrder();
    await json(await t.send('POST', `/api/ticket-orders/${done.id}/paid`, { bearer: admin }));
    const id = `S${Date.now()}`;
    const crowns = (n: number) => `${n},00`;
    const file = statement([
      `${id}1;15.10.2021;${crowns(full.totalWithVat)};CZK;${full.variableSymbol};19-2000145399/0800;Vstupenka`,
      `${id}2;15.10.2021;${crowns(1000)};CZK;${split.variableSymbol};19-2000145399/0800;Záloha`,
      `${id}3;15.10.2021;${crowns(done.totalWithVat)};CZK;${done.variableSymbol};19-2000145399/0800;Podruhé`,
      `${id}4;15.10.2021;${crowns(500)};CZK;77777777;19-2000145399/0800;Něco jiného`,
      `${id}5;15.10.2021;-${crowns(500)};CZK;;19-2000145399/0800;Poplatek`,
    ]);
    const form = new FormData();
    form.set('file', new Blob([file], { type: 'text/csv' }), 'vypis.csv');
    const report = await json(await t.send('POST', '/api/ticket-orders/statement', { bearer: admin, form }));
    expect(report.paid).toEqual([expect.objectContaining({ orderId: full.id, number: full.number, overpaidMinor: 0 })]);
    expect(report.partial).toEqual([
      expect.objectContaining({ orderId: split.id, missingMinor: (split.totalWithVat - 1000) * 100 }),
    ]);
    expect(report.notAwaiting).toEqual([expect.objectContaining({ orderId: done.id, status: 'paid' })]);
    expect(report.unmatched).toEqual([expect.objectContaining({ variableSymbol: '77777777', amountMinor: 50_000 })]);
    expect(report.alreadyRecorded).toBe(0);
    const [paid] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.id, full.id));
    expect(paid!.status).toBe('paid');
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.orderId, full.id))).toBe(1);

    const snapshot = async () => ({
      payments: await t.database.db.$count(bankPayments, like(bankPayments.bankId, `${id}%`)),
      codes: await t.database.db.$count(accessCodes, inArray(accessCodes.orderId, [full.id, split.id, done.id])),
      mails: await t.database.db.$count(mailOutbox),
      statuses: (
        await t.database.db
          .select({ s: ticketOrders.status })
          .from(ticketOrders)
          .where(inArray(ticketOrders.id, [full.id, split.id]))
      ).map((r) => r.s),
    });
    const before = await snapshot();
    expect(before.payments).toBe(4);
    // The same file again, this time as the raw body: nothing changes.
    const second = await json(
      await t.send('POST', '/api/ticket-orders/statement', { bearer: admin, raw: file, headers: { 'Content-Type': 'text/csv' } }),
    );
    expect(second).toEqual({ paid: [], partial: [], notAwaiting: [], unmatched: [], alreadyRecorded: 4 });
    expect(await snapshot()).toEqual(before);

    // The rest of the split payment in a later statement completes it.
    const rest = statement([
      `${id}6;16.10.2021;${crowns(split.totalWithVat - 1000)};CZK;${split.variableSymbol};19-2000145399/0800;Doplatek`,
    ]);
    const third = await json(
      await t.send('POST', '/api/ticket-orders/statement', { bearer: admin, raw: rest, headers: { 'Content-Type': 'text/csv' } }),
    );
    expect(third.paid).toEqual([expect.objectContaining({ orderId: split.id, overpaidMinor: 0 })]);
  });

  test('the same statement uploaded 5 times at once pays its order once', async () => {
    const order = await placeOrder();
    const file = statement([
      `P${Date.now()};15.10.2021;${order.totalWithVat},00;CZK;${order.variableSymbol};19-2000145399/0800;Vstupenka`,
    ]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t
          .send('POST', '/api/ticket-orders/statement', { bearer: admin, raw: file, headers: { 'Content-Type': 'text/csv' } })
          .then(json),
      ),
    );
    expect(answers.reduce((n, a) => n + a.paid.length, 0)).toBe(1);
    expect(answers.reduce((n, a) => n + a.alreadyRecorded, 0)).toBe(4);
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.orderId, order.id))).toBe(1);
  });

  test('a file over 5 MB is 413', async () => {
    const res = await t.send('POST', '/api/ticket-orders/statement', {
      bearer: admin,
      raw: 'x'.repeat(5 * 1024 * 1024 + 1),
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(413);
    expect(await code(res)).toBe('Upload.tooLarge');
  });

  test('an unreadable file is 400, no file 400', async () => {
    const res = await t.send('POST', '/api/ticket-orders/statement', {
      bearer: admin,
      raw: 'hello;world\r\n1;2',
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(res.status).toBe(400);
    expect(await code(res)).toBe('TicketOrder.statement.format');
    const empty = await t.send('POST', '/api/ticket-orders/statement', { bearer: admin, form: new FormData() });
    expect(empty.status).toBe(400);
    expect(await code(empty)).toBe('TicketOrder.statement.missing');
  });
});

test('an order placed before the supplier had a bank account has no invoice: 409, not a crash', async () => {
  const order = await createTicketOrder(t.database.db);
  const res = await t.send('GET', `/api/ticket-orders/${order.id}/invoice.pdf`, { bearer: admin });
  expect(res.status).toBe(409);
  expect(await code(res)).toBe('TicketOrder.noInvoice');
});
