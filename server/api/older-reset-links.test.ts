import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../core/accounts/password';
import { mailOutbox, ROLE } from '../../db/schema';
import { createAdmin, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

/**
 * The security review's finding 2, through the API: a reset link mailed before a password reset,
 * a password change or an e-mail change no longer sets a password afterwards (decision 060).
 */
let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

const PASSWORD = 'innoweek-demo';
const account = async () => createUser(t.database.db, { passwordHash: await hashPassword(PASSWORD), roleId: ROLE.confirmed });

async function linkMailedTo(to: string): Promise<URL> {
  const [m] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return new URL(/(https?:\/\/\S+)/.exec(m!.text)![1]!);
}
async function askForReset(email: string): Promise<string> {
  expect((await t.send('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(200);
  return (await linkMailedTo(email)).searchParams.get('code')!;
}
const reset = (code: string, password = 'taken-over-1') =>
  t.send('POST', '/api/auth/reset-password', { body: { code, password, passwordConfirmation: password } });
async function expectVoid(res: Response) {
  expect(await refusalOf(res)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.code.used', field: 'code' });
}

describe('an older reset link after', () => {
  test('another reset link was used: 400, the password stays the one just set', async () => {
    const user = await account();
    const first = await askForReset(user.email);
    const second = await askForReset(user.email);
    expect((await reset(first, 'chosen-by-owner-1')).status).toBe(200);
    await expectVoid(await reset(second));
    const login = await t.send('POST', '/api/auth/local', { body: { identifier: user.email, password: 'chosen-by-owner-1' } });
    expect(login.status).toBe(200);
  });

  test('the owner changed the password on the Me page or PUT /api/users/{id}: 400', async () => {
    const user = await account();
    const code = await askForReset(user.email);
    const put = await t.send('PUT', `/api/users/${user.id}`, {
      bearer: user,
      body: { newPassword: 'member-changed-1', currentPassword: PASSWORD },
    });
    expect(put.status).toBe(200);
    await expectVoid(await reset(code));
    expect(
      (await t.send('POST', '/api/auth/local', { body: { identifier: user.email, password: 'member-changed-1' } })).status,
    ).toBe(200);
  });

  test('the owner moved the account to a new address: the link sent to the old one is 400 once the move is confirmed', async () => {
    const user = await account();
    const code = await askForReset(user.email);
    const next = `moved-${user.id}@example.test`;
    await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { email: next, currentPassword: PASSWORD } });
    const confirm = await linkMailedTo(next);
    expect((await t.send('GET', confirm.pathname + confirm.search)).status).toBe(302);
    await expectVoid(await reset(code, 'old-mailbox-owner'));
    const login = await t.send('POST', '/api/auth/local', { body: { identifier: next, password: 'old-mailbox-owner' } });
    expect(await refusalOf(login)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.invalid' });
  });

  test('an Admin set a new password or a new address: 400', async () => {
    const admin = await createAdmin(t.database.db);
    const changes = [() => ({ newPassword: 'set-by-admin-1' }), (id: number) => ({ email: `admin-moved-${id}@example.test` })];
    for (const change of changes) {
      const user = await account();
      const code = await askForReset(user.email);
      expect((await t.send('PUT', `/api/users/${user.id}`, { bearer: admin, body: change(user.id) })).status).toBe(200);
      await expectVoid(await reset(code));
    }
  });
});
