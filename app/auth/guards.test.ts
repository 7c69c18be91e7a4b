import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../db/client';
import { ROLE, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config';
import { sessionTokenFor } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createUser } from '../../tests/factories';
import { createDeps } from '../../server/deps';
import { appContext } from '../context';
import { requireAdmin, requireAdminOrOrganizer, requireConfirmedMember, requireGuest, requireUser } from './guards.server';
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

  it('requireConfirmedMember admits confirmed members, Organizers and Admins; a Registred user gets a 403 page saying why', async () => {
    for (const roleId of [ROLE.confirmed, ROLE.organizer, ROLE.admin]) {
      const u = await user(roleId);
      await expect(requireConfirmedMember(args('/user/me', u))).resolves.toMatchObject({ id: u.id });
    }
    const refused = requireConfirmedMember(args('/en/user/speaker/1', await user(ROLE.registred)));
    expect(await refusal(refused)).toMatchObject({ status: 403, location: null });
    const page = await refused.catch((e: Response) => e.text());
    expect(page).toContain('This page is for members.');
    expect((await refusal(requireConfirmedMember(args('/user/me')))).location).toBe('/user/login?redirectTo=%2Fuser%2Fme');
  });

  it('requireAdminOrOrganizer and requireAdmin', async () => {
    const admin = await user(ROLE.admin);
    const organizer = await user(ROLE.organizer);
    const member = await user(ROLE.confirmed);
    await expect(requireAdminOrOrganizer(args('/admin/events', admin))).resolves.toMatchObject({ id: admin.id });
    await expect(requireAdminOrOrganizer(args('/admin/events', organizer))).resolves.toMatchObject({ id: organizer.id });
    // Signed in without the role: the 403 page says which role the screen needs (decision 086).
    const memberRefused = requireAdminOrOrganizer(args('/admin/events', member));
    expect(await refusal(memberRefused)).toMatchObject({ status: 403, location: null });
    expect(await memberRefused.catch((e: Response) => e.text())).toContain('pro organizátory a administrátory');
    await expect(requireAdmin(args('/en/admin/halls', admin))).resolves.toMatchObject({ id: admin.id });
    const organizerRefused = requireAdmin(args('/en/admin/halls', organizer));
    expect(await refusal(organizerRefused)).toMatchObject({ status: 403, location: null });
    expect(await organizerRefused.catch((e: Response) => e.text())).toContain('for Admins only');
    expect(await refusal(requireAdmin(args('/admin/halls', member)))).toMatchObject({ status: 403 });
    expect((await refusal(requireAdmin(args('/admin/halls')))).location).toBe('/user/login?redirectTo=%2Fadmin%2Fhalls');
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
    expect((await refusal(requireAdmin(args('/admin/events', blocked)))).location).toMatch(/^\/user\/login/);
  });

  it('reads the session once per request', async () => {
    const member = await user(ROLE.confirmed);
    const a = args('/user/me', member);
    expect(getUser(a)).toBe(getUser(a));
  });
});
