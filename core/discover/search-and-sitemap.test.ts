import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createPage, createSpeaker } from '../../tests/factories';
import { findSearchResults } from './find-search-results';
import { findSitemapEntries } from './find-sitemap-entries';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('findSearchResults', () => {
  it('adds the event type and slug to event hits and a slug to speaker hits, accent-insensitively', async () => {
    const db = database.db;
    const seminar = await createEvent(db, {
      name: 'Přehlídka robotů',
      slug: 'prehlidka-robotu',
      eventtypeId: EVENT_TYPE.seminar,
    });
    await createEvent(db, { name: 'Přehlídka skrytá', published_at: null });
    const speaker = await createSpeaker(db, { name: 'Ing. Přemysl Přehlídka' });
    const hits = await findSearchResults(db, { text: 'prehlidka', viewer: null });
    expect(hits).toEqual([
      {
        collectionType: 'Event',
        collectionId: seminar.id,
        name: 'Přehlídka robotů',
        name_en: null,
        slug: 'prehlidka-robotu',
        slug_en: null,
        eventtype: EVENT_TYPE.seminar,
      },
      { collectionType: 'speaker', collectionId: speaker.id, name: 'Ing. Přemysl Přehlídka', slug: 'ing-premysl-prehlidka' },
    ]);
  });

  it('refuses an empty text like the API does', async () => {
    await expect(findSearchResults(database.db, { text: '   ', viewer: null })).rejects.toMatchObject({
      code: 'Search.text.length',
    });
  });
});

describe('findSitemapEntries', () => {
  it('lists published events, public exhibitors, published speakers and published pages only', async () => {
    const db = database.db;
    const event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar });
    const draftEvent = await createEvent(db, { published_at: null });
    const fair = await createExhibitor(db);
    const hidden = await createExhibitor(db, { ispublic: false });
    const speaker = await createSpeaker(db, { name: 'Eva Malá' });
    const draftSpeaker = await createSpeaker(db, { published_at: null });
    const page = await createPage(db, { locale: 'en' });
    const draftPage = await createPage(db, { published_at: null });

    const entries = await findSitemapEntries(db);
    const ids = (list: { id: number }[]) => list.map((x) => x.id);
    expect(ids(entries.events)).toContain(event.id);
    expect(ids(entries.events)).not.toContain(draftEvent.id);
    expect(entries.events.find((e) => e.id === event.id)).toMatchObject({ slug: event.slug, eventtypeId: EVENT_TYPE.seminar });
    expect(ids(entries.exhibitors)).toContain(fair.id);
    expect(ids(entries.exhibitors)).not.toContain(hidden.id);
    expect(entries.speakers.find((s) => s.id === speaker.id)).toMatchObject({ slug: 'eva-mala' });
    expect(ids(entries.speakers)).not.toContain(draftSpeaker.id);
    expect(entries.pages.find((p) => p.id === page.id)).toMatchObject({ locale: 'en', group: page.localizationGroup });
    expect(ids(entries.pages)).not.toContain(draftPage.id);
  });
});
