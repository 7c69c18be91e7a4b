import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { SearchResult } from '../../core/search/search-schema';
import { refusalOf } from '../../tests/refusal';

let t: ApiTestContext;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  const show = await f.createEvent(db, { name: 'Módní přehlídka inovací', name_en: 'Innovation fashion show' });
  const parade = await f.createEvent(db, { name: 'Přehlídka robotů', name_en: 'Robot parade' });
  const hidden = await f.createEvent(db, { name: 'Přehlídka tajná', published_at: null });
  const speaker = await f.createSpeaker(db, { name: 'Řehoř Čapek', job: 'Ředitel soutěže Přehlídka' });
  const draftSpeaker = await f.createSpeaker(db, { name: 'Přehlídka Draft', published_at: null });
  const percent = await f.createEvent(db, { name: 'Sleva 50% na vstup' });
  ids = {
    show: show.id,
    parade: parade.id,
    hidden: hidden.id,
    speaker: speaker.id,
    draftSpeaker: draftSpeaker.id,
    percent: percent.id,
  };
});
afterAll(async () => {
  await t.database.close();
});

const search = (text: string) => t.json<SearchResult[]>(`/api/search/${encodeURIComponent(text)}`);

describe('GET /api/search/{text}', () => {
  test('accent- and case-insensitive; name prefix, then infix, then other matches; published only', async () => {
    const results = await search('prehlidka');
    expect(results).toEqual([
      expect.objectContaining({
        collectionType: 'Event',
        collectionId: ids.parade,
        name: 'Přehlídka robotů',
        name_en: 'Robot parade',
      }),
      expect.objectContaining({
        collectionType: 'Event',
        collectionId: ids.show,
        name: 'Módní přehlídka inovací',
        name_en: 'Innovation fashion show',
      }),
      { collectionType: 'speaker', collectionId: ids.speaker, name: 'Řehoř Čapek' },
    ]);
    // Events carry their type and slug, so the search box links straight to the detail page.
    expect(results[0]).toMatchObject({ eventtype: expect.any(Number), slug: expect.any(String) });
    expect(await search('PŘEHLÍDKA')).toEqual(results);
  });

  test('finds by English name and by folded speaker name', async () => {
    expect((await search('robot PARADE')).map((r) => r.collectionId)).toEqual([ids.parade]);
    expect((await search('rehor capek')).map((r) => [r.collectionType, r.collectionId])).toEqual([['speaker', ids.speaker]]);
  });

  test('every word must match, in any order', async () => {
    expect((await search('inovaci modni')).map((r) => r.collectionId)).toEqual([ids.show]);
    expect(await search('modni robotu')).toEqual([]);
  });

  test('drafts are never returned, even to Admins', async () => {
    const admin = await f.createAdmin(t.database.db);
    const asAdmin = await t.json<SearchResult[]>(`/api/search/${encodeURIComponent('tajná')}`, admin);
    expect(asAdmin).toEqual([]);
    expect((await search('draft')).map((r) => r.collectionId)).not.toContain(ids.draftSpeaker);
  });

  test('LIKE wildcards are literal', async () => {
    expect((await search('50%')).map((r) => r.collectionId)).toEqual([ids.percent]);
    expect(await search('%')).toHaveLength(1);
    expect(await search('_')).toEqual([]);
  });

  test('at most 20 results', async () => {
    for (let i = 0; i < 25; i++) await f.createEvent(t.database.db, { name: `Hackathon ${i}` });
    expect(await search('hackathon')).toHaveLength(20);
  });

  test('text of 1 to 100 characters, else 400', async () => {
    expect((await t.get(`/api/search/${'a'.repeat(100)}`)).status).toBe(200);
    for (const bad of ['a'.repeat(101), '%20%20', '', 'a%00b']) {
      const res = await t.get(`/api/search/${bad}`);
      expect(res.status).toBe(400);
      expect(await refusalOf(res)).toMatchObject({ statusCode: 400, field: 'text' });
    }
  });
});
