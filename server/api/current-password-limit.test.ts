import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { appContext } from '../../app/context';
import { saveMeForm } from '../../app/routes/user/me.server';
import { loadUserWithRights } from '../../core/accounts/load-user-with-rights';
import { hashPassword } from '../../core/accounts/password';
import { DEFAULT_RATE_LIMITS } from '../../core/rate-limit/limits';
import { users } from '../../db/schema';
import { createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/**
 * The current-password throttle is one rule in core (updateUser) counted on the app's one
 * counter, so guesses through the API and through the Me page add up to the same 10.
 */
let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext({ limits: { currentPasswordPerUser: DEFAULT_RATE_LIMITS.currentPasswordPerUser } });
});
afterAll(() => t.database.close());

const LIMIT = DEFAULT_RATE_LIMITS.currentPasswordPerUser.limit;

async function viaPage(userId: number, currentPassword: string) {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  const request = new Request('http://localhost/user/me', { method: 'POST' });
  const user = (await loadUserWithRights(t.database.db, userId))!;
  // A new e-mail needs the current password as much as a new password does.
  const values = { intent: 'account', username: user.username, email: `new-${userId}@example.test`, currentPassword };
  const answer = (await saveMeForm({ request, context }, user, values)) as unknown as {
    init: { status: number } | null;
    data: { errors: Record<string, string> };
  };
  return { status: answer.init?.status ?? 302, errors: answer.data?.errors };
}

const viaApi = (user: { id: number; tokenVersion: number }, currentPassword: string) =>
  t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { currentPassword, newPassword: 'another-pass-9' } });

describe("guessing one's current password", () => {
  test('is limited to 10 per account in 15 minutes across the API and the Me page; then even the right one is 429', async () => {
    expect(LIMIT).toBe(10);
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('the-password-1') });
    for (let i = 0; i < LIMIT / 2; i++) expect((await viaApi(user, `guess-${i}`)).status).toBe(400);
    for (let i = 0; i < LIMIT / 2; i++) {
      expect(await viaPage(user.id, `page-guess-${i}`)).toEqual({
        status: 400,
        errors: { currentPassword: 'Auth.form.error.password.current' },
      });
    }
    const api = await viaApi(user, 'the-password-1');
    expect(api.status).toBe(429);
    expect(Number(api.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await refusalOf(api)).toMatchObject({ field: 'currentPassword', code: 'Auth.form.error.ratelimit' });
    expect(await viaPage(user.id, 'the-password-1')).toEqual({
      status: 429,
      errors: { currentPassword: 'Auth.form.error.ratelimit' },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toBe(user.passwordHash);
  });

  test('a right guess clears the count, and another account has its own', async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('the-password-1') });
    const other = await createUser(t.database.db, { passwordHash: await hashPassword('the-password-2') });
    for (let i = 0; i < LIMIT - 1; i++) expect((await viaApi(user, `guess-${i}`)).status).toBe(400);
    expect((await viaPage(user.id, 'the-password-1')).status).toBe(302);
    for (let i = 0; i < LIMIT - 1; i++) expect((await viaApi(user, `guess-again-${i}`)).status).toBe(400);
    expect((await viaApi(other, 'wrong')).status).toBe(400);
  });
});
