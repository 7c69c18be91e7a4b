import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { embeds, ROLE } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEmbed, createEvent, createExhibitor } from '../../tests/factories';
import { idsKept } from '../../tests/predicates';
import { embedIsPublished, embedVisibleTo } from './embed-visibility';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const kept = (ids: number[], rule: SQL | undefined) => idsKept(database.db, embeds, embeds.id, ids, rule);

async function scene() {
  const db = database.db;
  const theirs = await createExhibitor(db);
  const published = await createEmbed(db);
  const onTheirEvent = await createEmbed(db, { published_at: null });
  const elsewhere = await createEmbed(db, { published_at: null });
  await createEvent(db, { exhibitorId: theirs.id, embeds: [onTheirEvent.id] });
  await createEvent(db, { embeds: [elsewhere.id] });
  return { theirs, published, onTheirEvent, elsewhere, ids: [published.id, onTheirEvent.id, elsewhere.id] };
}

describe('embed predicates', () => {
  it('published means published_at is set', async () => {
    const s = await scene();
    expect(await kept(s.ids, embedIsPublished)).toEqual([s.published.id]);
  });

  it('with preview an Organizer sees the drafts on events they edit, an Admin every draft', async () => {
    const s = await scene();
    const db = database.db;
    expect(await kept(s.ids, embedVisibleTo(db, viewerOf(ROLE.organizer, { exhibitors: [s.theirs.id] }), 'preview'))).toEqual([
      s.published.id,
      s.onTheirEvent.id,
    ]);
    expect(await kept(s.ids, embedVisibleTo(db, viewerOf(ROLE.admin), 'preview'))).toEqual(s.ids);
  });

  it('without preview, or without the Organizer role, drafts stay hidden', async () => {
    const s = await scene();
    const db = database.db;
    expect(await kept(s.ids, embedVisibleTo(db, viewerOf(ROLE.organizer, { exhibitors: [s.theirs.id] }), 'live'))).toEqual([
      s.published.id,
    ]);
    expect(await kept(s.ids, embedVisibleTo(db, viewerOf(ROLE.confirmed, { exhibitors: [s.theirs.id] }), 'preview'))).toEqual([
      s.published.id,
    ]);
    expect(await kept(s.ids, embedVisibleTo(db, null, 'preview'))).toEqual([s.published.id]);
  });
});
