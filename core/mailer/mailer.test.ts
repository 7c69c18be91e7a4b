import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { deliverPendingMail, DELIVERY_CLAIM_MS, RETRY_DELAYS_MS, type MailTransport } from './deliver-pending-mail';
import { enqueueMail } from './enqueue-mail';
import { renderMail } from './templates';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

const url = 'https://innoweek.test/user/login?x=<b>';

describe('templates', () => {
  it('renders Czech and English with the link in text and escaped in HTML', () => {
    const cs = renderMail('confirm-email', 'cs', { username: 'jana', url });
    const en = renderMail('confirm-email', 'en', { username: 'jana', url });
    expect(cs.subject).toContain('Potvrďte');
    expect(en.subject).toContain('Confirm');
    expect(cs.text).toContain(url);
    expect(cs.html).toContain('x=&lt;b&gt;');
    expect(cs.html).not.toContain('<b>');
  });
});

describe('the account invitation', () => {
  it('names the username and the link in both languages, which the HTML escapes', () => {
    const vars = { username: 'jana.nova', url: 'https://innoweek.test/user/reset-password?code=a&b=<c>' };
    const cs = renderMail('account-invite', 'cs', vars);
    const en = renderMail('account-invite', 'en', vars);
    expect(cs.subject).toBe('Byl vám založen účet – Týden inovací');
    expect(en.subject).toBe('An account was created for you – Innovation Week');
    for (const m of [cs, en]) {
      expect(m.text).toContain('jana.nova');
      expect(m.text).toContain(vars.url);
      expect(m.html).toContain('b=&lt;c&gt;');
    }
    expect(cs.text).toContain('Nastavit heslo');
    expect(en.text).toContain('Set your password');
  });
});

describe('outbox', () => {
  it('keeps messages when there is no SMTP server and never sends them', async () => {
    await enqueueMail(database.db, {
      to: 'a@innoweek.test',
      template: 'confirm-email',
      locale: 'cs',
      vars: { username: 'a', url },
      deliver: false,
    });
    const sentTo: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => sentTo.push(m.to) };
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z' })).toBe(0);
    expect(sentTo).toEqual([]);
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.status).toBe('kept');
  });

  it('sends pending messages once and marks them sent', async () => {
    await enqueueMail(database.db, {
      to: 'b@innoweek.test',
      template: 'reset-password',
      locale: 'en',
      vars: { username: 'b', url },
      deliver: true,
    });
    const sent: { to: string; subject: string }[] = [];
    const transport: MailTransport = { sendMail: async (m) => sent.push(m) };
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z' })).toBe(1);
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z' })).toBe(0);
    expect(sent.map((m) => m.to)).toEqual(['b@innoweek.test']);
    expect(sent[0]?.subject).toContain('Reset your password');
    const [row] = await database.db.select().from(mailOutbox);
    expect(row?.status).toBe('sent');
  });

  it('hands attachments to the transport as base64', async () => {
    const content = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');
    await enqueueMail(database.db, {
      to: 'ics@innoweek.test',
      template: 'signup-joined',
      locale: 'cs',
      vars: { name: 'Jana', event: 'Seminář', when: '11. října 2021 9:00–10:00', url },
      deliver: true,
      attachments: [{ filename: 'seminar.ics', contentType: 'text/calendar; charset=utf-8', content }],
    });
    const sent: Parameters<MailTransport['sendMail']>[0][] = [];
    const transport: MailTransport = { sendMail: async (m) => sent.push(m) };
    await deliverPendingMail(database.db, { transport, from: 'x@y.z' });
    const mine = sent.find((m) => m.to === 'ics@innoweek.test');
    expect(mine?.subject).toContain('Seminář');
    expect(mine?.attachments).toEqual([
      { filename: 'seminar.ics', contentType: 'text/calendar; charset=utf-8', content, encoding: 'base64' },
    ]);
  });

  it('backs off after a failure and gives up after the last retry', async () => {
    const msg = await enqueueMail(database.db, {
      to: 'c@innoweek.test',
      template: 'confirm-email',
      locale: 'cs',
      vars: { username: 'c', url },
      deliver: true,
    });
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('SMTP down');
      },
    };
    let now = new Date(Date.now() + 1000);
    await deliverPendingMail(database.db, { transport, from: 'x@y.z', now });
    let [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, msg.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP down' });
    expect(row!.nextAttemptAt.getTime()).toBe(now.getTime() + RETRY_DELAYS_MS[0]!);
    // Not due yet: nothing is attempted.
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z', now })).toBe(0);
    [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, msg.id));
    expect(row?.attempts).toBe(1);
    for (let i = 1; i <= RETRY_DELAYS_MS.length; i++) {
      now = new Date(row!.nextAttemptAt.getTime());
      await deliverPendingMail(database.db, { transport, from: 'x@y.z', now });
      [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, msg.id));
    }
    expect(row).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 });
  });

  it('sends holding no transaction: while the SMTP server answers, the database serves others and the message is not locked', async () => {
    const msg = await enqueueMail(database.db, {
      to: 'slow@innoweek.test',
      template: 'confirm-email',
      locale: 'cs',
      vars: { username: 'slow', url },
      deliver: true,
    });
    const seenWhileSending: string[] = [];
    const transport: MailTransport = {
      // On the embedded database a query waits for any open transaction (it hung here when the
      // send ran inside one); on PostgreSQL NOWAIT fails on a row the sender holds.
      sendMail: async (m) => {
        const rows = await database.db
          .select({ to: mailOutbox.to })
          .from(mailOutbox)
          .where(eq(mailOutbox.id, msg.id))
          .for('update', { noWait: true });
        seenWhileSending.push(...rows.map((r) => r.to), m.to);
      },
    };
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z' })).toBe(1);
    expect(seenWhileSending).toEqual(['slow@innoweek.test', 'slow@innoweek.test']);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, msg.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a worker that dies while sending: the message waits for its claim, then the next worker sends it once', async () => {
    const msg = await enqueueMail(database.db, {
      to: 'claim@innoweek.test',
      template: 'confirm-email',
      locale: 'en',
      vars: { username: 'claim', url },
      deliver: true,
    });
    const t0 = new Date(Date.now() + 1000);
    let taken!: () => void;
    const took = new Promise<void>((resolve) => (taken = resolve));
    // The first worker never hears back from its SMTP server (its process is gone). Its send
    // times out a minute later, after this file closed its database: what it then fails to
    // store is not this test's concern.
    const dead: MailTransport = { sendMail: () => (taken(), new Promise(() => {})) };
    void deliverPendingMail(database.db, { transport: dead, from: 'x@y.z', now: t0 }).catch(() => undefined);
    await took;
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (m) => sent.push(m.to) };
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z', now: t0 })).toBe(0);
    const later = new Date(t0.getTime() + DELIVERY_CLAIM_MS);
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z', now: later })).toBe(1);
    expect(await deliverPendingMail(database.db, { transport, from: 'x@y.z', now: later })).toBe(0);
    expect(sent).toEqual(['claim@innoweek.test']);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, msg.id));
    expect(row?.status).toBe('sent');
  });
});
