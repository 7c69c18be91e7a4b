import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { EVENT_TYPE, settings } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import {
  createEvent,
  createExhibitor,
  createFile,
  createPartner,
  createPatron,
  createSpeaker,
  setPatronsOrder,
} from '../../tests/factories';
import { getHomepage, parseIdList } from './get-homepage';
import { getSiteSetting } from './get-site-setting';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getHomepage', () => {
  it('is empty but valid on an empty database', async () => {
    const home = await getHomepage(database.db, { viewer: null });
    expect(home).toEqual({
      counts: { accompanying: 0, conference: 0, seminars: 0, fair: 0 },
      dates: { mainDay: null, accompanying: null },
      panels: [],
      patrons: [],
      partnerGroups: [],
    });
  });

  it('counts, dates and panels come from published content only', async () => {
    const db = database.db;
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      start: new Date('2021-10-04T07:00:00Z'),
      end: new Date('2021-10-04T09:00:00Z'),
    });
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      start: new Date('2021-10-20T07:00:00Z'),
      end: new Date('2021-10-24T15:00:00Z'),
    });
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      published_at: null,
      start: new Date('2021-09-01T07:00:00Z'),
      end: new Date('2021-12-01T07:00:00Z'),
    });
    await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      start: new Date('2021-10-11T06:00:00Z'),
      end: new Date('2021-10-11T07:00:00Z'),
    });
    await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, published_at: null });
    await createExhibitor(db, { ispublic: true });
    await createExhibitor(db, { ispublic: false });

    const alice = await createSpeaker(db, { name: 'Alice' });
    const bob = await createSpeaker(db, { name: 'Bob' });
    const hidden = await createSpeaker(db, { name: 'Hidden', published_at: null });
    const late = await createEvent(db, {
      name: 'Panel B',
      eventtypeId: EVENT_TYPE.conference,
      start: new Date('2021-10-11T11:00:00Z'),
      end: new Date('2021-10-11T12:15:00Z'),
    });
    const early = await createEvent(db, {
      name: 'Panel A',
      name_en: 'Panel A en',
      eventtypeId: EVENT_TYPE.conference,
      start: new Date('2021-10-11T07:30:00Z'),
      end: new Date('2021-10-11T08:45:00Z'),
      speakers: [alice.id, bob.id, hidden.id],
      speakers_order: `${bob.id},${alice.id}`,
    });
    await createEvent(db, { name: 'Draft panel', eventtypeId: EVENT_TYPE.conference, published_at: null });

    const home = await getHomepage(db, { viewer: null });
    expect(home.counts).toEqual({ accompanying: 2, conference: 2, seminars: 1, fair: 1 });
    expect(home.dates.mainDay).toEqual(new Date('2021-10-11T07:30:00Z'));
    expect(home.dates.accompanying).toEqual({ start: new Date('2021-10-04T07:00:00Z'), end: new Date('2021-10-24T15:00:00Z') });
    expect(home.panels.map((p) => p.id)).toEqual([early.id, late.id]);
    expect(home.panels[0]).toMatchObject({ name: 'Panel A', name_en: 'Panel A en', start: new Date('2021-10-11T07:30:00Z') });
    // speakers_order first; unpublished speakers are not shown.
    expect(home.panels[0]!.speakers.map((s) => s.name)).toEqual(['Bob', 'Alice']);
  });

  it('shows only the patrons listed in patrons_order, in that order, with their best image', async () => {
    const db = database.db;
    const photo = await createFile(db, {
      formats: {
        thumbnail: { url: '/uploads/t.jpg', width: 156, height: 156, size: 3, mime: 'image/jpeg' },
        small: { url: '/uploads/s.jpg', width: 500, height: 500, size: 20, mime: 'image/jpeg' },
      },
    });
    const first = await createPatron(db, { name: 'First', job: 'Ministr', job_en: 'Minister', imageId: photo.id });
    const second = await createPatron(db, { name: 'Second' });
    await createPatron(db, { name: 'Not listed' });
    await setPatronsOrder(db, ` ${second.id}, ${first.id},x,,${second.id},99999`);

    const { patrons } = await getHomepage(db, { viewer: null });
    expect(patrons.map((p) => p.name)).toEqual(['Second', 'First']);
    expect(patrons[1]).toMatchObject({
      job: 'Ministr',
      job_en: 'Minister',
      image: { url: '/uploads/s.jpg', width: 500, height: 500 },
    });
    expect(patrons[0]!.image).toBeNull();
  });

  it('groups partner logos in the spec order of groups, by position', async () => {
    const db = database.db;
    const logo = await createFile(db, {
      formats: {},
      url: '/uploads/logo.png',
      width: 300,
      height: 100,
      alternativeText: 'Logo',
    });
    await createPartner(db, { name: 'Media 1', group: 'media', position: 1 });
    await createPartner(db, { name: 'Gold 2', group: 'gold', position: 2 });
    await createPartner(db, { name: 'Gold 1', group: 'gold', position: 1, link: 'https://example.test', imageId: logo.id });
    await createPartner(db, { name: 'Main', group: 'main' });

    const { partnerGroups } = await getHomepage(db, { viewer: null });
    expect(partnerGroups.map((g) => [g.group, g.partners.map((p) => p.name)])).toEqual([
      ['main', ['Main']],
      ['gold', ['Gold 1', 'Gold 2']],
      ['media', ['Media 1']],
    ]);
    expect(partnerGroups[1]!.partners[0]).toMatchObject({
      link: 'https://example.test',
      image: { url: '/uploads/logo.png', width: 300, height: 100, alt: 'Logo' },
    });
  });
});

describe('getSiteSetting', () => {
  it('reads the name and logo of the Setting record', async () => {
    const db = database.db;
    const logo = await createFile(db);
    await db
      .update(settings)
      .set({ name: 'Týden inovací', name_en: 'Innovation Week', logoId: logo.id })
      .where(eq(settings.id, 0));
    const setting = await getSiteSetting(db);
    expect(setting).toMatchObject({ name: 'Týden inovací', name_en: 'Innovation Week', image: null });
    // The factory file has a thumbnail but no small format.
    expect(setting.logo).toMatchObject({ url: logo.formats.thumbnail!.url, width: 208, height: 156 });
  });
});

describe('parseIdList', () => {
  it('keeps positive integer ids in order, once', () => {
    expect(parseIdList('3, 1,2,3,, x, -4, 1.5')).toEqual([3, 1, 2]);
    expect(parseIdList('')).toEqual([]);
  });
});
