/** The wall display's data (issue 11 item 6): variants, headline states, cut names, players only with access. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accessCodes, halls, ROLE } from '../../db/schema';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import type { Mediawall } from '../../core/mediawall/get-mediawall';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createWriteTestContext();
  // The wall's halls are fixed by id (variant 1: halls 1 and 3).
  await t.database.db
    .insert(halls)
    .values([
      { id: 1, name: 'Sál Praha', name_en: 'Prague Hall', broadcast: 'vimeo:111', slido: 'praha' },
      { id: 3, name: 'Sál Ostrava', broadcast: 'youtube:abc_DEF' },
    ])
    .onConflictDoNothing();
  const exhibitor = await createExhibitor(t.database.db, { name: 'O'.repeat(130) });
  await createEvent(t.database.db, {
    hallId: 1,
    name: 'Ranní seminář',
    start: at('2021-10-11T07:00:00Z'),
    end: at('2021-10-11T08:00:00Z'),
  });
  await createEvent(t.database.db, {
    hallId: 1,
    name: 'D'.repeat(120),
    exhibitorId: exhibitor.id,
    start: at('2021-10-11T08:15:00Z'),
    end: at('2021-10-11T09:15:00Z'),
  });
  for (let i = 0; i < 5; i++)
    await createEvent(t.database.db, {
      hallId: 1,
      name: `Odpolední ${i} ${'x'.repeat(60)}`,
      exhibitorId: exhibitor.id,
      start: at(`2021-10-11T1${i}:00:00Z`),
      end: at(`2021-10-11T1${i}:45:00Z`),
    });
  await createEvent(t.database.db, {
    hallId: 1,
    name: 'Koncept',
    published_at: null,
    start: at('2021-10-11T07:30:00Z'),
    end: at('2021-10-11T07:45:00Z'),
  });
  await t.database.db.insert(accessCodes).values({ label: 'wall', codeHash: hashAccessCode('wall-pass'), seminars: true });
});
afterAll(() => t.database.close());

/** The offset that puts the wall at `iso`, from the test's own clock (the server reads the same one). */
const offsetTo = (iso: string) => ((Date.parse(iso) - Date.now()) / 3_600_000).toFixed(6);
const wall = async (variant: string, iso: string, opts: Parameters<WriteTestContext['send']>[2] = {}) => {
  const res = await t.send('GET', `/api/mediawall/${variant}?offset=${offsetTo(iso)}`, opts);
  expect(res.status).toBe(200);
  return (await res.json()) as Mediawall;
};

describe('GET /api/mediawall/{variant}', () => {
  test('a hall in progress: now, the featured event cut to 100 characters, the next four cut to 47', async () => {
    const data = await wall('1', '2021-10-11T08:30:00Z');
    expect(data.halls.map((h) => h.id)).toEqual([1, 3]);
    const praha = data.halls[0]!;
    expect(praha.headline).toBe('now');
    expect(Array.from(praha.featured!.name)).toHaveLength(100);
    expect(Array.from(praha.featured!.organiser!)).toHaveLength(120);
    expect(praha.upcoming).toHaveLength(4);
    for (const e of praha.upcoming) {
      expect(Array.from(e.name)).toHaveLength(47);
      expect(Array.from(e.organiser!)).toHaveLength(90);
    }
    expect(data.halls[1]).toMatchObject({ headline: 'empty', featured: null, upcoming: [] });
    expect(Math.abs(Date.parse(data.now) - Date.parse('2021-10-11T08:30:00Z'))).toBeLessThan(60_000);
  });

  test('between events: next; after the day: past with the last; drafts never show', async () => {
    const between = await wall('1', '2021-10-11T08:05:00Z');
    expect([between.halls[0]!.headline, between.halls[0]!.featured!.name.startsWith('DDD')]).toEqual(['next', true]);
    const before = await wall('1', '2021-10-11T06:00:00Z');
    expect(before.halls[0]!.featured!.name).toBe('Ranní seminář');
    const after = await wall('1', '2021-10-12T06:00:00Z');
    expect([after.halls[0]!.headline, after.halls[0]!.featured!.name.startsWith('Odpolední 4')]).toEqual(['past', true]);
    const body = JSON.stringify(await wall('1', '2021-10-11T07:35:00Z'));
    expect(body).not.toContain('Koncept');
  });

  test('the edition is over from the midnight (Prague time) after its last event’s day, not before', async () => {
    // The last published event ends 2021-10-11 14:45 UTC; a draft later on never counts.
    await createEvent(t.database.db, {
      hallId: 3,
      name: 'Koncept na příští den',
      published_at: null,
      start: at('2021-10-12T08:00:00Z'),
      end: at('2021-10-12T09:00:00Z'),
    });
    expect((await wall('1', '2021-10-11T21:59:00Z')).editionOver).toBe(false);
    expect((await wall('1', '2021-10-11T22:01:00Z')).editionOver).toBe(true);
    expect((await wall('2', '2026-11-29T10:00:00Z')).editionOver).toBe(true);
  });

  test('players only for a browser that may watch: a passphrase or a staff session', async () => {
    const guest = await wall('1', '2021-10-11T08:30:00Z');
    expect(guest.halls.map((h) => h.player)).toEqual([null, null]);
    expect(JSON.stringify(guest)).not.toMatch(/111|abc_DEF|praha"/);
    const check = await t.send('GET', '/api/check-ticket/wall-pass');
    const cookie = check.headers.get('set-cookie')!.split(';')[0]!;
    const kiosk = await wall('1', '2021-10-11T08:30:00Z', { cookie });
    expect(kiosk.halls.map((h) => h.player)).toEqual([
      { hall: 1, platform: 'vimeo', video: '111', slido: 'praha' },
      { hall: 3, platform: 'youtube', video: 'abc_DEF', slido: null },
    ]);
    const admin = await createUser(t.database.db, { roleId: ROLE.admin });
    expect((await wall('1', '2021-10-11T08:30:00Z', { bearer: admin })).halls[0]!.player).not.toBeNull();
  });

  test('an unknown variant is 404, a bad offset 400', async () => {
    expect((await t.send('GET', '/api/mediawall/3')).status).toBe(404);
    const r = await refusalOf(await t.send('GET', '/api/mediawall/1?offset=soon'));
    expect([r.statusCode, r.field]).toEqual([400, 'offset']);
  });
});
