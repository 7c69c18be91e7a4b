import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewerWithRights } from '../accounts/policy';
import type { Database } from '../../db/client';
import { EVENT_TYPE, ROLE } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createHall, createLocation, createSpeaker } from '../../tests/factories';
import { getProgrammeEvent } from './get-programme-event';

const TZ = 'Europe/Prague';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('getProgrammeEvent', () => {
  it('gives the detail with sanitized texts and the website only outside seminars', async () => {
    const db = database.db;
    const hall = await createHall(db, { name: 'Sál Brno' });
    const location = await createLocation(db, { name: 'Techmania' });
    const description = '<p>Hello <img src=x onerror="alert(1)"><a href="https://x.test">x</a></p>';
    const seminar = await createEvent(db, {
      eventtypeId: EVENT_TYPE.seminar,
      hallId: hall.id,
      facebook_link: 'https://seminar.example',
      description,
      description_en: '<p>EN</p>',
      contact: '  Jana  ',
      contact_email: 'jana@example.test',
    });
    const accompanying = await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      locationId: location.id,
      facebook_link: 'https://event.example/page',
      address: ' U Planetária 1, Plzeň ',
    });
    const sneaky = await createEvent(db, {
      eventtypeId: EVENT_TYPE.accompanying,
      facebook_link: 'javascript:alert(1)',
      address: '  ',
    });

    const s = await getProgrammeEvent(db, { id: seminar.id, viewer: null, timezone: TZ });
    expect(s).toMatchObject({
      id: seminar.id,
      type: EVENT_TYPE.seminar,
      hall: { id: hall.id, name: 'Sál Brno' },
      website: null,
      // Images stay (one rich-text policy for every page); their event handlers do not.
      // A picture from anywhere but the stored files or another https host is dropped (decision 055).
      description: '<p>Hello <a href="https://x.test" rel="noopener">x</a></p>',
      description_en: '<p>EN</p>',
      contact: 'Jana',
      contact_email: 'jana@example.test',
      published: true,
    });
    const a = await getProgrammeEvent(db, { id: accompanying.id, viewer: null, timezone: TZ });
    expect(a).toMatchObject({
      website: 'https://event.example/page',
      address: 'U Planetária 1, Plzeň',
      location: { name: 'Techmania' },
    });
    const n = await getProgrammeEvent(db, { id: sneaky.id, viewer: null, timezone: TZ });
    expect([n.website, n.address]).toEqual([null, null]);
  });

  it('shows a draft only to an Admin or an Organizer who edits its exhibitor', async () => {
    const db = database.db;
    const exhibitor = await createExhibitor(db);
    const draft = await createEvent(db, { exhibitorId: exhibitor.id, published_at: null });
    const get = (v: ViewerWithRights | null) => getProgrammeEvent(db, { id: draft.id, viewer: v, timezone: TZ });

    await expect(get(null)).rejects.toMatchObject({ code: 'Entry.notFound' });
    await expect(get(viewerOf(ROLE.confirmed, { exhibitors: [exhibitor.id] }))).rejects.toMatchObject({ code: 'Entry.notFound' });
    await expect(get(viewerOf(ROLE.organizer, { exhibitors: [] }))).rejects.toMatchObject({ code: 'Entry.notFound' });
    expect((await get(viewerOf(ROLE.organizer, { exhibitors: [exhibitor.id] }))).published).toBe(false);
    expect((await get(viewerOf(ROLE.admin))).id).toBe(draft.id);
    await expect(getProgrammeEvent(db, { id: 987654, viewer: null, timezone: TZ })).rejects.toMatchObject({
      code: 'Entry.notFound',
    });
  });

  it('lists a draft speaker only for those who edit the event', async () => {
    const db = database.db;
    const exhibitor = await createExhibitor(db);
    const speaker = await createSpeaker(db);
    const draft = await createSpeaker(db, { published_at: null });
    const event = await createEvent(db, { exhibitorId: exhibitor.id, speakers: [speaker.id, draft.id] });
    const speakers = async (v: ViewerWithRights | null) =>
      (await getProgrammeEvent(db, { id: event.id, viewer: v, timezone: TZ })).speakers.map((s) => s.id);

    expect(await speakers(null)).toEqual([speaker.id]);
    expect(await speakers(viewerOf(ROLE.organizer, { exhibitors: [] }))).toEqual([speaker.id]);
    expect(await speakers(viewerOf(ROLE.organizer, { exhibitors: [exhibitor.id] }))).toEqual([speaker.id, draft.id]);
  });
});
