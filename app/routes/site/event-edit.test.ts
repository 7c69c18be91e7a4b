import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { EVENT_TYPE, ROLE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import {
  createAdmin,
  createEvent,
  createExhibitor,
  createLocation,
  createOrganizer,
  createUser,
  PUBLISHED,
} from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './event-edit';
import { loader as detailLoader } from './event-detail';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date(),
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Signed = { id: number; tokenVersion: number };

/** A loader's arguments for `path` with `id`, signed in as `user` or a guest. */
function args(path: string, id: number | string, user?: Signed) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  const request = new Request(`http://localhost${path}`, { headers });
  return { request, context, params: { id: String(id) } } as unknown as Parameters<typeof loader>[0];
}
const editArgs = (id: number | string, user?: Signed, prefix = '') => args(`${prefix}/edit/${id}`, id, user);

/** What the loader threw: a redirect's target and toast, or a status. */
async function refusal(answer: Promise<unknown>) {
  const thrown = await answer.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a thrown response, got ${String(thrown)}`);
  return {
    status: thrown.status,
    location: thrown.headers.get('Location'),
    toast: /iw_toast=([\w.]+)\./.exec(thrown.headers.get('Set-Cookie') ?? '')?.[1],
  };
}

describe('event edit page loader', () => {
  it('gives an Organizer listed on the exhibitor its accompanying event, their draft included, with the locations', async () => {
    const db = database.db;
    const organizer = await createOrganizer(db);
    const exhibitor = await createExhibitor(db, { editors: [organizer.id] });
    const location = await createLocation(db, { name: 'Zelná 1' });
    const draft = await createEvent(db, {
      name: 'Procházka chytrým městem',
      eventtypeId: EVENT_TYPE.accompanying,
      exhibitorId: exhibitor.id,
      locationId: location.id,
      max_users: 12,
      published_at: null,
    });
    const answer = await loader(editArgs(draft.id, organizer));
    expect(answer.event).toMatchObject({
      id: draft.id,
      name: 'Procházka chytrým městem',
      eventtype: EVENT_TYPE.accompanying,
      exhibitor: exhibitor.id,
      max_users: 12,
      published_at: null,
      location: { id: location.id },
    });
    expect(answer.locations).toContainEqual({ id: location.id, label: 'Zelná 1', label_en: null });
  });

  it('gives an Organizer not listed the 403 page naming who may edit, whether the event is published, a draft or missing', async () => {
    const db = database.db;
    const organizer = await createOrganizer(db);
    const other = await createOrganizer(db);
    const exhibitor = await createExhibitor(db, { editors: [other.id] });
    const published = await createEvent(db, { exhibitorId: exhibitor.id, published_at: PUBLISHED });
    const draft = await createEvent(db, { exhibitorId: exhibitor.id, published_at: null });
    for (const id of [published.id, draft.id, 999_999]) {
      expect(await refusal(loader(editArgs(id, organizer)))).toMatchObject({ status: 403, location: null });
    }
    const english = loader(editArgs(published.id, organizer, '/en'));
    expect(await english.catch((e: Response) => e.text())).toContain('Organizers who may edit its exhibitor');
  });

  it('gives a listed member without the Organizer role the 403 page, and sends a guest to the login page and back', async () => {
    const db = database.db;
    const member = await createUser(db, { roleId: ROLE.confirmed });
    const exhibitor = await createExhibitor(db, { editors: [member.id] });
    const event = await createEvent(db, { exhibitorId: exhibitor.id });
    expect(await refusal(loader(editArgs(event.id, member)))).toMatchObject({ status: 403, location: null });
    expect(await refusal(loader(editArgs(event.id)))).toMatchObject({
      status: 302,
      location: `/user/login?redirectTo=%2Fedit%2F${event.id}`,
    });
  });

  it('lets an Admin edit any event, a seminar too; a missing one or a malformed id is a 404', async () => {
    const db = database.db;
    const admin = await createAdmin(db);
    const seminar = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, max_users: null });
    expect((await loader(editArgs(seminar.id, admin))).event).toMatchObject({ id: seminar.id, eventtype: EVENT_TYPE.seminar });
    expect((await refusal(loader(editArgs(999_999, admin)))).status).toBe(404);
    expect((await refusal(loader(editArgs('12abc', admin)))).status).toBe(404);
  });
});

describe('event detail page: the Edit button', () => {
  it('is offered to the listed Organizer and Admins, never to a guest, a member or another Organizer', async () => {
    const db = database.db;
    const [listed, other, admin] = [await createOrganizer(db), await createOrganizer(db), await createAdmin(db)];
    const member = await createUser(db, { roleId: ROLE.confirmed });
    const exhibitor = await createExhibitor(db, { editors: [listed.id, member.id] });
    const event = await createEvent(db, { exhibitorId: exhibitor.id, slug: 'akce-s-tlacitkem' });
    const editable = async (user?: Signed) =>
      (await detailLoader(args(`/doprovodne-akce/${event.id}/akce-s-tlacitkem`, event.id, user) as never)).editable;
    expect(await editable(listed)).toBe(true);
    expect(await editable(admin)).toBe(true);
    expect(await editable(other)).toBe(false);
    expect(await editable(member)).toBe(false);
    expect(await editable()).toBe(false);
  });
});
