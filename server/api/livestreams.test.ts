/**
 * Livestream access through the API (issue 11): passphrase checks and the remembered cookie,
 * the player for each kind of viewer, and that no public answer carries a stream id.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessCodes, CONFERENCE_HALL_ID, halls, ROLE, tickets } from '../../db/schema';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import { createEvent, createHall, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let seminarHall: number;
const SEMINAR_STREAM = 'youtube:Sem1nar_Stream';
const CONFERENCE_STREAM = 'vimeo:576123456';

async function code(passphrase: string, rights: { conference?: boolean; seminars?: boolean; validUntil?: Date }) {
  await t.database.db.insert(accessCodes).values({
    label: passphrase,
    codeHash: hashAccessCode(passphrase),
    conference: rights.conference ?? false,
    seminars: rights.seminars ?? false,
    validUntil: rights.validUntil ?? null,
  });
}

/** The pass cookie a check set, as a Cookie header for the next request. */
async function passCookie(passphrase: string): Promise<string> {
  const res = await t.send('GET', `/api/check-ticket/${encodeURIComponent(passphrase)}`);
  const set = res.headers.get('set-cookie') ?? '';
  expect(set).toMatch(/^livestream_pass=[^;]+;.*HttpOnly/i);
  expect(set).toMatch(/SameSite=Lax/i);
  expect(set).not.toContain(encodeURIComponent(passphrase));
  return set.split(';')[0]!;
}

beforeAll(async () => {
  t = await createWriteTestContext();
  seminarHall = (await createHall(t.database.db, { name: 'Sál B', broadcast: SEMINAR_STREAM, slido: 'inno-b' })).id;
  // The conference hall is hall 5 in every edition.
  const existing = await t.database.db.select({ id: halls.id }).from(halls);
  if (!existing.some((h) => h.id === CONFERENCE_HALL_ID))
    await t.database.db
      .insert(halls)
      .values({ id: CONFERENCE_HALL_ID, name: 'Konferenční sál', broadcast: CONFERENCE_STREAM, slido: 'inno-konf' });
  await code('seminare-2021', { seminars: true });
  await code('konference-2021', { conference: true, seminars: true });
  await code('jen-konference', { conference: true });
  await code('prosle-heslo', { conference: true, seminars: true, validUntil: new Date('2021-10-01T00:00:00Z') });
});
afterAll(() => t.database.close());

describe('GET /api/check-ticket/{passphrase}', () => {
  test('answers the rights of a valid passphrase and remembers it in an HttpOnly cookie', async () => {
    const res = await t.send('GET', '/api/check-ticket/konference-2021');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conference: true, seminars: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toMatch(/^livestream_pass=/);
    // Surrounding spaces of a pasted passphrase do not matter, nor letter case (decision 108).
    for (const typed of ['%20seminare-2021%20', 'SEMINARE-2021', 'Seminare-2021'])
      expect(await (await t.send('GET', `/api/check-ticket/${typed}`)).json(), typed).toEqual({
        conference: false,
        seminars: true,
      });
  });

  test('codes hashed as typed before letter case stopped counting still open: capitals in any case, mixed case as made', async () => {
    const asTyped = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
    await t.database.db.insert(accessCodes).values([
      { label: 'old generated', codeHash: asTyped('INNO-AAAA-BBBB-CCCC'), seminars: true },
      { label: 'old mixed', codeHash: asTyped('Partneri2021'), seminars: true },
    ]);
    const rights = async (typed: string) => (await (await t.send('GET', `/api/check-ticket/${typed}`)).json()) as object;
    for (const typed of ['INNO-AAAA-BBBB-CCCC', 'inno-aaaa-bbbb-cccc', 'Inno-Aaaa-Bbbb-Cccc', 'Partneri2021'])
      expect(await rights(typed), typed).toEqual({ conference: false, seminars: true });
    expect(await rights('partneri2021')).toEqual({ conference: false, seminars: false });
  });

  test('an unknown or expired passphrase opens nothing and sets no cookie', async () => {
    for (const passphrase of ['nevim', 'prosle-heslo']) {
      const res = await t.send('GET', `/api/check-ticket/${passphrase}`);
      expect(await res.json()).toEqual({ conference: false, seminars: false });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  test('DELETE forgets the passphrase', async () => {
    const res = await t.send('DELETE', '/api/check-ticket', { cookie: await passCookie('seminare-2021') });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^livestream_pass=;.*Max-Age=0/i);
  });

  test('guessing is limited per client address', async () => {
    const limited = await createWriteTestContext({ limits: { passphrasePerIp: { limit: 3, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await limited.send('GET', `/api/check-ticket/guess-${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.database.close();
    }
  });

  test('right passphrases do not count: a room behind one address gets in, and a right one between guesses resets nothing', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { passphrasePerIp: { limit: 3, windowMs: 60_000 } },
    });
    const check = async (passphrase: string) => {
      const res = await limited.send('GET', `/api/check-ticket/${passphrase}`, { ip: '192.0.2.55' });
      return res.status === 200 ? ((await res.json()) as { seminars: boolean }).seminars : res.status;
    };
    // Twenty people at the venue type the passphrase they were given.
    for (let i = 0; i < 20; i++) expect(await check('seminare-2021')).toBe(true);
    // Someone who knows one right passphrase guesses another between its uses: only the wrong ones count.
    const outcomes = [];
    for (const passphrase of ['guess-1', 'konference-2021', 'guess-2', 'konference-2021', 'guess-3', 'guess-4'])
      outcomes.push(await check(passphrase));
    expect(outcomes).toEqual([false, true, false, true, false, 429]);
    // Over the limit the answer is as before, whatever is typed: a right one would otherwise tell itself from a wrong one.
    const over = await limited.send('GET', '/api/check-ticket/seminare-2021', { ip: '192.0.2.55' });
    expect(await refusalOf(over)).toMatchObject({ statusCode: 429, code: 'Auth.form.error.ratelimit' });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('GET /api/check-ticket/player/{hall}', () => {
  const player = (hall: number, opts: Parameters<WriteTestContext['send']>[2] = {}) =>
    t.send('GET', `/api/check-ticket/player/${hall}`, opts);

  test('a guest is locked out of every hall', async () => {
    for (const hall of [seminarHall, CONFERENCE_HALL_ID]) {
      const r = await refusalOf(await player(hall));
      expect([r.statusCode, r.code]).toEqual([403, 'Livestream.locked']);
    }
  });

  test('a ticket holder watches seminar halls, not the conference hall', async () => {
    const holder = await createUser(t.database.db, { roleId: ROLE.confirmed, hasTicket: true });
    const res = await player(seminarHall, { bearer: holder });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ hall: seminarHall, platform: 'youtube', video: 'Sem1nar_Stream', slido: 'inno-b' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await refusalOf(await player(CONFERENCE_HALL_ID, { bearer: holder }))).code).toBe('Livestream.locked');
    const without = await createUser(t.database.db, { roleId: ROLE.confirmed, hasTicket: false });
    expect((await refusalOf(await player(seminarHall, { bearer: without }))).code).toBe('Livestream.locked');
  });

  test('the holder of a paid order’s ticket opens the conference hall by the session alone (decision 081)', async () => {
    const db = t.database.db;
    const ticketOf = async (status: 'awaiting' | 'paid' | 'cancelled', voided = false) => {
      const holder = await createUser(db, { roleId: ROLE.confirmed, hasTicket: true });
      const order = await createTicketOrder(db, { status, ...(status === 'paid' ? { paidAt: new Date() } : {}) });
      await db.insert(tickets).values({
        orderId: order.id,
        code: `TI-HALL-${order.id}`,
        holderUserId: holder.id,
        claimedAt: new Date(),
        voidedAt: voided ? new Date() : null,
      });
      return holder;
    };
    const paid = await ticketOf('paid');
    const res = await player(CONFERENCE_HALL_ID, { bearer: paid });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ hall: CONFERENCE_HALL_ID, platform: 'vimeo', video: '576123456' });
    // A ticket that is void, or of an order not paid, opens no more than a declared ticket does.
    for (const holder of [await ticketOf('paid', true), await ticketOf('awaiting'), await ticketOf('cancelled', true)])
      expect((await refusalOf(await player(CONFERENCE_HALL_ID, { bearer: holder }))).code).toBe('Livestream.locked');
  });

  test('a passphrase opens the halls of its rights; lacking one is "inefficient"', async () => {
    const seminars = await passCookie('seminare-2021');
    expect((await player(seminarHall, { cookie: seminars })).status).toBe(200);
    const r = await refusalOf(await player(CONFERENCE_HALL_ID, { cookie: seminars }));
    expect([r.statusCode, r.code, r.message]).toEqual([
      403,
      'Livestream.inefficient',
      'This cannot be accessed using your current password',
    ]);

    const conference = await passCookie('jen-konference');
    expect(await (await player(CONFERENCE_HALL_ID, { cookie: conference })).json()).toMatchObject({
      platform: 'vimeo',
      video: '576123456',
    });
    expect((await refusalOf(await player(seminarHall, { cookie: conference }))).code).toBe('Livestream.inefficient');
  });

  test('a forged cookie opens nothing; a code removed later closes the browsers that used it', async () => {
    expect((await refusalOf(await player(seminarHall, { cookie: 'livestream_pass=1.9999999999.forged' }))).code).toBe(
      'Livestream.locked',
    );
    await code('docasne', { seminars: true });
    const cookie = await passCookie('docasne');
    expect((await player(seminarHall, { cookie })).status).toBe(200);
    const { eq } = await import('drizzle-orm');
    await t.database.db.delete(accessCodes).where(eq(accessCodes.label, 'docasne'));
    expect((await refusalOf(await player(seminarHall, { cookie }))).code).toBe('Livestream.locked');
  });

  test('Admins and Organizers watch every hall; an unknown hall is 404', async () => {
    for (const roleId of [ROLE.admin, ROLE.organizer]) {
      const staff = await createUser(t.database.db, { roleId });
      expect((await player(CONFERENCE_HALL_ID, { bearer: staff })).status).toBe(200);
    }
    expect((await player(999_999, { bearer: await createUser(t.database.db, { roleId: ROLE.admin }) })).status).toBe(404);
  });
});

describe('no public answer carries a stream id', () => {
  test('halls and events, for guests, members, ticket holders and passphrase holders', async () => {
    await createEvent(t.database.db, { hallId: seminarHall });
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed, hasTicket: true });
    const cookie = await passCookie('konference-2021');
    const secrets = ['Sem1nar_Stream', 'inno-b', '576123456', 'inno-konf'];
    for (const path of [
      '/api/halls',
      `/api/halls/${seminarHall}`,
      `/api/halls/${CONFERENCE_HALL_ID}`,
      '/api/events?_limit=-1',
      '/api/openapi.json',
    ]) {
      for (const who of [{}, { bearer: member }, { cookie }]) {
        const body = await (await t.send('GET', path, who)).text();
        for (const secret of secrets) expect(body, `${path} ${JSON.stringify(who)}`).not.toContain(secret);
      }
    }
  });
});
