/**
 * Who may set which hall's delay (decision 085), every role against every kind of hall, through
 * the API and the running-late screen's read: an Admin any hall; an Organizer only a hall whose
 * sessions left today all belong to exhibitors they edit.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { EVENT_TYPE, halls, ROLE } from '../../db/schema';
import { findHallDelays } from '../../core/halls/find-hall-delays';
import { loadUserWithRights } from '../../core/accounts/load-user-with-rights';
import { createEvent, createExhibitor, createHall, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

// The programme clock: the main day, 10:32 in Prague.
const CLOCK_START = '2021-10-11T10:32:00+02:00';
const at = (time: string, day = '2021-10-11') => new Date(`${day}T${time}:00+02:00`);

type Signed = { id: number; tokenVersion: number };
let t: WriteTestContext;
let admin: Signed;
let editor: Signed;
let stranger: Signed;
let member: Signed;
/** The kinds of hall by what is left in them today. */
let hall: Record<'mine' | 'mixed' | 'noExhibitor' | 'nothingLeft' | 'othersOver' | 'othersDraft' | 'othersDelayed', number>;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START } });
  const db = t.database.db;
  editor = await createUser(db, { roleId: ROLE.organizer });
  stranger = await createUser(db, { roleId: ROLE.organizer });
  admin = await createUser(db, { roleId: ROLE.admin });
  member = await createUser(db, { roleId: ROLE.confirmed });
  const ours = await createExhibitor(db, { editors: [editor.id, member.id] });
  const theirs = await createExhibitor(db, { editors: [stranger.id] });
  const newHall = async () => (await createHall(db)).id;
  hall = {
    mine: await newHall(),
    mixed: await newHall(),
    noExhibitor: await newHall(),
    nothingLeft: await newHall(),
    othersOver: await newHall(),
    othersDraft: await newHall(),
    othersDelayed: await newHall(),
  };
  const seminar = (hallId: number, exhibitorId: number | null, start: string, end: string, day?: string) =>
    createEvent(db, { hallId, exhibitorId, eventtypeId: EVENT_TYPE.seminar, start: at(start, day), end: at(end, day) });
  await seminar(hall.mine, ours.id, '10:00', '11:00');
  await seminar(hall.mine, ours.id, '14:00', '15:00');
  await seminar(hall.mixed, ours.id, '10:00', '11:00');
  await seminar(hall.mixed, theirs.id, '16:00', '17:00');
  await seminar(hall.noExhibitor, ours.id, '11:00', '12:00');
  await seminar(hall.noExhibitor, null, '13:00', '14:00');
  // Over before the clock's now, and tomorrow's: nothing of today is left to move.
  await seminar(hall.nothingLeft, ours.id, '08:00', '09:00');
  await seminar(hall.nothingLeft, theirs.id, '09:00', '10:00', '2021-10-12');
  // Another's session already over does not count.
  await seminar(hall.othersOver, theirs.id, '08:00', '09:30');
  await seminar(hall.othersOver, ours.id, '11:00', '12:00');
  // Another's draft would move as well.
  await seminar(hall.othersDraft, ours.id, '11:00', '12:00');
  await createEvent(db, {
    hallId: hall.othersDraft,
    exhibitorId: theirs.id,
    eventtypeId: EVENT_TYPE.seminar,
    start: at('15:00'),
    end: at('16:00'),
    published_at: null,
  });
  // Another's session stored as over at 10:30, but the hall runs 10 minutes late since 10:00: still on.
  await seminar(hall.othersDelayed, theirs.id, '09:30', '10:30');
  await seminar(hall.othersDelayed, ours.id, '11:00', '12:00');
  await db
    .update(halls)
    .set({ delayMinutes: 10, delaySetAt: at('10:00') })
    .where(eq(halls.id, hall.othersDelayed));
});
afterAll(() => t.database.close());

const setDelay = (hallId: number, who: Signed | null, minutes = 5) =>
  t.send('PUT', `/api/halls/${hallId}/delay`, { ...(who ? { cookie: who } : {}), body: { minutes } });

/** What each viewer gets on each hall: 200, or the refusal's status and code. */
const EXPECTED: Record<keyof typeof hall, { editor: boolean }> = {
  mine: { editor: true },
  mixed: { editor: false },
  noExhibitor: { editor: false },
  nothingLeft: { editor: false },
  othersOver: { editor: true },
  othersDraft: { editor: false },
  othersDelayed: { editor: false },
};

describe('PUT /api/halls/{id}/delay by role and hall', () => {
  test.each(Object.keys(EXPECTED) as (keyof typeof hall)[])('%s hall', async (kind) => {
    const id = hall[kind];
    const guest = await refusalOf(await setDelay(id, null));
    expect([guest.statusCode, guest.code]).toEqual([401, 'Request.unauthorized']);
    // A member listed as the exhibitor's editor is still no Organizer.
    const byMember = await refusalOf(await setDelay(id, member));
    expect([byMember.statusCode, byMember.code]).toEqual([403, 'Hall.delay.forbidden']);
    const byStranger = await refusalOf(await setDelay(id, stranger));
    expect([byStranger.statusCode, byStranger.code]).toEqual([403, 'Hall.delay.notYours']);

    const byEditor = await setDelay(id, editor, 5);
    if (EXPECTED[kind].editor) {
      expect(byEditor.status, await byEditor.clone().text()).toBe(200);
      expect((await setDelay(id, editor, 0)).status).toBe(200);
    } else {
      const refused = await refusalOf(byEditor);
      expect([refused.statusCode, refused.code]).toEqual([403, 'Hall.delay.notYours']);
    }
    const before = (await t.database.db.select().from(halls).where(eq(halls.id, id)))[0]!;
    expect((await setDelay(id, admin, 7)).status).toBe(200);
    // Put back as it was for the other viewers' cases.
    await t.database.db
      .update(halls)
      .set({ delayMinutes: before.delayMinutes, delaySetAt: before.delaySetAt })
      .where(eq(halls.id, id));
  });
});

describe('the running-late screen offers only the halls one may delay', () => {
  const cardsOf = async (who: Signed) => {
    const viewer = (await loadUserWithRights(t.database.db, who.id))!;
    const cards = await findHallDelays(t.database.db, { viewer, now: t.config.now(), timezone: t.config.timezone });
    return cards.map((c) => c.id).filter((id) => Object.values(hall).includes(id));
  };

  test('an Organizer sees the halls where every session left is theirs; another Organizer none; an Admin all', async () => {
    expect(await cardsOf(editor)).toEqual([hall.mine, hall.othersOver]);
    expect(await cardsOf(stranger)).toEqual([]);
    expect(await cardsOf(admin)).toEqual(Object.values(hall));
  });
});
