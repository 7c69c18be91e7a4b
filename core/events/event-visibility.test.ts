import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { eventWaitlist, events, ROLE } from '../../db/schema';
import { viewerOf } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createEvent, createExhibitor, createUser } from '../../tests/factories';
import { idsKept } from '../../tests/predicates';
import { ACCESS_CONTROL, canSeeEvent, type AccessControl } from './access-control';
import { eventAudienceFor, eventEditableBy, eventIsPublished, eventVisibleTo } from './event-visibility';

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

describe('eventAudienceFor (the SQL twin of canSeeEvent, decision 027)', () => {
  /** One published event per access level of `exhibitor`, with `joined` seated and `queued` waiting in each. */
  async function levels(exhibitorId: number, joined: number, queued: number) {
    const db = database.db;
    const byLevel = new Map<AccessControl, number>();
    for (const access_control of ACCESS_CONTROL) {
      const event = await createEvent(db, { exhibitorId, access_control, users: [joined] });
      await db.insert(eventWaitlist).values({ eventId: event.id, userId: queued });
      byLevel.set(access_control, event.id);
    }
    return byLevel;
  }

  it('keeps exactly the events canSeeEvent lets each viewer see', async () => {
    const db = database.db;
    const exhibitor = await createExhibitor(db);
    const seated = await createUser(db);
    const queued = await createUser(db);
    const stranger = await createUser(db, { roleId: ROLE.confirmed, hasTicket: true });
    const byLevel = await levels(exhibitor.id, seated.id, queued.id);
    const ids = [...byLevel.values()];
    const as = (u: { id: number; roleId: number; hasTicket: boolean }, exhibitors: number[] = []) =>
      viewerOf(u.roleId, { id: u.id, hasTicket: u.hasTicket, exhibitors });
    const viewers = {
      guest: null,
      seated: as(seated),
      queued: as(queued),
      ticketHolder: as(stranger),
      newbie: viewerOf(ROLE.registred),
      editor: viewerOf(ROLE.organizer, { exhibitors: [exhibitor.id] }),
      otherOrganizer: viewerOf(ROLE.organizer, { exhibitors: [exhibitor.id + 1000] }),
      admin: viewerOf(ROLE.admin),
    };
    for (const [name, viewer] of Object.entries(viewers)) {
      const expected = [...byLevel]
        .filter(([access_control, id]) =>
          canSeeEvent(
            viewer,
            { access_control, exhibitorId: exhibitor.id },
            { signedUp: viewer !== null && [seated.id, queued.id].includes(viewer.id) && ids.includes(id) },
          ),
        )
        .map(([, id]) => id);
      expect(await kept(ids, eventAudienceFor(viewer)), name).toEqual(expected);
    }
  });

  it('gives every guest one and the same clause, so cached guest answers fit all guests', () => {
    const dialect = new PgDialect();
    const text = (rule: SQL | undefined) => (rule ? dialect.sqlToQuery(rule) : null);
    expect(text(eventAudienceFor(null))).toEqual(text(eventAudienceFor(null)));
    expect(text(eventAudienceFor(null))?.params).toEqual(['public', 'only_unregitered']);
  });

  it('adds the access level to eventVisibleTo, with and without preview', async () => {
    const db = database.db;
    const exhibitor = await createExhibitor(db);
    const privateDraft = await createEvent(db, { exhibitorId: exhibitor.id, access_control: 'private', published_at: null });
    const onlyUsers = await createEvent(db, { exhibitorId: exhibitor.id, access_control: 'only_users' });
    const ids = [privateDraft.id, onlyUsers.id];
    const editor = viewerOf(ROLE.organizer, { exhibitors: [exhibitor.id] });
    expect(await kept(ids, eventVisibleTo(null, 'preview'))).toEqual([]);
    expect(await kept(ids, eventVisibleTo(viewerOf(ROLE.registred), 'live'))).toEqual([onlyUsers.id]);
    expect(await kept(ids, eventVisibleTo(editor, 'live'))).toEqual([onlyUsers.id]);
    expect(await kept(ids, eventVisibleTo(editor, 'preview'))).toEqual(ids);
  });
});
