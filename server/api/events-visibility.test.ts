import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as f from '../../tests/factories';
import { createApiTestContext, type ApiTestContext } from '../../tests/api-context';
import type { ApiEvent } from '../../core/events/event-schema';
import type { ApiHall } from '../../core/halls/hall-query';
import { refusalOf } from '../../tests/refusal';

/**
 * Publication and privacy of events per role: guest, Registred (even when listed as an
 * exhibitor editor), Organizer with and without the edit right, Admin; with and without preview.
 */
let t: ApiTestContext;
type U = Awaited<ReturnType<typeof f.createUser>>;
let viewers: Record<'guest' | 'registred' | 'orgWith' | 'orgWithout' | 'admin', U | null>;
let ev: Record<'P1' | 'P2' | 'D1' | 'D2' | 'D3', number>;
let hallId: number;
let attendees: { U1: U; U2: U };

beforeAll(async () => {
  t = await createApiTestContext();
  const db = t.database.db;
  const registred = await f.createUser(db);
  const orgWith = await f.createOrganizer(db);
  const orgWithout = await f.createOrganizer(db);
  const admin = await f.createAdmin(db);
  const X1 = await f.createExhibitor(db, { editors: [orgWith.id, registred.id] });
  const X2 = await f.createExhibitor(db);
  const hall = await f.createHall(db, { broadcast: 'vimeo:123456', slido: 'slido-code' });
  hallId = hall.id;
  const U1 = await f.createUser(db, { firstName: 'Jana', lastName: 'Nováková', phone: '+420111', company: 'ACME' });
  const U2 = await f.createUser(db);
  attendees = { U1, U2 };
  const P1 = await f.createEvent(db, {
    name: 'P1',
    hallId,
    exhibitorId: X1.id,
    users: [U1.id, U2.id],
    users_present: String(U1.id),
  });
  const P2 = await f.createEvent(db, { name: 'P2', hallId, exhibitorId: X2.id, users: [U1.id] });
  const D1 = await f.createEvent(db, { name: 'D1', hallId, exhibitorId: X1.id, published_at: null });
  const D2 = await f.createEvent(db, { name: 'D2', hallId, exhibitorId: X2.id, published_at: null });
  const D3 = await f.createEvent(db, { name: 'D3', hallId, published_at: null });
  viewers = { guest: null, registred, orgWith, orgWithout, admin };
  ev = { P1: P1.id, P2: P2.id, D1: D1.id, D2: D2.id, D3: D3.id };
});
afterAll(async () => {
  await t.database.close();
});

const names = async (viewer: keyof typeof viewers, qs = '') =>
  (await t.json<{ name: string }[]>(`/api/events?hall.id=${hallId}${qs}`, viewers[viewer])).map((e) => e.name);

describe('event publication', () => {
  test.each(['guest', 'registred', 'orgWith', 'orgWithout', 'admin'] as const)(
    'without preview, %s sees published events only',
    async (who) => {
      expect(await names(who)).toEqual(['P1', 'P2']);
      expect(await names(who, '&_publicationState=live')).toEqual(['P1', 'P2']);
      expect(await t.json<number>(`/api/events/count?hall.id=${hallId}`, viewers[who])).toBe(2);
    },
  );

  test.each([
    ['guest', ['P1', 'P2']],
    ['registred', ['P1', 'P2']],
    ['orgWithout', ['P1', 'P2']],
    ['orgWith', ['P1', 'P2', 'D1']],
    ['admin', ['P1', 'P2', 'D1', 'D2', 'D3']],
  ] as const)('with preview, %s sees %j', async (who, expected) => {
    expect(await names(who, '&_publicationState=preview')).toEqual(expected);
    expect(await t.json<number>(`/api/events/count?hall.id=${hallId}&_publicationState=preview`, viewers[who])).toBe(
      expected.length,
    );
  });

  test('no filter widens visibility: asking for drafts gives none to the public', async () => {
    expect(await names('guest', '&published_at_null=true&_publicationState=preview')).toEqual([]);
    expect(await names('orgWith', '&published_at_null=true&_publicationState=preview')).toEqual(['D1']);
  });

  test('a draft by id: 404 unless entitled and asking for preview', async () => {
    const status = async (id: number, who: keyof typeof viewers, preview: boolean) =>
      (await t.get(`/api/events/${id}${preview ? '?_publicationState=preview' : ''}`, viewers[who])).status;
    expect(await status(ev.D1, 'guest', true)).toBe(404);
    expect(await status(ev.D1, 'registred', true)).toBe(404);
    expect(await status(ev.D1, 'orgWithout', true)).toBe(404);
    expect(await status(ev.D1, 'orgWith', false)).toBe(404);
    expect(await status(ev.D1, 'orgWith', true)).toBe(200);
    expect(await status(ev.D2, 'orgWith', true)).toBe(404);
    expect(await status(ev.D3, 'orgWith', true)).toBe(404);
    expect(await status(ev.D3, 'admin', false)).toBe(404);
    expect(await status(ev.D3, 'admin', true)).toBe(200);
    expect(await status(ev.P1, 'guest', false)).toBe(200);
    const res = await t.get(`/api/events/${ev.D1}`);
    expect(await refusalOf(res)).toMatchObject({ statusCode: 404, code: 'Entry.notFound', message: 'Event not found.' });
  });
});

describe('event privacy', () => {
  const p1 = async (who: keyof typeof viewers) => t.json<ApiEvent>(`/api/events/${ev.P1}`, viewers[who]);

  test.each(['guest', 'registred', 'orgWithout'] as const)(
    '%s gets no joined users, not even ids, and no users_present (decision 055)',
    async (who) => {
      const event = await p1(who);
      expect(event.users).toEqual([]);
      expect(event).not.toHaveProperty('users_present');
      const [listed] = await t.json<ApiEvent[]>(`/api/events?id=${ev.P1}`, viewers[who]);
      expect(listed!.users).toEqual([]);
    },
  );

  test('an attendee sees no list either, their own seat included', async () => {
    const event = await t.json<ApiEvent>(`/api/events/${ev.P1}`, attendees.U1);
    expect(event.users).toEqual([]);
  });

  test.each(['orgWith', 'admin'] as const)('%s gets the attendee table and users_present', async (who) => {
    const event = await p1(who);
    const { U1, U2 } = attendees;
    expect(event.users).toEqual([
      {
        id: U1.id,
        username: U1.username,
        firstName: 'Jana',
        lastName: 'Nováková',
        email: U1.email,
        phone: '+420111',
        company: 'ACME',
        joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      {
        id: U2.id,
        username: U2.username,
        firstName: null,
        lastName: null,
        email: U2.email,
        phone: null,
        company: null,
        joined_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect(event.users_present).toBe(String(U1.id));
  });

  test('an Organizer sees attendees only of events they may edit, also in lists', async () => {
    const list = await t.json<ApiEvent[]>(`/api/events?hall.id=${hallId}`, viewers.orgWith);
    const [P1, P2] = list;
    expect(P1!.users[0]).toHaveProperty('email');
    expect(P2!.users).toEqual([]);
    expect(P2).not.toHaveProperty('users_present');
  });

  test('the users filter answers only about oneself, or for an Admin about anyone', async () => {
    const { U1, U2 } = attendees;
    const ask = (qs: string, who: U | null) => t.get(`/api/events?hall.id=${hallId}&${qs}`, who);
    for (const who of ['guest', 'registred', 'orgWith', 'orgWithout'] as const) {
      const res = await ask(`users.id=${U1.id}`, viewers[who]);
      expect(await refusalOf(res), who).toMatchObject({ statusCode: 403, code: 'Query.editor.ownId', field: 'users.id' });
      const count = await t.get(`/api/events/count?users.id=${U1.id}`, viewers[who]);
      expect(count.status, who).toBe(403);
    }
    // Negations and null tests are never about oneself: they would list everyone else's.
    for (const qs of [`users.id_ne=${U2.id}`, 'users_null=false', `users.id_in=${U1.id}&users.id_in=${U2.id}`]) {
      expect((await ask(qs, U1)).status, qs).toBe(403);
    }
    const names = async (qs: string, who: U) =>
      (await t.json<{ name: string }[]>(`/api/events?hall.id=${hallId}&${qs}`, who)).map((e) => e.name);
    expect(await names(`users.id=${U1.id}`, U1)).toEqual(['P1', 'P2']);
    expect(await names(`users.id_eq=${U2.id}`, U2)).toEqual(['P1']);
    expect(await names(`users.id=${U2.id}`, viewers.admin!)).toEqual(['P1']);
    expect(await names('users_null=true', viewers.admin!)).toEqual([]);
  });

  test.each([
    ['guest', false],
    ['registred', false],
    ['orgWithout', true],
    ['orgWith', true],
    ['admin', true],
  ] as const)('hall stream ids for %s: %s', async (who, shown) => {
    const hall = await t.json<ApiHall>(`/api/halls/${hallId}`, viewers[who]);
    const [listed] = await t.json<ApiHall[]>(`/api/halls?id=${hallId}`, viewers[who]);
    const event = await p1(who);
    for (const h of [hall, listed, event.hall]) {
      if (shown) expect(h).toMatchObject({ broadcast: 'vimeo:123456', slido: 'slido-code' });
      else {
        expect(h).not.toHaveProperty('broadcast');
        expect(h).not.toHaveProperty('slido');
      }
    }
  });

  test('draft speakers and embeds of an event: only in preview, only for its editors', async () => {
    const db = t.database.db;
    const published = await f.createSpeaker(db);
    const draft = await f.createSpeaker(db, { published_at: null });
    const draftEmbed = await f.createEmbed(db, { published_at: null });
    const exhibitor = await f.createExhibitor(db, { editors: [viewers.orgWith!.id] });
    const e = await f.createEvent(db, { exhibitorId: exhibitor.id, speakers: [published.id, draft.id], embeds: [draftEmbed.id] });
    const seen = async (who: keyof typeof viewers, preview: boolean) => {
      const event = await t.json<ApiEvent>(`/api/events/${e.id}${preview ? '?_publicationState=preview' : ''}`, viewers[who]);
      return { speakers: event.speakers.map((s: { id: number }) => s.id), embeds: event.embeds.length };
    };
    expect(await seen('guest', true)).toEqual({ speakers: [published.id], embeds: 0 });
    expect(await seen('orgWithout', true)).toEqual({ speakers: [published.id], embeds: 0 });
    expect(await seen('admin', false)).toEqual({ speakers: [published.id], embeds: 0 });
    expect(await seen('admin', true)).toEqual({ speakers: [published.id, draft.id], embeds: 1 });
    expect(await seen('orgWith', true)).toEqual({ speakers: [published.id, draft.id], embeds: 1 });
  });

  test('the nested exhibitor never carries users_can_edit', async () => {
    const event = await p1('admin');
    expect(event.exhibitor).not.toHaveProperty('users_can_edit');
  });
});
