import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { ROLE, speakers } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createSpeaker } from '../../tests/factories';
import { idsKept } from '../../tests/predicates';
import { speakerEditableBy, speakerIsPublished, speakerVisibleTo } from './speaker-visibility';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const kept = (ids: number[], rule: SQL | undefined) => idsKept(database.db, speakers, speakers.id, ids, rule);

async function scene() {
  const published = await createSpeaker(database.db);
  const own = await createSpeaker(database.db, { published_at: null });
  const other = await createSpeaker(database.db, { published_at: null });
  return { published, own, other, ids: [published.id, own.id, other.id] };
}

describe('speaker predicates', () => {
  it('published means published_at is set', async () => {
    const s = await scene();
    expect(await kept(s.ids, speakerIsPublished)).toEqual([s.published.id]);
  });

  it('a user listed in users_can_edit edits that speaker, whatever their role; an Admin every one', async () => {
    const s = await scene();
    expect(await kept(s.ids, speakerEditableBy(viewerOf(ROLE.confirmed, { speakers: [s.own.id] })))).toEqual([s.own.id]);
    expect(await kept(s.ids, speakerEditableBy(viewerOf(ROLE.admin)))).toEqual(s.ids);
    expect(await kept(s.ids, speakerEditableBy(null))).toEqual([]);
  });

  it('with preview the self-edit draft shows to its editor; an Organizer gets no more than a guest', async () => {
    const s = await scene();
    expect(await kept(s.ids, speakerVisibleTo(viewerOf(ROLE.confirmed, { speakers: [s.own.id] }), 'preview'))).toEqual([
      s.published.id,
      s.own.id,
    ]);
    expect(await kept(s.ids, speakerVisibleTo(viewerOf(ROLE.organizer), 'preview'))).toEqual([s.published.id]);
    expect(await kept(s.ids, speakerVisibleTo(viewerOf(ROLE.confirmed, { speakers: [s.own.id] }), 'live'))).toEqual([
      s.published.id,
    ]);
  });
});
