import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../db/client';
import { ROLE, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config';
import { sessionTokenFor } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createSpeaker, createUser } from '../../tests/factories';
import { createDeps } from '../../server/deps';
import { appContext } from '../context';
import { requireAuthorized, requireGuest, requireUser } from './guards.server';
import { getUser } from './session.server';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  publicUrl: undefined,
  storage: { kind: 'local' },
} as Config;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** Loader arguments of a request to `path`, signed in as `user` (or a guest). */
function args(path: string, user?: { id: number; tokenVersion: number }) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  return { request: new Request(`http://localhost${path}`, { headers }), context };
}

/** What a guard threw: the redirect's target and whether it carries a toast. */
async function refusal(guard: Promise<unknown>) {
  const thrown = await guard.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(thrown instanceof Response)) throw new Error(`expected a redirect, got ${String(thrown)}`);
  return {
    status: thrown.status,
    location: thrown.headers.get('Location'),
    toast: /iw_toast=(\w+)/.exec(thrown.headers.get('Set-Cookie') ?? '')?.[1],
  };
}

const user = (roleId: number) => createUser(database.db, { roleId });

describe('guards', () => {
  it('requireGuest lets guests in and sends signed-in users home in their language', async () => {
    await expect(requireGuest(args('/user/login'))).resolves.toBeUndefined();
    const member = await user(ROLE.confirmed);
    expect(await refusal(requireGuest(args('/en/user/login', member)))).toEqual({
      status: 302,
      location: '/en/',
      toast: undefined,
    });
    expect((await refusal(requireGuest(args('/user/register', member)))).location).toBe('/');
  });

  it('requireUser sends guests to the login page and back afterwards', async () => {
    expect(await refusal(requireUser(args('/en/user/me?x=1')))).toMatchObject({
      location: '/en/user/login?redirectTo=%2Fen%2Fuser%2Fme%3Fx%3D1',
    });
    const newbie = await user(ROLE.registred);
    await expect(requireUser(args('/user/me', newbie))).resolves.toMatchObject({ id: newbie.id, role: { name: 'Registred' } });
  });

  it("requireAuthorized('speakers.edit') admits the speaker's listed confirmed members, Organizers and Admins; a listed Registred user gets a 403 page saying why", async () => {
    for (const roleId of [ROLE.confirmed, ROLE.organizer, ROLE.admin]) {
      const u = await user(roleId);
      const speaker = await createSpeaker(database.db, { editors: [u.id] });
      await expect(requireAuthorized(args('/user/me', u), 'speakers.edit', speaker.id)).resolves.toMatchObject({ id: u.id });
    }
    const newbie = await user(ROLE.registred);
    const listed = await createSpeaker(database.db, { editors: [newbie.id] });
    const refused = requireAuthorized(args(`/en/user/speaker/${listed.id}`, newbie), 'speakers.edit', listed.id);
    expect(await refusal(refused)).toMatchObject({ status: 403, location: null });
    const page = await refused.catch((e: Response) => e.text());
    expect(page).toContain('This page is for members.');
    // A confirmed member not listed on the speaker is told who edits it.
    const other = requireAuthorized(args('/en/user/speaker/1', await user(ROLE.confirmed)), 'speakers.edit', listed.id);
    expect(await other.catch((e: Response) => e.text())).toContain('Only Admins and the members an Admin listed');
    expect((await refusal(requireAuthorized(args('/user/me'), 'speakers.edit', listed.id))).location).toBe(
      '/user/login?redirectTo=%2Fuser%2Fme',
    );
  });

  it("requireAuthorized: the admin area ('adminArea.use') and an Admin-only screen ('referenceData.manage')", async () => {
    const admin = await user(ROLE.admin);
    const organizer = await user(ROLE.organizer);
    const member = await user(ROLE.confirmed);
    await expect(requireAuthorized(args('/admin/events', admin), 'adminArea.use')).resolves.toMatchObject({ id: admin.id });
    await expect(requireAuthorized(args('/admin/events', organizer), 'adminArea.use')).resolves.toMatchObject({
      id: organizer.id,
    });
    // Signed in without the role: the 403 page says which role the screen needs (decision 086).
    const memberRefused = requireAuthorized(args('/admin/events', member), 'adminArea.use');
    expect(await refusal(memberRefused)).toMatchObject({ status: 403, location: null });
    expect(await memberRefused.catch((e: Response) => e.text())).toContain('pro organizátory a administrátory');
    await expect(requireAuthorized(args('/en/admin/halls', admin), 'referenceData.manage')).resolves.toMatchObject({
      id: admin.id,
    });
    const organizerRefused = requireAuthorized(args('/en/admin/halls', organizer), 'referenceData.manage');
    expect(await refusal(organizerRefused)).toMatchObject({ status: 403, location: null });
    expect(await organizerRefused.catch((e: Response) => e.text())).toContain('for Admins only');
    expect(await refusal(requireAuthorized(args('/admin/halls', member), 'referenceData.manage'))).toMatchObject({ status: 403 });
    expect((await refusal(requireAuthorized(args('/admin/halls'), 'referenceData.manage'))).location).toBe(
      '/user/login?redirectTo=%2Fadmin%2Fhalls',
    );
  });

  it('a revoked or blocked session counts as a guest', async () => {
    const member = await user(ROLE.confirmed);
    const token = { id: member.id, tokenVersion: member.tokenVersion };
    await database.db
      .update(users)
      .set({ tokenVersion: member.tokenVersion + 1 })
      .where(eq(users.id, member.id));
    expect(await getUser(args('/', token))).toBeNull();
    const blocked = await createUser(database.db, { roleId: ROLE.admin, blocked: true });
    expect((await refusal(requireAuthorized(args('/admin/events', blocked), 'adminArea.use'))).location).toMatch(
      /^\/user\/login/,
    );
  });

  it('reads the session once per request', async () => {
    const member = await user(ROLE.confirmed);
    const a = args('/user/me', member);
    expect(getUser(a)).toBe(getUser(a));
  });
});
