/**
 * Change notices (issue 30 item 5, decision 121) through the API: a published seminar moved in
 * time or hall, or its hall running late past the setting, mails those signed up once per change,
 * batched over rapid edits; a waiting-list place is confirmed with its position; an Admin's
 * removal of an attendee says so.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { users } from '../../db/schema';
import { eventChangeNotices, EVENT_TYPE, halls, mailOutbox, ROLE, ticketSettings, userStars } from '../../db/schema';
import { sendChangeNotices } from '../../core/notices/send-change-notices';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { signupMail } from './signup-mail';

// The programme clock on the seminars' morning: sign-ups and delays of that day.
const CLOCK_START = '2021-10-11T08:00:00+02:00';
const at = (time: string) => new Date(`2021-10-11T${time}:00+02:00`);

let t: WriteTestContext;
let admin: typeof users.$inferSelect;
let organizer: typeof users.$inferSelect;
let exhibitorId: number;
const hall = { a: 0, b: 0 };

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START } });
  const db = t.database.db;
  admin = await createUser(db, { roleId: ROLE.admin });
  organizer = await createUser(db, { roleId: ROLE.organizer });
  exhibitorId = (await createExhibitor(db, { editors: [organizer.id] })).id;
  const [a, b] = await db
    .insert(halls)
    .values([
      { name: 'Sál Praha', name_en: 'Prague Hall' },
      { name: 'Sál Brno', name_en: 'Brno Hall' },
    ])
    .returning();
  hall.a = a!.id;
  hall.b = b!.id;
  await db.insert(ticketSettings).values({}).onConflictDoNothing();
  await db.update(ticketSettings).set({ lateNoticeMinutes: 15 }).where(eq(ticketSettings.editionId, currentEditionId));
});
afterAll(() => t.database.close());

const person = (values: Parameters<typeof createUser>[1] = {}) =>
  createUser(t.database.db, {
    roleId: ROLE.confirmed,
    firstName: 'Jana',
    lastName: 'Nováková',
    phone: '+420 601 234 567',
    hasTicket: true,
    ...values,
  });
async function seminarWith(people: number[], values: Parameters<typeof createEvent>[1] = {}) {
  return createEvent(t.database.db, {
    eventtypeId: EVENT_TYPE.seminar,
    exhibitorId,
    hallId: hall.a,
    name: 'Vodíková ekonomika',
    name_en: 'Hydrogen economy',
    start: at('13:00'),
    end: at('14:30'),
    max_users: 30,
    users: people,
    ...values,
  });
}
const edit = (id: number, body: Record<string, unknown>) => t.send('PUT', `/api/events/${id}`, { bearer: admin, body });
const mailsOf = (template: string, to: string[]) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, template), inArray(mailOutbox.to, to)))
    .orderBy(asc(mailOutbox.id));
/** The worker's pass once the quiet period is over (a moment in the future is past every change). */
const sendDue = () => sendChangeNotices(t.database.db, { ctx: signupMail(t.deps), quietBefore: new Date(Date.now() + 60_000) });
const pending = (eventId: number) =>
  t.database.db.select().from(eventChangeNotices).where(eq(eventChangeNotices.eventId, eventId));

describe('a seminar moved in time or hall', () => {
  test('rapid edits make one pending notice, sent once after the quiet period with the new .ics', async () => {
    const [cs, en] = [await person(), await person({ locale: 'en' })];
    const event = await seminarWith([cs.id, en.id]);
    expect((await edit(event.id, { start: at('13:30').toISOString(), end: at('15:00').toISOString() })).status).toBe(200);
    expect((await edit(event.id, { start: at('14:00').toISOString(), end: at('15:30').toISOString() })).status).toBe(200);
    expect((await edit(event.id, { hall: hall.b })).status).toBe(200);
    expect(await pending(event.id)).toHaveLength(1);
    // Still inside the quiet period: nothing goes.
    expect(await sendChangeNotices(t.database.db, { ctx: signupMail(t.deps), quietBefore: new Date(Date.now() - 60_000) })).toBe(
      0,
    );
    expect(await mailsOf('session-changed', [cs.email, en.email])).toEqual([]);

    expect(await sendDue()).toBe(1);
    const mails = await mailsOf('session-changed', [cs.email, en.email]);
    expect(mails.map((m) => [m.to, m.locale])).toEqual([
      [cs.email, 'cs'],
      [en.email, 'en'],
    ]);
    // The first state against the last: 13:00 in Sál Praha became 14:00 in Sál Brno.
    expect(mails[0]!.subject).toBe('Změna programu: Vodíková ekonomika – Týden inovací');
    expect(mails[0]!.text).toMatch(/Nový čas: .*14:00–15:30 \(dříve .*13:00–14:30\)/);
    expect(mails[0]!.text).toContain('Nový sál: Sál Brno (dříve Sál Praha)');
    expect(mails[1]!.text).toContain('New hall: Brno Hall (was Prague Hall)');
    const ics = Buffer.from(mails[0]!.attachments![0]!.content, 'base64').toString('utf8');
    expect(ics).toContain('DTSTART;TZID=Europe/Prague:20211011T140000');
    // Sent once: the notice is gone, a second pass sends nothing.
    expect(await pending(event.id)).toEqual([]);
    expect(await sendDue()).toBe(0);
    expect(await mailsOf('session-changed', [cs.email, en.email])).toHaveLength(2);
  });

  test('a change made and taken back before the notice went tells nobody; a new change after a notice is a new notice', async () => {
    const someone = await person();
    const event = await seminarWith([someone.id]);
    await edit(event.id, { hall: hall.b });
    await edit(event.id, { hall: hall.a });
    expect(await sendDue()).toBe(0);
    expect(await mailsOf('session-changed', [someone.email])).toEqual([]);
    await edit(event.id, { hall: hall.b });
    expect(await sendDue()).toBe(1);
    await edit(event.id, { start: at('12:00').toISOString() });
    expect(await sendDue()).toBe(1);
    expect(await mailsOf('session-changed', [someone.email])).toHaveLength(2);
  });

  test('other edits, drafts and events without sign-ups make no notice; the waiting list is told too', async () => {
    const [seated, waiting] = [await person(), await person()];
    const event = await seminarWith([seated.id], { max_users: 1 });
    expect(
      (
        await t.send('POST', '/api/event-join', {
          bearer: waiting,
          body: { event: event.id, user: waiting.id, waitingList: true },
        })
      ).status,
    ).toBe(200);
    await edit(event.id, { description: 'Nový popis' });
    expect(await pending(event.id)).toEqual([]);
    const draft = await seminarWith([], { published_at: null });
    await edit(draft.id, { hall: hall.b });
    expect(await pending(draft.id)).toEqual([]);
    await edit(event.id, { hall: hall.b });
    await sendDue();
    const mails = await mailsOf('session-changed', [seated.email, waiting.email]);
    expect(mails.map((m) => m.to)).toEqual([seated.email, waiting.email]);
    expect(mails[1]!.text).toContain('na který jste v pořadníku');
  });
});

describe('people who starred a session (decision 135)', () => {
  const star = (userId: number, eventId: number) => t.database.db.insert(userStars).values({ userId, eventId });

  test('without the opt-in get nothing; with it one notice per change, in their language, once beside a seat', async () => {
    const [quiet, told, toldEn, seatedToo] = [
      await person(),
      await person({ starNotices: true }),
      await person({ starNotices: true, locale: 'en' }),
      await person({ starNotices: true }),
    ];
    const event = await seminarWith([seatedToo.id]);
    for (const who of [quiet, told, toldEn, seatedToo]) await star(who.id, event.id);
    // Rapid edits: one notice.
    await edit(event.id, { hall: hall.b });
    await edit(event.id, { start: at('13:30').toISOString(), end: at('15:00').toISOString() });
    expect(await sendDue()).toBe(1);
    // A later change: a second one.
    await edit(event.id, { hall: hall.a });
    expect(await sendDue()).toBe(1);

    expect(await mailsOf('session-changed', [quiet.email])).toEqual([]);
    const toTold = await mailsOf('session-changed', [told.email]);
    expect(toTold).toHaveLength(2);
    expect(toTold[0]!.text).toContain('kterou máte ve svém programu');
    expect(toTold[0]!.text).toContain('Nový sál: Sál Brno (dříve Sál Praha)');
    expect(toTold[1]!.text).toContain('Nový sál: Sál Praha (dříve Sál Brno)');
    const toEn = await mailsOf('session-changed', [toldEn.email]);
    expect(toEn.map((m) => m.locale)).toEqual(['en', 'en']);
    expect(toEn[0]!.text).toContain('which is in your programme');
    // A seat holder who also starred it gets the seat's notice, not a second one.
    const toSeated = await mailsOf('session-changed', [seatedToo.email]);
    expect(toSeated).toHaveLength(2);
    expect(toSeated[0]!.text).toContain('na který jste přihlášeni');
  });

  test('a conference panel, which has no sign-ups, tells those who starred it and opted in', async () => {
    const [quiet, told] = [await person(), await person({ starNotices: true })];
    const panel = await createEvent(t.database.db, {
      eventtypeId: EVENT_TYPE.conference,
      hallId: hall.a,
      name: 'Panel o vodíku',
      start: at('10:00'),
      end: at('11:00'),
    });
    await star(quiet.id, panel.id);
    await star(told.id, panel.id);
    await edit(panel.id, { start: at('10:30').toISOString(), end: at('11:30').toISOString() });
    expect(await sendDue()).toBe(1);
    expect(await mailsOf('session-changed', [quiet.email])).toEqual([]);
    const [mail] = await mailsOf('session-changed', [told.email]);
    expect(mail!.text).toMatch(/Nový čas: .*10:30–11:30 \(dříve .*10:00–11:00\)/);
  });
});

describe('a hall running late', () => {
  const setDelay = (hallId: number, minutes: number) =>
    t.send('PUT', `/api/halls/${hallId}/delay`, { bearer: admin, body: { minutes } });

  test('past the setting those signed up are told the shown time; under it nobody; back on time is told', async () => {
    const [h] = await t.database.db.insert(halls).values({ name: 'Sál Ostrava' }).returning();
    const someone = await person();
    const event = await seminarWith([someone.id], { hallId: h!.id });
    expect((await setDelay(h!.id, 10)).status).toBe(200);
    expect(await pending(event.id)).toEqual([]);
    expect((await setDelay(h!.id, 20)).status).toBe(200);
    expect((await setDelay(h!.id, 30)).status).toBe(200);
    expect(await sendDue()).toBe(1);
    let mails = await mailsOf('session-changed', [someone.email]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/Nový čas: .*13:30–15:00/);
    expect(mails[0]!.text).toContain('Sál má zpoždění 30 minut.');
    expect(Buffer.from(mails[0]!.attachments![0]!.content, 'base64').toString('utf8')).toContain(
      'DTSTART;TZID=Europe/Prague:20211011T133000',
    );
    expect((await setDelay(h!.id, 0)).status).toBe(200);
    expect(await sendDue()).toBe(1);
    mails = await mailsOf('session-changed', [someone.email]);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toMatch(/Nový čas: .*13:00–14:30 \(dříve .*13:30–15:00\)/);
  });
});

describe('sign-up mails', () => {
  test('a waiting-list place is confirmed by mail with its position', async () => {
    const [seated, first, second] = [await person(), await person(), await person({ locale: 'en' })];
    const event = await seminarWith([seated.id], { max_users: 1 });
    for (const who of [first, second])
      expect(
        (await t.send('POST', '/api/event-join', { bearer: who, body: { event: event.id, user: who.id, waitingList: true } }))
          .status,
      ).toBe(200);
    const [toFirst] = await mailsOf('signup-waiting', [first.email]);
    expect(toFirst!.subject).toBe('Jste v pořadníku: Vodíková ekonomika – Týden inovací');
    expect(toFirst!.text).toContain('na 1. místo');
    const [toSecond] = await mailsOf('signup-waiting', [second.email]);
    expect(toSecond!.text).toContain('you are number 2 on its waiting list');
  });

  test("an Admin's removal is mailed as a removal; one's own leaving as leaving", async () => {
    const [removed, leaver] = [await person(), await person()];
    const event = await seminarWith([removed.id, leaver.id]);
    expect(
      (await t.send('POST', '/api/event-leave', { bearer: admin, body: { event: event.id, user: removed.id } })).status,
    ).toBe(200);
    expect(
      (await t.send('POST', '/api/event-leave', { bearer: leaver, body: { event: event.id, user: leaver.id } })).status,
    ).toBe(200);
    expect((await mailsOf('signup-removed', [removed.email])).map((m) => m.subject)).toEqual([
      'Odhlášení pořadatelem: Vodíková ekonomika – Týden inovací',
    ]);
    expect(await mailsOf('signup-left', [removed.email])).toEqual([]);
    expect(await mailsOf('signup-left', [leaver.email])).toHaveLength(1);
  });
});
