import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { localFileStorage } from '../../core/media/local-file-storage';
import { DEMO_USERS } from '../../db/demo/facts';
import { seedDemoContentIfEmpty } from '../../db/demo/seed';
import { events, EVENT_TYPE, speakers, users } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { BEFORE_EVENTS } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import type { Database } from '../../db/client';

/**
 * Decision 046: with serialized events kept between writes the events API answers exactly what
 * it answers without them, to every kind of reader, before and after each kind of write that
 * shows in an event. Two apps over one database with the demo programme: `plain` builds every
 * answer, `memo` keeps what it can.
 */
let database: Database;
let dataDir: string;
let plain: WriteTestContext;
let memo: WriteTestContext;
type Reader = { id: number; tokenVersion: number } | null;
const readers: Record<string, Reader> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'iw-memo-'));
  await seedDemoContentIfEmpty(database.db, { storage: localFileStorage(dataDir), editions: '2021' });
  plain = await createWriteTestContext({ database, env: { CLOCK_START: BEFORE_EVENTS } });
  memo = await createWriteTestContext({ database, keepSerialized: true, env: { CLOCK_START: BEFORE_EVENTS } });
  readers.guest = null;
  for (const [name, { id }] of Object.entries(DEMO_USERS)) {
    const [row] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, id));
    readers[name] = row!;
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Every draft and every third published event (the readers' rights differ by exhibitor, not by event). */
const eventIds = async () =>
  (await database.db.select({ id: events.id, published: events.published_at }).from(events))
    .filter((r) => r.published === null || r.id % 3 === 0)
    .map((r) => r.id);

/** Every list shape the public site, the widgets and API clients ask for, and each event alone. */
async function paths(): Promise<string[]> {
  return [
    '/api/events?_limit=-1',
    '/api/events?_sort=start:asc&_limit=999',
    `/api/events?eventtype=${EVENT_TYPE.seminar}&_sort=name:desc&_limit=5&_start=3`,
    '/api/events?speakers=1&_sort=start:asc',
    '/api/events?hall_null=false&_sort=start:desc&_limit=20',
    '/api/events?_publicationState=preview&_limit=-1',
    '/api/events?bad_field=1',
    ...(await eventIds()).flatMap((id) => [`/api/events/${id}`, `/api/events/${id}?_publicationState=preview`]),
    '/api/events/999999',
  ];
}

/** Both apps' answers to every path for every reader; the memo app twice (the second time from the memo). */
async function expectSameAnswers() {
  for (const [name, reader] of Object.entries(readers)) {
    for (const path of await paths()) {
      const a = await plain.send('GET', path, { bearer: reader });
      const expected = { status: a.status, type: a.headers.get('content-type'), body: await a.text() };
      for (const round of [1, 2]) {
        const b = await memo.send('GET', path, { bearer: reader });
        const label = `${name} ${path} (round ${round})`;
        expect({ status: b.status, type: b.headers.get('content-type'), body: await b.text() }, label).toEqual(expected);
      }
    }
  }
}

const eventName = async (ctx: WriteTestContext, id: number, reader: Reader = null) =>
  ((await (await ctx.send('GET', `/api/events/${id}`, { bearer: reader })).json()) as { name: string }).name;

describe('events kept serialized between writes', () => {
  test('every reader gets the same lists and events as without the memo', { timeout: 120_000 }, async () => {
    await expectSameAnswers();
  });

  test('a write straight to the database is not seen until the app accepts a write: the memo is used', async () => {
    const id = 32;
    const before = await eventName(memo, id);
    await database.db.update(events).set({ name: 'Zapsáno mimo aplikaci' }).where(eq(events.id, id));
    expect(await eventName(plain, id)).toBe('Zapsáno mimo aplikaci');
    expect(await eventName(memo, id)).toBe(before);
    // Any write through the app empties the memo, even one about something else.
    const res = await memo.send('PUT', '/api/halls/1', { bearer: readers.admin, body: { name: 'Sál Praha' } });
    expect(res.status).toBe(200);
    expect(await eventName(memo, id)).toBe('Zapsáno mimo aplikaci');
  });

  test('after writes to an event, a speaker, a hall and a seat the answers still agree', { timeout: 180_000 }, async () => {
    const [seminar] = await database.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.eventtypeId, EVENT_TYPE.seminar))
      .limit(1);
    const writes: [string, string, unknown][] = [
      ['PUT', `/api/events/${seminar!.id}`, { name: 'Přejmenovaný seminář', max_users: 80 }],
      ['PUT', '/api/speakers/1', { name: 'Ing. Přejmenovaná Řečnice' }],
      ['PUT', '/api/halls/2', { name: 'Sál Brno – nový' }],
    ];
    for (const [method, path, body] of writes) {
      const res = await memo.send(method, path, { bearer: readers.admin, body });
      expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBe(200);
    }
    const joined = await memo.send('POST', '/api/event-join', {
      bearer: readers.member,
      body: { event: seminar!.id, user: readers.member!.id },
    });
    expect(joined.status, await joined.clone().text()).toBe(200);
    await expectSameAnswers();
    const [speaker] = await database.db.select({ name: speakers.name }).from(speakers).where(eq(speakers.id, 1));
    expect(speaker!.name).toBe('Ing. Přejmenovaná Řečnice');
  });
});
