/**
 * An order's mail is composed after its commit (decision 157): the order is answered with its
 * rows committed and its outbox rows written, while the confirmation's text and its payment
 * request PDF wait for the outbox worker; the worker composes each message once and delivery
 * sends it once, even when a worker dies holding its claim or two workers take the same message.
 * No clock is measured: the test holds the work after the answer and looks at the rows.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { mailOutbox, ticketOrderDocuments, ticketOrders } from '../../db/schema';
import {
  claimMailToCompose,
  COMPOSE_CLAIM_MS,
  composePendingMail,
  type MailComposer,
} from '../../core/mailer/compose-pending-mail';
import { createMailComposer } from '../../core/mailer/mail-composer';
import { deliverPendingMail, RETRY_DELAYS_MS, type MailTransport } from '../../core/mailer/deliver-pending-mail';
import { composeOrderMail } from '../../core/tickets/compose-order-mail';
import { invoicePdfsOwed, stopInvoicePdfThread } from '../../core/tickets/invoice-pdf-thread';
import { resendOrderConfirmation } from '../../core/tickets/resend-order-confirmation';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { sessionTokenFor } from '../../tests/auth';
import { createAdmin, useDemoSupplier } from '../../tests/factories';
import { createAfterAnswer } from '../after-answer';
import { createApp } from '../app';
import { createDeps } from '../deps';

let t: WriteTestContext;
beforeAll(async () => {
  // SMTP configured: composed messages are pending delivery (none is sent here but by the test's transport).
  t = await createWriteTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
  await useDemoSupplier(t.database.db);
});
beforeEach(async () => {
  await t.database.db.delete(mailOutbox);
});
afterAll(() => t.database.close());

/** An app whose after-answer work (the composition) waits until the test lets it go. */
function heldApp() {
  const held: (() => void)[] = [];
  const deps = createDeps({ db: t.database.db, config: t.config, afterAnswer: createAfterAnswer((start) => held.push(start)) });
  const release = async () => (held.splice(0).forEach((start) => start()), deps.afterAnswer.settled());
  return { app: createApp(deps), deps, held, release };
}

let n = 0;
async function order(app: ReturnType<typeof createApp>, values: Record<string, unknown> = {}) {
  n++;
  const res = await app.request('/api/buy-ticket', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      amount: 2,
      name: `Kupující ${n}`,
      email: `after${n}@example.test`,
      phone: '+420 601 234 567',
      ...values,
    }),
  });
  expect(res.status).toBe(200);
  const { number } = ((await res.json()) as { data: { number: string } }).data;
  const [stored] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.number, number));
  return stored!;
}

const mailsOf = (orderId: number) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)).orderBy(asc(mailOutbox.id));
const composer: MailComposer = (db, message) => composeOrderMail(db, message, t.deps.mail);
const isPdf = (base64: string) => Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1') === '%PDF-';

/** A transport that records what it sends: the network is the one thing mocked. */
function recordingTransport() {
  const sent: Parameters<MailTransport['sendMail']>[0][] = [];
  return { sent, transport: { sendMail: async (m) => void sent.push(m) } satisfies MailTransport };
}

describe('the order is answered before its mail is composed', () => {
  it('commits the order with its outbox rows; the text and the PDF are made after the answer', async () => {
    const { app, held, release } = heldApp();
    const placed = await order(app, { billingEmail: 'accounts@example.test' });
    // Answered while the only work it started, the composition, is still held.
    expect(held).toHaveLength(1);
    const before = await mailsOf(placed.id);
    expect(before.map((m) => [m.to, m.compose, m.subject, m.attachments])).toEqual([
      [`after${n}@example.test`, 'order-confirmation', '', null],
      ['accounts@example.test', 'order-invoice-copy', '', null],
    ]);
    // Nothing to compose is ever delivered.
    const { sent, transport } = recordingTransport();
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test' })).toBe(0);
    expect(sent).toHaveLength(0);

    await release();
    const after = await mailsOf(placed.id);
    for (const mail of after) {
      expect(mail.compose).toBeNull();
      expect(mail.subject).toContain(placed.number);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]!.contentType).toBe('application/pdf');
      expect(isPdf(mail.attachments![0]!.content)).toBe(true);
    }
    expect(after[0]!.text).toContain('accounts@example.test');
  });

  it('sends the confirmation again from the order page the same way: its row at once, the PDF after', async () => {
    const { app, release } = heldApp();
    const placed = await order(app);
    await release();
    const { deps, held, release: releaseAgain } = heldApp();
    await resendOrderConfirmation(t.database.db, {
      token: placed.pageToken,
      mail: deps.mail,
      limiter: deps.limits.orderConfirmationResendPerOrder,
    });
    expect(held).toHaveLength(1);
    expect((await mailsOf(placed.id)).map((m) => m.compose)).toEqual([null, 'order-confirmation-again']);
    await releaseAgain();
    const again = (await mailsOf(placed.id))[1]!;
    expect(again.compose).toBeNull();
    expect(isPdf(again.attachments![0]!.content)).toBe(true);
  });
});

describe('composed once, sent once', () => {
  it('a worker that dies holding its claim: the message waits for the claim, then the next worker composes it', async () => {
    const { app } = heldApp();
    const placed = await order(app);
    const t0 = new Date(Date.now() + 1_000);
    // The first worker claims the message and dies before composing it.
    expect((await claimMailToCompose(t.database.db, { now: t0 })).map((m) => m.orderId)).toEqual([placed.id]);
    expect(await composePendingMail(t.database.db, { composer, now: t0 })).toBe(0);
    const later = new Date(t0.getTime() + COMPOSE_CLAIM_MS + 1);
    expect(await composePendingMail(t.database.db, { composer, now: later })).toBe(1);
    expect(await composePendingMail(t.database.db, { composer, now: later })).toBe(0);

    const { sent, transport } = recordingTransport();
    const deliver = () => deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: later });
    expect((await Promise.all([deliver(), deliver()])).reduce((a, b) => a + b)).toBe(1);
    expect(await deliver()).toBe(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toContain(placed.number);
    expect(sent[0]!.attachments?.map((a) => isPdf(a.content))).toEqual([true]);
  });

  it('two workers on one message (a slow one whose claim ran out): one composition is stored, one mail sent', async () => {
    const { app } = heldApp();
    const placed = await order(app);
    const t0 = new Date(Date.now() + 1_000);
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    let slowStarted!: () => void;
    const started = new Promise<void>((resolve) => (slowStarted = resolve));
    const slow: MailComposer = async (db, message) => {
      slowStarted();
      await gate;
      return { ...(await composer(db, message)), subject: 'the slow worker' };
    };
    const first = composePendingMail(t.database.db, { composer: slow, now: t0 });
    await started;
    const later = new Date(t0.getTime() + COMPOSE_CLAIM_MS + 1);
    expect(await composePendingMail(t.database.db, { composer, now: later })).toBe(1);
    letGo();
    expect(await first).toBe(0);

    const [mail] = await mailsOf(placed.id);
    expect(mail!.subject).toContain(placed.number);
    const { sent, transport } = recordingTransport();
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: later })).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual([mail!.subject]);
  });

  it('a composition that fails is tried again later and never delivered half-made', async () => {
    const { app } = heldApp();
    const placed = await order(app);
    const t0 = new Date(Date.now() + 1_000);
    const failing: MailComposer = async () => {
      throw new Error('renderer crashed');
    };
    expect(await composePendingMail(t.database.db, { composer: failing, now: t0 })).toBe(0);
    const [failed] = await mailsOf(placed.id);
    expect(failed).toMatchObject({ compose: 'order-confirmation', attempts: 1, lastError: 'composing: renderer crashed' });
    const { sent, transport } = recordingTransport();
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: t0 })).toBe(0);

    const retry = new Date(failed!.nextAttemptAt.getTime() + 1);
    expect(await composePendingMail(t.database.db, { composer, now: retry })).toBe(1);
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: retry })).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments).toHaveLength(1);
  });
});

describe('the PDF drawn on its own thread (decision 198)', () => {
  it('a thread that dies while it draws loses no mail: the message is tried again and composed by the next thread', async () => {
    const { app } = heldApp();
    const placed = await order(app);
    const t0 = new Date(Date.now() + 1_000);
    // The thread dies holding the confirmation's PDF: looked for every turn of the event loop,
    // as a PDF takes many.
    const dying: MailComposer = async (db, message) => {
      const composing = composer(db, message);
      while (invoicePdfsOwed() === 0) await new Promise(setImmediate);
      await stopInvoicePdfThread();
      return composing;
    };
    expect(await composePendingMail(t.database.db, { composer: dying, now: t0 })).toBe(0);
    const [failed] = await mailsOf(placed.id);
    expect(failed).toMatchObject({ compose: 'order-confirmation', status: 'pending', attempts: 1, attachments: null });
    expect(failed!.lastError).toContain('the invoice PDF thread stopped');
    const { sent, transport } = recordingTransport();
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: t0 })).toBe(0);

    const retry = new Date(failed!.nextAttemptAt.getTime() + 1);
    expect(await composePendingMail(t.database.db, { composer, now: retry })).toBe(1);
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now: retry })).toBe(1);
    expect(sent.map((m) => [m.subject.includes(placed.number), m.attachments?.map((a) => isPdf(a.content))])).toEqual([
      [true, [true]],
    ]);
  });
});

describe('the worker after a burst', () => {
  it('one wake composes every message waiting, more than one batch of them, without waiting for the poll', async () => {
    // 250 messages to compose, as a ticket release leaves them: the worker takes 100 per call.
    await t.database.db.insert(mailOutbox).values(
      Array.from({ length: 250 }, (_, i) => ({
        to: `burst${i}@example.test`,
        subject: '',
        text: '',
        template: 'order-confirmation',
        compose: 'order-confirmation' as const,
        nextAttemptAt: new Date(Date.now() - 1_000),
      })),
    );
    const afterAnswer = createAfterAnswer();
    const made: MailComposer = async (_db, message) => ({
      subject: `for ${message.to}`,
      text: 'composed',
      html: '',
      attachments: [],
    });
    const worker = createMailComposer(t.database.db, { composer: made, run: afterAnswer.run });
    worker.wake();
    await afterAnswer.settled();
    const rows = await t.database.db.select({ compose: mailOutbox.compose, subject: mailOutbox.subject }).from(mailOutbox);
    expect(rows).toHaveLength(250);
    expect(rows.filter((r) => r.compose !== null)).toEqual([]);
    expect(rows.every((r) => r.subject.startsWith('for burst'))).toBe(true);
  });
});

describe('a payment’s mails get their PDF after the commit (decision 183)', () => {
  it('marking an order paid writes the codes mail whole but for its tax document, which the worker attaches', async () => {
    const admin = await createAdmin(t.database.db);
    const { app, deps, held, release } = heldApp();
    const placed = await order(app, { billingEmail: 'books@example.test' });
    await release();
    const { sent, transport } = recordingTransport();
    // The confirmation and its copy go first.
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test' })).toBe(2);
    sent.length = 0;
    const paid = await app.request(`/api/ticket-orders/${placed.id}/paid`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sessionTokenFor(admin, t.config)}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    // Answered with the codes mail and the billing copy written, their PDFs not rendered yet.
    expect(held).toHaveLength(1);
    const written = (await mailsOf(placed.id)).filter((m) => m.compose === 'attach-document');
    expect(written.map((m) => [m.to, m.template, m.attachments])).toEqual([
      [placed.email, 'ticket-order-paid', null],
      ['books@example.test', 'ticket-invoice', null],
    ]);
    const [document] = await t.database.db.select().from(ticketOrderDocuments).where(eq(ticketOrderDocuments.orderId, placed.id));
    expect(written.every((m) => m.documentId === document!.id)).toBe(true);
    expect(written[0]!.text).toContain(document!.number);
    expect(written[0]!.text).toMatch(/INNO-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/);
    // Nothing waiting for its file is delivered.
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test' })).toBe(0);

    await release();
    const done = (await mailsOf(placed.id)).filter((m) => m.documentId === document!.id);
    expect(done.map((m) => [m.compose, m.text === written.find((w) => w.id === m.id)!.text])).toEqual([
      [null, true],
      [null, true],
    ]);
    for (const m of done) {
      expect(m.attachments?.map((a) => a.filename)).toEqual([`faktura-${document!.number}.pdf`]);
      expect(isPdf(m.attachments![0]!.content)).toBe(true);
    }
    expect(deps.mail.composeSoon).toBeTypeOf('function');
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test' })).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['books@example.test', placed.email].sort());
  });
});

describe('when composing does not work out', () => {
  it('a message that waited only for its document goes without it after the last try', async () => {
    const [row] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'codes@example.test',
        subject: 'Vaše kódy',
        text: 'INNO-AAAA-BBBB-CCCC',
        template: 'ticket-order-paid',
        compose: 'attach-document',
        attempts: RETRY_DELAYS_MS.length,
        nextAttemptAt: new Date(Date.now() - 1_000),
      })
      .returning();
    const broken: MailComposer = async () => {
      throw new Error('renderer crashed');
    };
    const now = new Date();
    expect(await composePendingMail(t.database.db, { composer: broken, now })).toBe(0);
    const [after] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({
      compose: null,
      status: 'pending',
      attempts: 0,
      text: 'INNO-AAAA-BBBB-CCCC',
      attachments: null,
    });
    expect(after!.lastError).toBe('composing: renderer crashed (sent without its document)');
    const { sent, transport } = recordingTransport();
    expect(await deliverPendingMail(t.database.db, { transport, from: 'web@innoweek.test', now })).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['codes@example.test']);
  });

  it('a shutdown during a burst waits for the batch under way, not the whole burst', async () => {
    await t.database.db.insert(mailOutbox).values(
      Array.from({ length: 250 }, (_, i) => ({
        to: `stop${i}@example.test`,
        subject: '',
        text: '',
        template: 'ticket-order',
        compose: 'order-confirmation' as const,
        nextAttemptAt: new Date(Date.now() - 1_000),
      })),
    );
    const afterAnswer = createAfterAnswer();
    let stopped: Promise<void> | null = null;
    let stop: () => Promise<void> = async () => {};
    const made: MailComposer = async (_db, message) => {
      stopped ??= stop();
      return { subject: `for ${message.to}`, text: 'composed', html: '', attachments: [] };
    };
    const worker = createMailComposer(t.database.db, { composer: made, run: afterAnswer.run });
    stop = worker.poll(60_000);
    await afterAnswer.settled();
    await stopped;
    const left = await t.database.db.$count(mailOutbox, isNotNull(mailOutbox.compose));
    // One call's batch (100) was composed; the rest waits for the next process.
    expect(left).toBe(150);
  });
});
