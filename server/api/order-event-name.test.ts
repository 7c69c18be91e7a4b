/**
 * An order names the event it was bought for (decision 180): the edition's name when it was
 * placed, kept on the order like its supplier. Its payment request, tax document, credit note and
 * every mail say that name, in the buyer's language, whatever the edition is called later; a
 * waiting-list offer names its entry's edition. Journeys through the API, mails composed by the
 * outbox's composer, PDFs read as a reader reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { currentEditionId } from '../../core/editions/current-edition';
import { composePendingMail, type MailComposer } from '../../core/mailer/compose-pending-mail';
import { composeOrderMail } from '../../core/tickets/compose-order-mail';
import { ticketsSold } from '../../core/tickets/tickets-sold';
import { inviteFromWaitlist } from '../../core/tickets/invite-from-waitlist';
import { joinTicketWaitlist } from '../../core/tickets/join-ticket-waitlist';
import { editions, mailOutbox, ticketOrders, ticketSettings, ticketWaitlist } from '../../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { createAdmin, useDemoSupplier } from '../../tests/factories';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let year: number;
beforeAll(async () => {
  t = await createWriteTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  await useDemoSupplier(t.database.db);
  admin = await createAdmin(t.database.db);
  const [current] = await t.database.db.select().from(editions).where(eq(editions.id, currentEditionId));
  year = current!.year;
});
afterAll(() => t.database.close());

const composer: MailComposer = (db, message) => composeOrderMail(db, message, t.deps.mail);
/** Composes whatever waits, as the outbox worker does after a commit. */
const composeAll = async () => {
  while ((await composePendingMail(t.database.db, { composer })) > 0);
};

async function rename(name: string, name_en: string) {
  const res = await t.send('PUT', `/api/editions/${year}`, { bearer: admin, body: { name, name_en } });
  expect(res.status, await res.clone().text()).toBe(200);
}

let n = 0;
async function order(locale: 'cs' | 'en') {
  n++;
  const res = await t.send('POST', '/api/buy-ticket', {
    body: { amount: 1, name: `Kupující ${n}`, email: `named${n}@example.test`, phone: '+420 601 234 567', locale },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { number } = ((await res.json()) as { data: { number: string } }).data;
  const [stored] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.number, number));
  return stored!;
}

const mailsOf = (orderId: number) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));

async function pdfText(path: string): Promise<string> {
  const res = await t.send('GET', path, { bearer: admin });
  expect(res.status, path).toBe(200);
  const proxy = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  return (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, ' ');
}

describe("an order keeps its edition's name", () => {
  it('names the edition in the payment request mail, the tax document, the codes mail and the credit note, after a rename too', async () => {
    await rename(`Týden inovací ČR ${year} – podzim`, `Innovation Week ${year} – Autumn`);
    const czech = await order('cs');
    const english = await order('en');
    expect([czech.eventName, czech.eventNameEn]).toEqual([
      `Týden inovací ČR ${year} – podzim`,
      `Innovation Week ${year} – Autumn`,
    ]);
    await composeAll();
    const [confirmation] = await mailsOf(czech.id);
    expect(confirmation!.text).toContain(`Týden inovací ČR ${year} – podzim`);
    const [englishConfirmation] = await mailsOf(english.id);
    expect(englishConfirmation!.text).toContain(`Innovation Week ${year} – Autumn`);
    expect(englishConfirmation!.text).not.toContain('Innovation Week Czech Republic');

    // Renamed after the orders: what they were bought for stays on their documents and mails.
    await rename(`Týden inovací ČR ${year}`, `Innovation Week ${year}`);
    const paid = await t.send('POST', `/api/ticket-orders/${english.id}/paid`, { bearer: admin });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const invoiceText = await pdfText(`/api/ticket-orders/${english.id}/invoice.pdf`);
    expect(invoiceText).toContain(`Conference ticket, Innovation Week ${year} – Autumn`);
    await composeAll();
    const codes = (await mailsOf(english.id)).find((m) => m.template === 'ticket-order-paid');
    expect(codes, 'the paid order mails its codes').toBeDefined();
    expect(codes!.text).toContain(`Innovation Week ${year} – Autumn`);

    const cancelled = await t.send('POST', `/api/ticket-orders/${english.id}/cancel`, { bearer: admin });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await pdfText(`/api/ticket-orders/${english.id}/credit-note.pdf`)).toContain(`Innovation Week ${year} – Autumn`);
    const cancelMail = (await mailsOf(english.id)).find((m) => m.template === 'ticket-order-cancelled');
    expect(cancelMail!.text).toContain(`Innovation Week ${year} – Autumn`);

    // A new order takes the name the edition has now.
    const later = await order('cs');
    expect(later.eventName).toBe(`Týden inovací ČR ${year}`);
  });

  it("invites from the waiting list in the entry's language, naming its edition as it is called now", async () => {
    await rename(`Týden inovací ČR ${year}`, `Innovation Week ${year} (spring)`);
    const email = `wait-named@example.test`;
    // Sold out: the waiting list opens.
    await t.database.db
      .update(ticketSettings)
      .set({ quota: await ticketsSold(t.database.db) })
      .where(eq(ticketSettings.editionId, currentEditionId));
    await joinTicketWaitlist(t.database.db, {
      input: { email, amount: 2, locale: 'en', consent: true },
      programmeNow: t.config.now(),
    });
    const [entry] = await t.database.db.select().from(ticketWaitlist).where(eq(ticketWaitlist.email, email));
    await inviteFromWaitlist(t.database.db, { viewer: admin, id: entry!.id, mail: t.deps.mail });
    const [offer] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'ticket-offer')));
    expect(offer!.text).toContain(`Innovation Week ${year} (spring)`);
  });
});
