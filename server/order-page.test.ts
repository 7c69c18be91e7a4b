/**
 * The buyer's order page behind its secret link (decision 080), through the pages' own loaders
 * and action: the token alone opens it (not the public id, not a wrong or absent token), it
 * shows this order only, its documents download by the same token, the confirmation goes again
 * at most three times an hour per order, and no shared cache keeps the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../db/client';
import { mailOutbox, ticketOrders, tickets } from '../db/schema';
import type { Config } from './config';
import { createDeps } from './deps';
import { isNoStore } from './middleware/cache';
import { createTestDatabase } from '../tests/db';
import { createTicketOrder } from '../tests/factories';
import { appContext } from '../app/context';
import { action, headers, loader } from '../app/routes/site/order-page';
import { loader as documentLoader } from '../app/routes/site/order-document';
import { loader as ticketsPdfLoader } from '../app/routes/site/order-tickets-pdf';

const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: 'https://innoweek.test',
  mailBaseUrl: 'https://innoweek.test',
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;

const SUPPLIER = {
  ...{ name: 'Týden inovací ČR, z. s.', street: 'Novotného lávka 5', city: 'Praha 1', zip: '110 00', country: 'Česká republika' },
  ...{ regnumber: '00442739', vatNumber: 'CZ00442739', bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' },
};

let database: Database;
let deps: ReturnType<typeof createDeps>;
beforeAll(async () => {
  database = await createTestDatabase();
  // One set of deps (one set of counters) for the whole file, as one app process has.
  deps = createDeps({ db: database.db, config });
});
afterAll(() => database.close());

function args(path: string, params: Record<string, string>, init?: RequestInit): never {
  const context = new RouterContextProvider();
  context.set(appContext, deps);
  return { request: new Request(`https://innoweek.test${path}`, init), context, params } as never;
}
const ticketsPdf = (token: string, file: string) =>
  ticketsPdfLoader(args(`/objednavka/${token}/vstupenky/${file}`, { token, file }));
const page = (token: string) => loader(args(`/objednavka/${token}`, { token }));
const resend = (token: string) =>
  action(
    args(
      `/objednavka/${token}`,
      { token },
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'intent=resend',
      },
    ),
  );
const documentOf = (token: string, file: string) => documentLoader(args(`/objednavka/${token}/${file}`, { token, file }));
const statusOf = (err: unknown) => (err instanceof Response ? err.status : err);
const mailsTo = async (to: string) => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

describe('the order page link (decision 080)', () => {
  it('gives every order its own random token, unrelated to the public id', async () => {
    const a = await createTicketOrder(database.db, { supplier: SUPPLIER });
    const b = await createTicketOrder(database.db, { supplier: SUPPLIER });
    expect(a.pageToken).toMatch(/^[0-9a-f]{32}$/);
    expect(a.pageToken).not.toBe(b.pageToken);
    expect(a.pageToken).not.toContain(a.publicId);
  });

  it('shows the order with how to pay it: amount, account, IBAN, variable symbol, due date and the QR Platba image', async () => {
    const order = await createTicketOrder(database.db, { supplier: SUPPLIER, email: 'jana.novakova@example.test' });
    const shown = await page(order.pageToken);
    expect(shown).toMatchObject({
      number: order.number,
      payment: { kind: 'awaiting', total: 13_189, missing: 13_189 },
      pay: {
        amount: 13_189,
        bankAccount: '19-2000145399/0800',
        iban: 'CZ65 0800 0000 1920 0014 5399',
        variableSymbol: order.variableSymbol,
        dueDate: '2021-10-15',
      },
      documents: [{ kind: 'paymentRequest', number: order.number, file: `${order.number}.pdf` }],
      tickets: [],
      emailHint: 'ja***@example.test',
      resendable: true,
    });
    expect(shown.pay!.qr).toMatch(/^data:image\/png;base64,/);
  });

  it('answers 404 to a wrong, malformed or absent token and to the public id, and never names another order', async () => {
    const order = await createTicketOrder(database.db, { supplier: SUPPLIER });
    const other = await createTicketOrder(database.db, { supplier: SUPPLIER, email: 'other.buyer@example.test' });
    const wrong = order.pageToken.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    for (const token of [wrong, '', 'x', order.publicId, order.number, `${order.pageToken}0`, order.pageToken.toUpperCase()])
      expect(await page(token).then(() => 'shown', statusOf)).toBe(404);
    const shown = JSON.stringify(await page(order.pageToken));
    expect(shown).not.toContain(other.number);
    expect(shown).not.toContain(other.pageToken);
    expect(shown).not.toContain('other.buyer');
    // The page carries neither the buyer's full e-mail nor their token back.
    expect(shown).not.toContain(order.email);
    expect(shown).not.toContain(order.pageToken);
  });

  it('shows the ticket codes once paid, and no payment box', async () => {
    const order = await createTicketOrder(database.db, {
      supplier: SUPPLIER,
      status: 'paid',
      paidAt: new Date(),
      paidMinor: 1_318_900,
      paymentState: 'paid',
    });
    await database.db.insert(tickets).values([
      { orderId: order.id, code: `TI-PAID-${order.id}-A`, claimedAt: new Date() },
      { orderId: order.id, code: `TI-PAID-${order.id}-B` },
      { orderId: order.id, code: `TI-PAID-${order.id}-V`, voidedAt: new Date() },
    ]);
    const shown = await page(order.pageToken);
    expect(shown.payment.kind).toBe('paid');
    expect(shown.pay).toBeNull();
    // Each with its signed QR code (decision 115), drawn on the server.
    expect(shown.tickets).toEqual([
      { code: `TI-PAID-${order.id}-A`, claimed: true, qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
      { code: `TI-PAID-${order.id}-B`, claimed: false, qr: expect.stringMatching(/^data:image\/svg\+xml;base64,/) },
    ]);
    const pdf = (await ticketsPdf(order.pageToken, 'badge.pdf')) as Response;
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect(await ticketsPdf(order.pageToken, 'poster.pdf').then(() => 'printed', statusOf)).toBe(404);
  });

  it('has no tickets to print before payment', async () => {
    const order = await createTicketOrder(database.db, { supplier: SUPPLIER });
    expect(await ticketsPdf(order.pageToken, 'a4.pdf').then(() => 'printed', statusOf)).toBe(404);
  });

  it('downloads the order’s documents by the same token; another file, a credit note it lacks or a wrong token is 404', async () => {
    const order = await createTicketOrder(database.db, { supplier: SUPPLIER });
    // The payment request (decision 078) by its number; `invoice.pdf`, the older name, is the same document.
    const pdf = (await documentOf(order.pageToken, `${order.number}.pdf`)) as Response;
    expect(((await documentOf(order.pageToken, 'invoice.pdf')) as Response).status).toBe(200);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(pdf.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    const notFound = async (token: string, file: string) =>
      expect(await documentOf(token, file).then((r) => (r as Response).status, statusOf)).toBe(404);
    await notFound(order.pageToken, 'credit-note.pdf');
    await notFound(order.pageToken, 'F2021-9999.pdf');
    await notFound(order.pageToken, 'invoice.txt');
    await notFound('0'.repeat(32), 'invoice.pdf');
    await notFound(order.publicId, 'invoice.pdf');
  });

  it('is never kept by a shared cache or indexed', () => {
    const answer = new Response('', { headers: headers() });
    expect(isNoStore(answer)).toBe(true);
    expect(answer.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });
});

describe('sending the confirmation again', () => {
  it('mails the buyer alone, three times an hour per order; the fourth is refused', async () => {
    const order = await createTicketOrder(database.db, {
      supplier: SUPPLIER,
      email: 'resend.buyer@example.test',
      billingEmail: 'accounts@example.test',
    });
    for (let i = 0; i < 3; i++) {
      const answer = (await resend(order.pageToken)) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe(`/objednavka/${order.pageToken}`);
    }
    expect(await mailsTo('resend.buyer@example.test')).toBe(3);
    expect(await mailsTo('accounts@example.test')).toBe(0);
    // The outbox worker composes them after the commit (decision 157).
    await deps.afterAnswer.settled();
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'resend.buyer@example.test'));
    expect(mail!.text).toContain(`https://innoweek.test/objednavka/${order.pageToken}`);

    const fourth = await resend(order.pageToken);
    expect(fourth).toMatchObject({ init: { status: 429 }, data: { error: 'Auth.form.error.ratelimit' } });
    expect(await mailsTo('resend.buyer@example.test')).toBe(3);
    // Another order has its own count.
    const next = await createTicketOrder(database.db, { supplier: SUPPLIER, email: 'resend.next@example.test' });
    expect(((await resend(next.pageToken)) as Response).status).toBe(302);
  });

  it('refuses a cancelled order (409) and a wrong token (404), mailing nothing', async () => {
    const order = await createTicketOrder(database.db, {
      supplier: SUPPLIER,
      status: 'cancelled',
      email: 'cancelled@example.test',
    });
    expect(await resend(order.pageToken)).toMatchObject({
      init: { status: 409 },
      data: { error: 'TicketOrder.resend.cancelled' },
    });
    expect(await resend('f'.repeat(32)).then(() => 'sent', statusOf)).toBe(404);
    expect(await mailsTo('cancelled@example.test')).toBe(0);
    const [row] = await database.db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id));
    expect(row!.status).toBe('cancelled');
  });
});
