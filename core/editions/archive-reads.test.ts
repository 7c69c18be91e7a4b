import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import { editions, EVENT_TYPE, ROLE } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createSpeaker, createUser } from '../../tests/factories';
import { findSitemapEntries } from '../discover/find-sitemap-entries';
import { findFairExhibitors } from '../discover/find-fair-exhibitors';
import { findSpeakerProfiles } from '../discover/find-speaker-profiles';
import { getFairExhibitor } from '../discover/get-fair-exhibitor';
import { getSpeakerProfile } from '../discover/get-speaker-profile';
import { findAllSessions } from '../programme/find-all-sessions';
import { findCalendarEvents } from '../programme/find-calendar-events';
import { findEditionDays } from '../programme/find-edition-days';
import { getProgrammeEvent } from '../programme/get-programme-event';
import { readAllSessionsFilters } from '../programme/programme-filters';
import { searchContent } from '../search/search-content';
import { authorizeSignup } from '../signups/authorize-signup';
import { addStar } from '../stars/add-stars';
import { findArchivedEvent, findCurrentEventBySlug } from './archived-event';
import { findPublicEditions } from './public-editions';

const TZ = 'Europe/Prague';

let database: Database;
let db: Db;
let past: number;
let draft: number;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  // The test database's current edition is 2021 (the migration's); a past and a draft one beside it.
  const rows = await db
    .insert(editions)
    .values([
      {
        year: 2019,
        name: 'Týden inovací 2019',
        name_en: 'Innovation Week 2019',
        mainDay: '2019-10-10',
        programmeStart: '2019-10-07',
        programmeEnd: '2019-10-13',
        state: 'archived',
      },
      {
        year: 2031,
        name: 'Týden inovací 2031',
        name_en: 'Innovation Week 2031',
        mainDay: '2031-10-10',
        programmeStart: '2031-10-06',
        programmeEnd: '2031-10-12',
        state: 'draft',
      },
    ])
    .returning({ id: editions.id });
  past = rows[0]!.id;
  draft = rows[1]!.id;
});
afterAll(() => database.close());

const OLD = { start: new Date('2019-10-08T08:00:00Z'), end: new Date('2019-10-08T09:00:00Z') };

describe('the core reads of one edition (decision 162)', () => {
  it('read the current edition by default and the named edition when asked, never both', async () => {
    const speakerNow = await createSpeaker(db, { name: 'Alena Dnešní' });
    const speakerThen = await createSpeaker(db, { name: 'Bohdan Loňský' });
    const standNow = await createExhibitor(db, { name: 'Dnešní stánek', ispublic: true });
    const standThen = await createExhibitor(db, { name: 'Starý stánek', ispublic: true });
    const now = await createEvent(db, { name: 'Kvantové počítače dnes', speakers: [speakerNow.id], exhibitorId: standNow.id });
    const then = await createEvent(db, {
      name: 'Kvantové počítače kdysi',
      editionId: past,
      speakers: [speakerThen.id],
      exhibitorId: standThen.id,
      eventtypeId: EVENT_TYPE.seminar,
      ...OLD,
    });
    const hidden = await createEvent(db, { name: 'Kvantové počítače příště', editionId: draft });

    const filters = readAllSessionsFilters(new URLSearchParams());
    const ids = (list: { id: number }[]) => list.map((e) => e.id);
    const today = await findAllSessions(db, { filters, now: new Date(), timezone: TZ, viewer: null });
    expect(ids(today.items)).toContain(now.id);
    expect(ids(today.items)).not.toContain(then.id);
    const archive = await findAllSessions(db, { filters, now: new Date(), timezone: TZ, viewer: null, edition: past });
    expect(ids(archive.items)).toEqual([then.id]);
    expect(archive.days).toEqual(['2019-10-08']);
    expect(await findEditionDays(db, { timezone: TZ, viewer: null, edition: past })).toEqual(['2019-10-08']);
    expect(ids(await findCalendarEvents(db, { eventtypeId: null, viewer: null, timezone: TZ, edition: past }))).toEqual([
      then.id,
    ]);
    expect(
      ids((await findAllSessions(db, { filters, now: new Date(), timezone: TZ, viewer: null, edition: draft })).items),
    ).toEqual([hidden.id]);

    await expect(getProgrammeEvent(db, { id: then.id, viewer: null, timezone: TZ })).rejects.toMatchObject({ status: 404 });
    expect(await getProgrammeEvent(db, { id: then.id, viewer: null, timezone: TZ, edition: past })).toMatchObject({
      id: then.id,
    });
    await expect(getProgrammeEvent(db, { id: now.id, viewer: null, timezone: TZ, edition: past })).rejects.toMatchObject({
      status: 404,
    });

    // Speakers and exhibitors are shared: today's grid has everyone, an edition's its own.
    expect(ids(await findSpeakerProfiles(db))).toEqual(expect.arrayContaining([speakerNow.id, speakerThen.id]));
    expect(ids(await findSpeakerProfiles(db, { edition: past }))).toEqual([speakerThen.id]);
    expect(ids(await findFairExhibitors(db))).toEqual(expect.arrayContaining([standNow.id, standThen.id]));
    expect(ids(await findFairExhibitors(db, { edition: past }))).toEqual([standThen.id]);
    expect(ids((await getSpeakerProfile(db, { id: speakerThen.id, viewer: null })).events)).toEqual([]);
    expect(ids((await getSpeakerProfile(db, { id: speakerThen.id, viewer: null, edition: past })).events)).toEqual([then.id]);
    expect(ids((await getFairExhibitor(db, { id: standThen.id, viewer: null, edition: past })).events)).toEqual([then.id]);
    expect(ids((await getFairExhibitor(db, { id: standNow.id, viewer: null, edition: past })).events)).toEqual([]);

    const found = (list: { collectionType: string; collectionId: number }[]) =>
      list.map((r) => `${r.collectionType}${r.collectionId}`);
    expect(found(await searchContent(db, { text: 'kvantove', viewer: null }))).toEqual([`Event${now.id}`]);
    expect(found(await searchContent(db, { text: 'kvantove', viewer: null, edition: past }))).toEqual([`Event${then.id}`]);
    // An edition's search finds the speakers of its events only.
    expect(found(await searchContent(db, { text: 'Alena', viewer: null, edition: past }))).toEqual([]);
    expect(found(await searchContent(db, { text: 'Bohdan', viewer: null, edition: past }))).toEqual([`speaker${speakerThen.id}`]);
  });

  it('know a past edition’s event, its year and this year’s event of the same slug; a draft edition’s stays unknown', async () => {
    const then = await createEvent(db, { slug: 'otevreni-tydne', editionId: past, ...OLD });
    const lonely = await createEvent(db, { slug: 'jen-tehdy', editionId: past, ...OLD });
    const now = await createEvent(db, { slug: 'otevreni-tydne' });
    const planned = await createEvent(db, { slug: 'jen-tehdy', editionId: draft });
    const closed = await createEvent(db, { editionId: past, access_control: 'private', ...OLD });

    expect(await findArchivedEvent(db, { id: then.id, viewer: null })).toMatchObject({
      id: then.id,
      year: 2019,
      slug: 'otevreni-tydne',
    });
    expect(await findArchivedEvent(db, { id: now.id, viewer: null })).toBeNull();
    expect(await findArchivedEvent(db, { id: planned.id, viewer: null })).toBeNull();
    expect(await findArchivedEvent(db, { id: closed.id, viewer: null })).toBeNull();
    expect(await findCurrentEventBySlug(db, { slug: 'otevreni-tydne', viewer: null })).toMatchObject({ id: now.id });
    // A draft edition's event of the slug is not this year's.
    expect(await findCurrentEventBySlug(db, { slug: lonely.slug, viewer: null })).toBeNull();
  });

  it('refuse a sign-up and a star for a past edition’s event (409), and keep 404 for a draft edition’s', async () => {
    const user = await createUser(db, {});
    const viewer = viewerOf(ROLE.confirmed, { id: user.id });
    const then = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: 10, editionId: past, ...OLD });
    const planned = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: 10, editionId: draft });
    await expect(authorizeSignup(db, { viewer, eventId: then.id, userId: user.id })).rejects.toMatchObject({
      code: 'Event.pastEdition',
      status: 409,
    });
    await expect(addStar(db, { viewer, eventId: then.id })).rejects.toMatchObject({ code: 'Event.pastEdition' });
    await expect(authorizeSignup(db, { viewer, eventId: planned.id, userId: user.id })).rejects.toMatchObject({ status: 404 });
    await expect(addStar(db, { viewer, eventId: planned.id })).rejects.toMatchObject({ status: 404 });
  });

  it('list the public editions without drafts, and the archive in the sitemap', async () => {
    const years = (await findPublicEditions(db)).map((e) => [e.year, e.state]);
    expect(years).toEqual([
      [2021, 'current'],
      [2019, 'archived'],
    ]);
    const then = await createEvent(db, { editionId: past, ...OLD });
    const planned = await createEvent(db, { editionId: draft });
    const entries = await findSitemapEntries(db);
    expect(entries.archive.map((e) => e.year)).toEqual([2019]);
    expect(entries.archive[0]!.events.map((e) => e.id)).toContain(then.id);
    expect(entries.events.map((e) => e.id)).not.toContain(then.id);
    expect([...entries.events, ...entries.archive.flatMap((a) => a.events)].map((e) => e.id)).not.toContain(planned.id);
  });
});
