import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { ROLE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createAdmin, createSpeaker, createUser, PUBLISHED } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './speaker-edit';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: undefined,
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The loader's arguments for `/user/speaker/{id}` (or its English twin), signed in as `user` or a guest. */
function args(id: number | string, user?: { id: number; tokenVersion: number }, prefix = '') {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  const request = new Request(`http://localhost${prefix}/user/speaker/${id}`, { headers });
  return { request, context, params: { id: String(id) } } as unknown as Parameters<typeof loader>[0];
}

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

describe('speaker self-edit page loader', () => {
  it('gives a listed confirmed member the speaker, their draft included, without the image id to send back', async () => {
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    const draft = await createSpeaker(database.db, {
      name: 'Draft Speaker',
      job: 'CTO',
      published_at: null,
      editors: [member.id],
    });
    const answer = await loader(args(draft.id, member));
    expect(answer.speaker).toMatchObject({ id: draft.id, name: 'Draft Speaker', job: 'CTO', published: false, photo: null });
    expect(answer.speaker).not.toHaveProperty('image');
    expect(answer.speaker).not.toHaveProperty('users_can_edit');
  });

  it('gives a member who is not listed the 403 page naming who may edit, whether the speaker is published, a draft or missing', async () => {
    const member = await createUser(database.db, { roleId: ROLE.confirmed });
    const other = await createUser(database.db, { roleId: ROLE.confirmed });
    const published = await createSpeaker(database.db, { published_at: PUBLISHED, editors: [other.id] });
    const draft = await createSpeaker(database.db, { published_at: null, editors: [other.id] });
    for (const id of [published.id, draft.id, 999_999]) {
      expect(await refusal(loader(args(id, member)))).toMatchObject({ status: 403, location: null });
    }
    const english = loader(args(published.id, member, '/en'));
    expect(await english.catch((e: Response) => e.text())).toContain('Only Admins and the members an Admin listed');
  });

  it('sends a guest to the login page and back, and a listed Registred user home with the members-only toast', async () => {
    const newbie = await createUser(database.db, { roleId: ROLE.registred });
    const speaker = await createSpeaker(database.db, { published_at: PUBLISHED, editors: [newbie.id] });
    expect(await refusal(loader(args(speaker.id)))).toMatchObject({
      status: 302,
      location: `/user/login?redirectTo=%2Fuser%2Fspeaker%2F${speaker.id}`,
    });
    expect(await refusal(loader(args(speaker.id, newbie)))).toMatchObject({ status: 403, location: null });
  });

  it('lets an Admin edit any speaker; a missing one or a malformed id is a 404', async () => {
    const admin = await createAdmin(database.db);
    const speaker = await createSpeaker(database.db, { published_at: PUBLISHED });
    expect((await loader(args(speaker.id, admin))).speaker).toMatchObject({ id: speaker.id, published: true });
    expect((await refusal(loader(args(999_999, admin)))).status).toBe(404);
    expect((await refusal(loader(args('12abc', admin)))).status).toBe(404);
  });
});
