import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { events, ROLE } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor } from '../../tests/factories';
import { idsKept } from '../../tests/predicates';
import { eventEditableBy, eventIsPublished, eventVisibleTo } from './event-visibility';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const kept = (ids: number[], rule: SQL | undefined) => idsKept(database.db, events, events.id, ids, rule);

async function scene() {
  const db = database.db;
  const theirs = await createExhibitor(db);
  const other = await createExhibitor(db);
  const published = await createEvent(db, { exhibitorId: other.id });
  const theirDraft = await createEvent(db, { exhibitorId: theirs.id, published_at: null });
  const otherDraft = await createEvent(db, { exhibitorId: other.id, published_at: null });
  const orphanDraft = await createEvent(db, { published_at: null });
  const ids = [published.id, theirDraft.id, otherDraft.id, orphanDraft.id];
  return { theirs, published, theirDraft, otherDraft, orphanDraft, ids };
}

describe('eventIsPublished', () => {
  it('keeps events with published_at and no draft', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventIsPublished)).toEqual([s.published.id]);
  });
});

describe('eventEditableBy', () => {
  it('gives an Admin every event, drafts and events without exhibitor included', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventEditableBy(viewerOf(ROLE.admin)))).toEqual(s.ids);
  });

  it('gives an Organizer the events of the exhibitors they edit', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventEditableBy(viewerOf(ROLE.organizer, { exhibitors: [s.theirs.id] })))).toEqual([
      s.theirDraft.id,
    ]);
  });

  it('gives nothing to a listed editor without the Organizer role, nor to a guest', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventEditableBy(viewerOf(ROLE.confirmed, { exhibitors: [s.theirs.id] })))).toEqual([]);
    expect(await kept(s.ids, eventEditableBy(null))).toEqual([]);
  });
});

describe('eventVisibleTo', () => {
  it('shows published events only without preview, even to an Admin', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventVisibleTo(viewerOf(ROLE.admin), 'live'))).toEqual([s.published.id]);
  });

  it('adds with preview the drafts the viewer may edit', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventVisibleTo(viewerOf(ROLE.admin), 'preview'))).toEqual(s.ids);
    expect(await kept(s.ids, eventVisibleTo(viewerOf(ROLE.organizer, { exhibitors: [s.theirs.id] }), 'preview'))).toEqual([
      s.published.id,
      s.theirDraft.id,
    ]);
  });

  it('adds no draft for a guest or a member asking for preview', async () => {
    const s = await scene();
    expect(await kept(s.ids, eventVisibleTo(null, 'preview'))).toEqual([s.published.id]);
    expect(await kept(s.ids, eventVisibleTo(viewerOf(ROLE.confirmed, { exhibitors: [s.theirs.id] }), 'preview'))).toEqual([
      s.published.id,
    ]);
  });
});
