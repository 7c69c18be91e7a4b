/**
 * An order's documents the way Czech accounting expects them (decision 078), on a real database:
 * a payment request at ordering (the order's number, not a tax document), the tax document taken
 * from the gapless invoice series when the order is paid and dated on the payment's day, credit
 * notes only for a tax document (none for an order cancelled unpaid, one when a payment is taken
 * back), the invoice numbers gapless under parallel payments, and orders invoiced at ordering
 * before the change keeping that invoice.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_SUPPLIER } from '../../db/demo/facts';
import { documentCounters, mailOutbox, ticketOrderDocuments, ticketOrders } from '../../db/schema';
import type { AdminTicketOrder } from '../../core/tickets/order-admin-query';
import { issueDateOf } from '../../core/tickets/order-dates';
import { supplierOf } from '../../core/tickets/ticket-settings';
import { createAdmin, createOrderDocument, createTicketOrder, useDemoSupplier } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let run = 0;
const today = issueDateOf(new Date());
const year = today.slice(0, 4);
const SUPPLIER = supplierOf(DEMO_SUPPLIER);

beforeAll(async () => {
  t = await createWriteTestContext();
  await useDemoSupplier(t.database.db);
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

async function placeOrder(values: Record<string, unknown> = {}) {
  const res = await t.send('POST', '/api/buy-ticket', {
    body: { amount: 1, name: 'Jana Nováková', email: `documents${++run}@example.test`, phone: '+420 601 234 567', ...values },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { data } = (await res.json()) as { data: { id: string } };
  return (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id)))[0]!;
}
type Change = { changed: boolean; data: AdminTicketOrder };
async function post(path: string, body?: unknown): Promise<Change> {
  const res = await t.send('POST', path, { bearer: admin, ...(body === undefined ? {} : { body }) });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Change;
}
const getOrder = async (id: number) =>
  (await (await t.send('GET', `/api/ticket-orders/${id}`, { bearer: admin })).json()) as AdminTicketOrder;
async function pdfText(path: string) {
  const res = await t.send('GET', path, { bearer: admin });
  expect(res.status, path).toBe(200);
  const proxy = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const mailsOf = (orderId: number, template: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.template, template)));
const counter = async (series: 'invoice' | 'creditNote') =>
  (
    await t.database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.series, series), eq(documentCounters.year, Number(year))))
  )[0]?.last ?? 0;

describe('at ordering', () => {
  test('the buyer gets a payment request under the order’s number, with how to pay, and no tax document is issued', async () => {
    const invoicesBefore = await counter('invoice');
    const order = await placeOrder();
    const data = await getOrder(order.id);
    expect(data.documents).toEqual([
      expect.objectContaining({ kind: 'paymentRequest', number: order.number, issuedOn: order.issuedOn, taxableOn: null }),
    ]);
    expect(data.invoiceNumber).toBeNull();
    expect(await counter('invoice')).toBe(invoicesBefore);
    const text = await pdfText(`/api/ticket-orders/${order.id}/documents/${order.number}.pdf`);
    expect(text).toContain('Zálohová faktura');
    expect(text).toContain('Není daňovým dokladem. Daňový doklad vystavíme po přijetí platby.');
    expect(text).toContain('Variabilní symbol');
    expect(text).toContain(DEMO_SUPPLIER.bankAccount);
    expect(text).not.toContain('Datum zdanitelného plnění');
    const [confirmation] = await mailsOf(order.id, 'ticket-order');
    expect(confirmation!.attachments?.map((a) => a.filename)).toEqual([`zalohova-faktura-${order.number}.pdf`]);
  });
});

describe('on payment', () => {
  test('the tax document is numbered then, issued today and dated (DUZP) on the payment’s day, and mailed with the codes', async () => {
    const order = await createTicketOrder(t.database.db, { supplier: SUPPLIER, issuedOn: '2021-10-01', dueDate: '2021-10-15' });
    const paid = await post(`/api/ticket-orders/${order.id}/paid`, { paidOn: '2021-10-05' });
    const invoice = paid.data.documents.find((d) => d.kind === 'invoice')!;
    expect(invoice).toMatchObject({ issuedOn: today, taxableOn: '2021-10-05', paidOn: '2021-10-05', creditedBy: null });
    expect(invoice.number).toMatch(new RegExp(`^F${year}-\\d{4,}$`));
    expect(paid.data.invoiceNumber).toBe(invoice.number);
    expect(paid.data.documents.map((d) => d.kind)).toEqual(['paymentRequest', 'invoice']);

    const text = await pdfText(`/api/ticket-orders/${order.id}/documents/${invoice.number}.pdf`);
    expect(text).toContain('Faktura – daňový doklad');
    expect(text).toContain('Datum zdanitelného plnění');
    expect(text).toContain('5. 10. 2021');
    expect(text).toContain(
      `Daňový doklad k přijaté platbě 13 189,00 Kč ze dne 5. 10. 2021 na zálohovou fakturu č. ${order.number}.`,
    );
    expect(text).toContain('ZAPLACENO');
    // The older invoice link now answers the tax document.
    expect(await pdfText(`/api/ticket-orders/${order.id}/invoice.pdf`)).toContain(invoice.number);

    const [codes] = await mailsOf(order.id, 'ticket-order-paid');
    expect(codes!.text).toContain(`V příloze posíláme fakturu – daňový doklad ${invoice.number}.`);
    expect(codes!.attachments?.map((a) => a.filename)).toEqual([`faktura-${invoice.number}.pdf`]);
    // Paid twice (a double click): one tax document.
    expect((await post(`/api/ticket-orders/${order.id}/paid`)).changed).toBe(false);
    expect(await t.database.db.$count(ticketOrderDocuments, eq(ticketOrderDocuments.orderId, order.id))).toBe(1);
  });

  test('20 orders paid at once: tax document numbers with no gap and no duplicate', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder()));
    const before = await counter('invoice');
    const answers = await Promise.all(orders.map((o) => post(`/api/ticket-orders/${o.id}/paid`)));
    const numbers = answers.map((a) => a.data.invoiceNumber!);
    expect(new Set(numbers).size).toBe(20);
    const sequences = numbers.map((n) => Number(n.split('-')[1])).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
    expect(await counter('invoice')).toBe(before + 20);
  });
});

describe('credit notes', () => {
  test('an order cancelled before payment has no tax document, so no credit note; the mail says not to pay', async () => {
    const notesBefore = await counter('creditNote');
    const order = await placeOrder({ billingEmail: `billing-documents${run}@example.test` });
    const cancelled = await post(`/api/ticket-orders/${order.id}/cancel`);
    expect(cancelled.data).toMatchObject({ status: 'cancelled', creditNoteNumber: null, invoiceNumber: null });
    expect(cancelled.data.documents.map((d) => d.kind)).toEqual(['paymentRequest']);
    expect(await counter('creditNote')).toBe(notesBefore);
    expect((await t.send('GET', `/api/ticket-orders/${order.id}/credit-note.pdf`, { bearer: admin })).status).toBe(404);
    const mails = await mailsOf(order.id, 'ticket-order-cancelled');
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.text).toContain(`Objednávka nebyla zaplacena: zálohovou fakturu ${order.number} neplaťte`);
      expect(m.attachments).toBeNull();
    }
  });

  test('a payment taken back credits its tax document and mails the credit note; paying again issues a new one, cancelling credits that', async () => {
    const order = await placeOrder();
    const first = (await post(`/api/ticket-orders/${order.id}/paid`)).data.invoiceNumber!;
    const undone = await post(`/api/ticket-orders/${order.id}/unpaid`);
    const note = undone.data.documents.find((d) => d.kind === 'creditNote')!;
    expect(note).toMatchObject({ credits: first, reason: 'paymentTakenBack', issuedOn: today });
    expect(undone.data.documents.find((d) => d.number === first)).toMatchObject({ creditedBy: note.number });
    const [mail] = await mailsOf(order.id, 'ticket-payment-taken-back');
    expect(mail!.text).toContain(`Fakturu ${first} ruší opravný daňový doklad ${note.number}`);
    expect(mail!.attachments?.map((a) => a.filename)).toEqual([`opravny-doklad-${note.number}.pdf`]);
    const noteText = await pdfText(`/api/ticket-orders/${order.id}/documents/${note.number}.pdf`);
    expect(noteText).toContain('Opravný daňový doklad');
    expect(noteText).toContain(`k faktuře – daňovému dokladu č. ${first}`);
    expect(noteText).toContain('platba zaznamenaná omylem');

    const second = (await post(`/api/ticket-orders/${order.id}/paid`)).data.invoiceNumber!;
    expect(second).not.toBe(first);
    const cancelled = await post(`/api/ticket-orders/${order.id}/cancel`);
    expect(cancelled.data.documents.map((d) => [d.kind, d.credits])).toEqual([
      ['paymentRequest', null],
      ['invoice', null],
      ['creditNote', first],
      ['invoice', null],
      ['creditNote', second],
    ]);
    expect(cancelled.data.documents.at(-1)!.reason).toBe('cancelled');
  });
});

describe('orders invoiced at ordering (before decision 078)', () => {
  test('keep that invoice as their tax document: no payment request, no second invoice on payment, the credit note credits it', async () => {
    const order = await createTicketOrder(t.database.db, { supplier: SUPPLIER });
    const legacy = await createOrderDocument(t.database.db, {
      orderId: order.id,
      number: order.number,
      issuedOn: order.issuedOn,
      taxableOn: order.issuedOn,
      paidOn: null,
    });
    const before = await getOrder(order.id);
    expect(before.documents).toEqual([expect.objectContaining({ kind: 'invoice', number: order.number, paidOn: null })]);
    // Unpaid, it still asks for the money with its QR payment.
    expect(await pdfText(`/api/ticket-orders/${order.id}/invoice.pdf`)).toContain('QR Platba');
    const paid = await post(`/api/ticket-orders/${order.id}/paid`);
    expect(paid.data.invoiceNumber).toBe(legacy.number);
    expect(paid.data.documents).toHaveLength(1);
    const cancelled = await post(`/api/ticket-orders/${order.id}/cancel`);
    expect(cancelled.data.documents.at(-1)).toMatchObject({ kind: 'creditNote', credits: legacy.number });
  });
});
