import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, ROLE, users } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { AppError } from '../errors/app-error';
import { issueAuthCode } from './auth-codes';
import { confirmEmail } from './confirm-email';
import { login } from './login';
import { registerUser } from './register-user';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { registerInput, resetPasswordInput } from './schemas';
import { TEST_MAIL } from '../../tests/update-user';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const baseUrl = 'https://innoweek.test';
/** Links to `baseUrl`, messages kept in the outbox. */
const mailSettings = TEST_MAIL;
let seq = 0;
const fresh = () => {
  seq++;
  return { username: `user${seq}`, email: `user${seq}@example.cz`, password: 'correct-horse', locale: 'cs' as const };
};

async function lastMailTo(email: string) {
  const [m] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return m;
}
const codeFrom = (text: string, param: string) => decodeURIComponent(new RegExp(`${param}=([^\\s&]+)`).exec(text)![1]!);

async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('register and confirm', () => {
  it('creates an unconfirmed Registred user and a confirmation e-mail that confirms once', async () => {
    const input = fresh();
    const user = await registerUser(database.db, { input, mail: mailSettings });
    expect(user).toMatchObject({ username: input.username, roleId: 2, confirmed: false });
    expect(user.passwordHash).not.toContain(input.password);

    const mail = await lastMailTo(input.email);
    expect(mail?.status).toBe('kept');
    expect(mail?.text).toContain(`${baseUrl}/api/auth/email-confirmation?confirmation=`);
    await expect(login(database.db, { identifier: input.username, password: input.password })).rejects.toMatchObject({
      code: 'Auth.form.error.confirmed',
    });

    const code = codeFrom(mail!.text, 'confirmation');
    // Proving the address makes the account a Confirmed member: the Me page and sign-ups open.
    expect(await confirmEmail(database.db, { code })).toMatchObject({ confirmed: true, roleId: ROLE.confirmed });
    expect((await rejection(confirmEmail(database.db, { code }))).code).toBe('Auth.form.error.code.used');
    expect((await rejection(confirmEmail(database.db, { code: 'nonsense' }))).code).toBe('Auth.form.error.code.invalid');
  });

  it('refuses a taken username or e-mail in any case, saying which', async () => {
    const input = fresh();
    await registerUser(database.db, { input, mail: mailSettings });
    const sameName = { ...fresh(), username: input.username.toUpperCase() };
    expect(await rejection(registerUser(database.db, { input: sameName, mail: mailSettings }))).toMatchObject({
      field: 'username',
    });
    const sameEmail = { ...fresh(), email: input.email.toUpperCase() };
    expect(await rejection(registerUser(database.db, { input: sameEmail, mail: mailSettings }))).toMatchObject({
      field: 'email',
    });
  });

  it('validates the spec limits: e-mail at least 6 characters, username at least 3, password at least 8', () => {
    expect(registerInput.safeParse({ username: 'ab', email: 'a@b.cz', password: '12345678' }).success).toBe(false);
    expect(registerInput.safeParse({ username: 'abc', email: 'a@b.c', password: '12345678' }).success).toBe(false);
    expect(registerInput.safeParse({ username: 'abc', email: 'a@b.cz', password: '1234567' }).success).toBe(false);
    expect(registerInput.safeParse({ username: 'abc', email: 'a@b.cz', password: '12345678' }).success).toBe(true);
  });
});

describe('login', () => {
  it('accepts username or e-mail in any case and refuses a wrong password or a blocked account', async () => {
    const input = fresh();
    const user = await registerUser(database.db, { input, mail: mailSettings });
    await database.db.update(users).set({ confirmed: true }).where(eq(users.id, user.id));
    expect((await login(database.db, { identifier: input.email.toUpperCase(), password: input.password })).id).toBe(user.id);
    expect((await login(database.db, { identifier: input.username, password: input.password })).id).toBe(user.id);
    expect(await rejection(login(database.db, { identifier: input.username, password: 'wrong-password' }))).toMatchObject({
      code: 'Auth.form.error.invalid',
    });
    expect(await rejection(login(database.db, { identifier: 'nobody-here', password: 'x' }))).toMatchObject({
      code: 'Auth.form.error.invalid',
    });
    await database.db.update(users).set({ blocked: true }).where(eq(users.id, user.id));
    expect(await rejection(login(database.db, { identifier: input.username, password: input.password }))).toMatchObject({
      code: 'Auth.form.error.blocked',
    });
  });
});

describe('forgot and reset password', () => {
  it('mails a one-hour, single-use link in the user language and ends earlier sessions', async () => {
    const input = fresh();
    const user = await registerUser(database.db, { input, mail: mailSettings });
    await requestPasswordReset(database.db, { email: input.email.toUpperCase(), locale: 'en', mail: mailSettings });
    const mail = await lastMailTo(input.email);
    expect(mail?.template).toBe('reset-password');
    expect(mail?.text).toContain(`${baseUrl}/en/user/reset-password?code=`);
    const code = codeFrom(mail!.text, 'code');

    const updated = await resetPassword(database.db, { code, password: 'new-password-1' });
    expect(updated).toMatchObject({ confirmed: true, tokenVersion: user.tokenVersion + 1 });
    expect((await login(database.db, { identifier: input.username, password: 'new-password-1' })).id).toBe(user.id);
    expect((await rejection(resetPassword(database.db, { code, password: 'another-one-2' }))).code).toBe(
      'Auth.form.error.code.used',
    );
  });

  it('refuses an expired code', async () => {
    const user = await registerUser(database.db, { input: fresh(), mail: mailSettings });
    const code = await issueAuthCode(database.db, { userId: user.id, kind: 'reset', now: new Date(Date.now() - 2 * 3_600_000) });
    expect((await rejection(resetPassword(database.db, { code, password: 'new-password-1' }))).code).toBe(
      'Auth.form.error.code.expired',
    );
  });

  it('takes an invitation code like a reset code, for a week: it sets the password, confirms and promotes', async () => {
    const user = await registerUser(database.db, { input: fresh(), mail: mailSettings });
    const sixDaysAgo = new Date(Date.now() - 6 * 24 * 3_600_000);
    const code = await issueAuthCode(database.db, { userId: user.id, kind: 'invite', now: sixDaysAgo });
    // An invitation is no confirmation link.
    expect((await rejection(confirmEmail(database.db, { code }))).code).toBe('Auth.form.error.code.invalid');
    const updated = await resetPassword(database.db, { code, password: 'new-password-1' });
    expect(updated).toMatchObject({ confirmed: true, roleId: ROLE.confirmed });

    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3_600_000);
    const late = await issueAuthCode(database.db, { userId: user.id, kind: 'invite', now: eightDaysAgo });
    expect((await rejection(resetPassword(database.db, { code: late, password: 'new-password-2' }))).code).toBe(
      'Auth.form.error.code.expired',
    );
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = await database.db.$count(mailOutbox);
    await requestPasswordReset(database.db, { email: 'nobody@example.cz', locale: 'cs', mail: mailSettings });
    expect(await database.db.$count(mailOutbox)).toBe(before);
  });

  it('requires the two passwords to match', () => {
    const r = resetPasswordInput.safeParse({ code: 'x', password: '12345678', passwordConfirmation: '12345679' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Auth.form.error.password.matching');
  });
});
