import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventMessages, eventWaitlist, EVENT_TYPE, mailOutbox, tickets } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { TEST_MAIL } from '../../tests/update-user';
import { createAdmin, createEvent, createExhibitor, createOrganizer, createTicketOrder, createUser } from '../../tests/factories';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter';
import { messageInput, type MessageInput } from './message-input';
import { previewEventMessage, sendEventMessage, type MessageContext } from './send-event-message';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const ctx: MessageContext = { mail: TEST_MAIL };
const limiter = () => createMemoryRateLimiter({ limit: 10, windowMs: 3_600_000 });
type Sender = Parameters<typeof sendEventMessage>[1]['viewer'];
const asSender = (u: { id: number; roleId: number; username: string }, exhibitorIds: number[] = []): Sender => ({
  ...u,
  hasTicket: false,
  editableExhibitorIds: exhibitorIds,
  editableSpeakerIds: [],
});
const input = (v: Partial<MessageInput> & Pick<MessageInput, 'audience'>): MessageInput =>
  messageInput.parse({ subject: 'Změna sálu', text: 'Sejdeme se v sále B.\n\nDěkujeme.', ...v });

/** Previews, then sends what was previewed, as the compose screen does. */
async function send(viewer: Sender, message: MessageInput, lim = limiter()) {
  const { digest } = await previewEventMessage(database.db, { viewer, input: message, ctx });
  return sendEventMessage(database.db, { viewer, input: message, digest, ctx, limiter: lim });
}

async function seminarWithPeople() {
  const db = database.db;
  const organizer = await createOrganizer(db);
  const exhibitor = await createExhibitor(db, { editors: [organizer.id] });
  const [cs1, en1, cs2] = [await createUser(db), await createUser(db, { locale: 'en' }), await createUser(db)];
  const waiting = await createUser(db, { locale: 'en' });
  const event = await createEvent(db, {
    eventtypeId: EVENT_TYPE.seminar,
    exhibitorId: exhibitor.id,
    name: 'Kvantové počítače',
    name_en: 'Quantum computers',
    max_users: 3,
    users: [cs1.id, en1.id, cs2.id],
  });
  await db.insert(eventWaitlist).values({ eventId: event.id, userId: waiting.id });
  return { organizer, exhibitor, event, seated: [cs1, en1, cs2], waiting };
}

const outboxOf = (messageId: number) => database.db.select().from(mailOutbox).where(eq(mailOutbox.messageId, messageId));

describe('sendEventMessage', () => {
  it('mails each seat holder alone, in their language, and records who wrote what to whom', async () => {
    const { organizer, exhibitor, event, seated } = await seminarWithPeople();
    const sender = asSender(organizer, [exhibitor.id]);
    const message = input({ event: event.id, audience: 'attendees', subject_en: 'Room change', text_en: 'We meet in room B.' });
    const preview = await previewEventMessage(database.db, { viewer: sender, input: message, ctx });
    expect(preview.recipients).toBe(3);
    expect(preview.copies.map((c) => [c.locale, c.recipients, c.subject])).toEqual([
      ['cs', 2, 'Změna sálu – Týden inovací'],
      ['en', 1, 'Room change – Innovation Week'],
    ]);
    const sent = await sendEventMessage(database.db, {
      viewer: sender,
      input: message,
      digest: preview.digest,
      ctx,
      limiter: limiter(),
    });
    expect(sent).toMatchObject({ sent: true, recipients: 3 });
    if (!sent.sent) return;
    const mails = await outboxOf(sent.id);
    // One mail per address: nobody sees anyone else's.
    expect(mails.map((m) => m.to).sort()).toEqual(seated.map((u) => u.email).sort());
    const english = mails.find((m) => m.to === seated[1]!.email)!;
    expect(english).toMatchObject({
      subject: 'Room change – Innovation Week',
      locale: 'en',
      template: 'organiser-message',
      status: 'kept',
    });
    expect(english.text).toContain('We meet in room B.');
    expect(english.text).toContain('Quantum computers');
    const czech = mails.find((m) => m.to === seated[0]!.email)!;
    expect(czech.text).toContain('Sejdeme se v sále B.');
    expect(czech.text).toContain('Kvantové počítače');
    const [record] = await database.db.select().from(eventMessages).where(eq(eventMessages.id, sent.id));
    expect(record).toMatchObject({
      senderId: organizer.id,
      eventId: event.id,
      audience: 'attendees',
      subject: 'Změna sálu',
      subject_en: 'Room change',
      recipients: 3,
    });
  });

  it('without an English text everyone reads the Czech one; the waiting list is its own audience', async () => {
    const { organizer, exhibitor, event, waiting } = await seminarWithPeople();
    const sent = await send(asSender(organizer, [exhibitor.id]), input({ event: event.id, audience: 'waiting' }));
    if (!sent.sent) throw new Error('not sent');
    const mails = await outboxOf(sent.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: waiting.email, locale: 'en', subject: 'Změna sálu – Innovation Week' });
    expect(mails[0]!.text).toContain('on its waiting list');
  });

  it('sends nothing when the text changed since the preview: it answers the new preview', async () => {
    const { organizer, exhibitor, event } = await seminarWithPeople();
    const sender = asSender(organizer, [exhibitor.id]);
    const { digest } = await previewEventMessage(database.db, {
      viewer: sender,
      input: input({ event: event.id, audience: 'attendees' }),
      ctx,
    });
    const changed = input({ event: event.id, audience: 'attendees', text: 'Jiný text' });
    const answer = await sendEventMessage(database.db, { viewer: sender, input: changed, digest, ctx, limiter: limiter() });
    expect(answer.sent).toBe(false);
    expect(await database.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id))).toEqual([]);
  });

  it("rights: another exhibitor's Organizer and a member are refused; only Admins write to all ticket holders", async () => {
    const db = database.db;
    const { event } = await seminarWithPeople();
    const stranger = await createOrganizer(db);
    const member = await createUser(db);
    const admin = await createAdmin(db);
    const toSeminar = input({ event: event.id, audience: 'attendees' });
    for (const who of [asSender(stranger, []), asSender(member)]) {
      await expect(previewEventMessage(db, { viewer: who, input: toSeminar, ctx })).rejects.toMatchObject({
        code: 'Message.forbidden',
      });
      await expect(
        sendEventMessage(db, { viewer: who, input: toSeminar, digest: 'x', ctx, limiter: limiter() }),
      ).rejects.toMatchObject({ code: 'Message.forbidden' });
    }
    await expect(previewEventMessage(db, { viewer: null, input: toSeminar, ctx })).rejects.toMatchObject({
      code: 'Request.unauthorized',
    });
    const everyone = input({ audience: 'ticketHolders' });
    await expect(previewEventMessage(db, { viewer: asSender(stranger, []), input: everyone, ctx })).rejects.toMatchObject({
      code: 'Message.forbidden',
    });
    // An Admin writes to any seminar.
    expect((await send(asSender(admin), toSeminar)).sent).toBe(true);
  });

  it('all ticket holders: holders of valid tickets and buyers of paid orders, each address once', async () => {
    const db = database.db;
    const admin = asSender(await createAdmin(db));
    const holder = await createUser(db, { locale: 'en' });
    const paid = await createTicketOrder(db, { status: 'paid', paidAt: new Date(), email: holder.email.toUpperCase() });
    const other = await createTicketOrder(db, { status: 'paid', paidAt: new Date(), locale: 'cs' });
    const unpaid = await createTicketOrder(db, { status: 'awaiting' });
    await db.insert(tickets).values({ orderId: paid.id, code: `T-${paid.id}`, holderUserId: holder.id });
    const sent = await send(admin, input({ audience: 'ticketHolders' }));
    if (!sent.sent) throw new Error('not sent');
    const to = (await outboxOf(sent.id)).map((m) => m.to.toLowerCase());
    expect(to).toContain(holder.email.toLowerCase());
    expect(to).toContain(other.email.toLowerCase());
    expect(to).not.toContain(unpaid.email.toLowerCase());
    expect(new Set(to).size).toBe(to.length);
  });

  it('is rate-limited per sender, and a message to nobody is refused', async () => {
    const db = database.db;
    const { organizer, exhibitor, event } = await seminarWithPeople();
    const sender = asSender(organizer, [exhibitor.id]);
    const tight = createMemoryRateLimiter({ limit: 2, windowMs: 3_600_000 });
    const message = input({ event: event.id, audience: 'attendees' });
    await send(sender, message, tight);
    await send(sender, message, tight);
    await expect(send(sender, message, tight)).rejects.toMatchObject({ code: 'Auth.form.error.ratelimit' });
    const empty = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, exhibitorId: exhibitor.id });
    await expect(send(sender, input({ event: empty.id, audience: 'waiting' }))).rejects.toMatchObject({
      code: 'Message.noRecipients',
    });
  });
});
