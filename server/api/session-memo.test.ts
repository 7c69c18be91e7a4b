import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../../core/accounts/password';
import { ROLE, users } from '../../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { createAdmin, createEvent, createExhibitor, createUser } from '../../tests/factories';

/**
 * Decision 046: with the signed-in user kept between writes, every change to a user's rights
 * still applies from the next request, since each is a write.
 */
let t: WriteTestContext;
let admin: { id: number; tokenVersion: number };

beforeAll(async () => {
  t = await createWriteTestContext({ keepSerialized: true });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

const me = (who: { id: number; tokenVersion: number } | string) =>
  t.send('GET', '/api/users/me', typeof who === 'string' ? { cookie: who } : { bearer: who });

describe('the signed-in user kept between writes', () => {
  test('the memo is used: a change made straight in the database shows only after a write', async () => {
    const user = await createUser(t.database.db, { firstName: 'Jana' });
    expect(((await (await me(user)).json()) as { firstName: string }).firstName).toBe('Jana');
    await t.database.db.update(users).set({ firstName: 'Mimo' }).where(eq(users.id, user.id));
    expect(((await (await me(user)).json()) as { firstName: string }).firstName).toBe('Jana');
    await t.send('POST', '/api/halls', { bearer: admin, body: { name: 'Sál pro test paměti' } });
    expect(((await (await me(user)).json()) as { firstName: string }).firstName).toBe('Mimo');
  });

  test('a user an Admin blocks is signed out at the next request', async () => {
    const user = await createUser(t.database.db);
    expect((await me(user)).status).toBe(200);
    expect((await t.send('PUT', `/api/users/${user.id}`, { bearer: admin, body: { blocked: true } })).status).toBe(200);
    expect((await me(user)).status).toBe(401);
  });

  test('new edit rights and a new role apply at the next request', async () => {
    const user = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const exhibitor = await createExhibitor(t.database.db);
    const event = await createEvent(t.database.db, { exhibitorId: exhibitor.id, published_at: null });
    const preview = () => t.send('GET', `/api/events/${event.id}?_publicationState=preview`, { bearer: user });
    expect((await preview()).status).toBe(404);
    const res = await t.send('PUT', `/api/users/${user.id}`, {
      bearer: admin,
      body: { roleId: ROLE.organizer, can_edit_exhibitors: [exhibitor.id] },
    });
    expect(res.status).toBe(200);
    expect((await preview()).status).toBe(200);
  });

  test("a new password ends the user's other sessions at once", async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('old-password-1') });
    expect((await me(user)).status).toBe(200);
    const res = await t.send('PUT', `/api/users/${user.id}`, {
      cookie: user,
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
    });
    expect(res.status).toBe(200);
    expect((await me(user)).status).toBe(401);
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('jwt_amphi='))!
      .split(';')[0]!;
    expect((await me(renewed)).status).toBe(200);
  });
});
