import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { enqueueMail } from '../../core/mailer/enqueue-mail';
import { mailOutbox, type users } from '../../db/schema';
import { createAdmin, createOrganizer, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

type Message = { id: number; to: string; status: string; html: string | null; text: string; subject: string };

async function mail(to: string, deliver = false) {
  return enqueueMail(t.database.db, {
    to,
    template: 'reset-password',
    locale: 'en',
    vars: { username: 'x', url: `https://innoweek.test/r?to=${to}` },
    deliver,
  });
}

describe('the mail outbox', () => {
  test('Admins read it newest first, paginated, by status, with text and HTML', async () => {
    const first = await mail('first@example.cz');
    await mail('second@example.cz', true);
    await mail('third@example.cz');
    const list = (await (await t.send('GET', '/api/outbox', { bearer: admin })).json()) as Message[];
    expect(list.map((m) => m.to)).toEqual(['third@example.cz', 'second@example.cz', 'first@example.cz']);
    expect(list[0]).toMatchObject({
      status: 'kept',
      attempts: 0,
      lastError: null,
      sentAt: null,
      template: 'reset-password',
      locale: 'en',
    });
    expect(list[0]!.text).toContain('https://innoweek.test/r?to=third@example.cz');
    expect(list[0]!.html).toContain('<');
    expect(Object.keys(list[0]!)).toEqual(expect.arrayContaining(['subject', 'created_at', 'nextAttemptAt']));

    const page = (await (await t.send('GET', '/api/outbox?_limit=1&_start=1', { bearer: admin })).json()) as Message[];
    expect(page.map((m) => m.to)).toEqual(['second@example.cz']);
    const pending = (await (await t.send('GET', '/api/outbox?status=pending', { bearer: admin })).json()) as Message[];
    expect(pending.map((m) => m.to)).toEqual(['second@example.cz']);
    expect(await (await t.send('GET', '/api/outbox/count', { bearer: admin })).json()).toBe(3);
    expect(await (await t.send('GET', '/api/outbox/count?status=kept', { bearer: admin })).json()).toBe(2);

    const one = (await (await t.send('GET', `/api/outbox/${first.id}`, { bearer: admin })).json()) as Message;
    expect(one).toMatchObject({ id: first.id, to: 'first@example.cz', subject: first.subject, html: first.html });
  });

  test('nobody else: 401 for guests, 403 for Organizers and members', async () => {
    const message = await mail('secret@example.cz');
    const organizer = await createOrganizer(t.database.db);
    const member = await createUser(t.database.db);
    for (const path of ['/api/outbox', '/api/outbox/count', `/api/outbox/${message.id}`]) {
      expect((await t.send('GET', path)).status, path).toBe(401);
      for (const viewer of [organizer, member]) {
        const res = await t.send('GET', path, { bearer: viewer });
        expect(res.status, path).toBe(403);
        expect(await res.text()).not.toContain('secret@example.cz');
      }
    }
  });

  test('Admins see the files a message carries and download each; a message still being made says so', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const carried = await enqueueMail(t.database.db, {
      to: 'files@example.cz',
      template: 'reset-password',
      locale: 'cs',
      vars: { username: 'x', url: 'https://innoweek.test/r' },
      deliver: false,
      attachments: [
        { filename: 'seminář.ics', contentType: 'text/calendar', content: Buffer.from(ics).toString('base64') },
        { filename: 'a.bin', contentType: 'application/octet-stream', content: Buffer.from([1, 2, 3, 4]).toString('base64') },
      ],
    });
    const one = (await (await t.send('GET', `/api/outbox/${carried.id}`, { bearer: admin })).json()) as Message & {
      composing: boolean;
      attachments: unknown[];
    };
    expect(one.composing).toBe(false);
    expect(one.attachments).toEqual([
      { filename: 'seminář.ics', contentType: 'text/calendar', size: Buffer.byteLength(ics) },
      { filename: 'a.bin', contentType: 'application/octet-stream', size: 4 },
    ]);
    const file = await t.send('GET', `/api/outbox/${carried.id}/attachments/1`, { bearer: admin });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/calendar');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="seminar.ics"; filename*=UTF-8''semin%C3%A1%C5%99.ics`,
    );
    expect(await file.text()).toBe(ics);
    const second = await t.send('GET', `/api/outbox/${carried.id}/attachments/2`, { bearer: admin });
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3, 4]));
    for (const n of ['3', '0', 'x'])
      expect((await t.send('GET', `/api/outbox/${carried.id}/attachments/${n}`, { bearer: admin })).status, n).toBe(
        n === '3' ? 404 : 400,
      );
    const member = await createUser(t.database.db);
    expect((await t.send('GET', `/api/outbox/${carried.id}/attachments/1`, { bearer: member })).status).toBe(403);
    expect((await t.send('GET', `/api/outbox/${carried.id}/attachments/1`)).status).toBe(401);

    // A message the outbox worker composes after the commit has no subject yet: the answer says why.
    const [waiting] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'later@example.cz',
        subject: '',
        text: '',
        template: 'ticket-order',
        locale: 'cs',
        compose: 'order-confirmation',
      })
      .returning();
    const later = (await (await t.send('GET', `/api/outbox/${waiting!.id}`, { bearer: admin })).json()) as {
      composing: boolean;
      attachments: unknown[];
    };
    expect(later).toMatchObject({ composing: true, attachments: [] });
    // One whose composing failed for good is not being prepared: its status says it failed.
    const [given] = await t.database.db
      .insert(mailOutbox)
      .values({
        to: 'never@example.cz',
        subject: '',
        text: '',
        template: 'ticket-order',
        locale: 'cs',
        compose: 'order-confirmation',
        status: 'failed',
        lastError: 'composing: no order',
      })
      .returning();
    const failed = (await (await t.send('GET', `/api/outbox/${given!.id}`, { bearer: admin })).json()) as { composing: boolean };
    expect(failed).toMatchObject({ composing: false, status: 'failed' });
  });

  test('bad parameters are 400; an unknown message 404', async () => {
    for (const query of ['status=lost', '_limit=-2', '_start=-1', 'to=x', '_limit=1&_limit=2']) {
      expect((await t.send('GET', `/api/outbox?${query}`, { bearer: admin })).status, query).toBe(400);
    }
    expect((await t.send('GET', '/api/outbox/999999', { bearer: admin })).status).toBe(404);
  });
});
