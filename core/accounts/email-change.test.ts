import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, ROLE, users } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createUser } from '../../tests/factories';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter';
import { confirmEmail, markConfirmed } from './confirm-email';
import { confirmEmailChange } from './confirm-email-change';
import { hashPassword } from './password';
import { findPendingEmail } from './pending-email';
import { updateUser } from './update-user';
import { TEST_MAIL, updateUserLoosely } from '../../tests/update-user';

let database: Database;
let passwordHash: string;
beforeAll(async () => {
  database = await createTestDatabase();
  passwordHash = await hashPassword('the-password-1');
});
afterAll(() => database.close());

const mail = TEST_MAIL;
const update = (opts: Parameters<typeof updateUserLoosely>[1]) => updateUserLoosely(database.db, opts);
const actor = (u: { id: number; roleId: number }) => ({ id: u.id, roleId: u.roleId });
const emailOf = async (id: number) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!.email;
async function lastMailTo(to: string) {
  const [m] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return m;
}
const codeIn = (text: string) => new URL(/(https?:\/\/\S+)/.exec(text)![1]!).searchParams.get('code')!;

describe('changing one’s own e-mail', () => {
  it('waits for the link sent to the new address; the old one is told once it is done', async () => {
    const me = await createUser(database.db, { passwordHash, roleId: ROLE.confirmed, locale: 'en' });
    const next = `next-${me.id}@example.test`;
    const updated = await update({ actor: actor(me), userId: me.id, input: { email: next, currentPassword: 'the-password-1' } });
    expect(updated.email).toBe(me.email);
    expect(await findPendingEmail(database.db, { userId: me.id })).toBe(next);

    const letter = await lastMailTo(next);
    expect(letter).toMatchObject({ template: 'change-email', locale: 'en' });
    expect(letter!.text).toContain('https://innoweek.test/api/auth/email-change?code=');
    const code = codeIn(letter!.text);

    expect(await confirmEmailChange(database.db, { code, mail })).toMatchObject({ id: me.id, email: next });
    expect(await emailOf(me.id)).toBe(next);
    expect(await findPendingEmail(database.db, { userId: me.id })).toBeNull();
    expect(await lastMailTo(me.email)).toMatchObject({ template: 'email-changed' });
    await expect(confirmEmailChange(database.db, { code, mail })).rejects.toMatchObject({ code: 'Auth.form.error.code.used' });
  });

  it('needs the current password, and a new request replaces the one before', async () => {
    const me = await createUser(database.db, { passwordHash });
    await expect(update({ actor: actor(me), userId: me.id, input: { email: `x-${me.id}@example.test` } })).rejects.toMatchObject({
      code: 'Auth.form.error.password.currentNeeded',
      field: 'currentPassword',
    });
    await update({
      actor: actor(me),
      userId: me.id,
      input: { email: `first-${me.id}@example.test`, currentPassword: 'the-password-1' },
    });
    const first = codeIn((await lastMailTo(`first-${me.id}@example.test`))!.text);
    await update({
      actor: actor(me),
      userId: me.id,
      input: { email: `second-${me.id}@example.test`, currentPassword: 'the-password-1' },
    });
    expect(await findPendingEmail(database.db, { userId: me.id })).toBe(`second-${me.id}@example.test`);
    await expect(confirmEmailChange(database.db, { code: first, mail })).rejects.toMatchObject({
      code: 'Auth.form.error.code.used',
    });
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('an address another account has is refused at once, in words for a change (not "log in")', async () => {
    const me = await createUser(database.db, { passwordHash });
    const someone = await createUser(database.db);
    await expect(
      update({ actor: actor(me), userId: me.id, input: { email: someone.email, currentPassword: 'the-password-1' } }),
    ).rejects.toMatchObject({ code: 'Users.email.taken', field: 'email' });
    expect(await findPendingEmail(database.db, { userId: me.id })).toBeNull();
  });

  it('refuses an address that somebody took meanwhile, keeping the old one', async () => {
    const me = await createUser(database.db, { passwordHash });
    const wanted = `wanted-${me.id}@example.test`;
    await update({ actor: actor(me), userId: me.id, input: { email: wanted, currentPassword: 'the-password-1' } });
    const code = codeIn((await lastMailTo(wanted))!.text);
    await createUser(database.db, { email: wanted.toUpperCase() });
    await expect(confirmEmailChange(database.db, { code, mail })).rejects.toMatchObject({ code: 'Users.email.taken' });
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it('another letter case of the same address needs no link; an Admin sets someone else’s address directly', async () => {
    const me = await createUser(database.db, { passwordHash });
    expect((await update({ actor: actor(me), userId: me.id, input: { email: me.email.toUpperCase() } })).email).toBe(
      me.email.toUpperCase(),
    );
    const admin = await createUser(database.db, { roleId: ROLE.admin });
    const set = await update({ actor: actor(admin), userId: me.id, input: { email: `by-admin-${me.id}@example.test` } });
    expect(set.email).toBe(`by-admin-${me.id}@example.test`);
  });
});

describe('a pending change', () => {
  it("dies with the owner's next move: a new password, or saving the current address again", async () => {
    for (const move of [{ newPassword: 'another-pass-1', currentPassword: 'the-password-1' }, { email: 'SAME' }]) {
      const me = await createUser(database.db, { passwordHash });
      const wanted = `pending-${me.id}@example.test`;
      await update({ actor: actor(me), userId: me.id, input: { email: wanted, currentPassword: 'the-password-1' } });
      const code = codeIn((await lastMailTo(wanted))!.text);
      const input = 'email' in move ? { email: me.email } : move;
      await update({ actor: actor(me), userId: me.id, input });
      expect(await findPendingEmail(database.db, { userId: me.id })).toBeNull();
      await expect(confirmEmailChange(database.db, { code, mail })).rejects.toMatchObject({ code: 'Auth.form.error.code.used' });
      expect(await emailOf(me.id)).toBe(me.email);
    }
  });

  it('at most the limit of change links per account; then 429 on the e-mail field and no mail', async () => {
    const me = await createUser(database.db, { passwordHash });
    const emailChanges = createMemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const send = (n: number) =>
      updateUser(database.db, {
        actor: actor(me),
        userId: me.id,
        input: { email: `bomb-${n}-${me.id}@example.test`, currentPassword: 'the-password-1' },
        passwordGuesses: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
        emailChanges,
        mail,
      });
    await send(1);
    await send(2);
    await expect(send(3)).rejects.toMatchObject({ code: 'Auth.form.error.ratelimit', field: 'email' });
    expect(await lastMailTo(`bomb-3-${me.id}@example.test`)).toBeUndefined();
  });
});

describe('account lifecycle', () => {
  it('confirming makes a Registred account a Confirmed member and leaves other roles alone', async () => {
    const fresh = await createUser(database.db, { roleId: ROLE.registred, confirmed: false });
    const organizer = await createUser(database.db, { roleId: ROLE.organizer, confirmed: false });
    expect(await database.db.transaction((tx) => markConfirmed(tx, fresh.id))).toMatchObject({
      confirmed: true,
      roleId: ROLE.confirmed,
    });
    expect(await database.db.transaction((tx) => markConfirmed(tx, organizer.id))).toMatchObject({
      confirmed: true,
      roleId: ROLE.organizer,
    });
    await expect(confirmEmail(database.db, { code: 'made-up' })).rejects.toMatchObject({ code: 'Auth.form.error.code.invalid' });
  });

  it("a later proof of the address (a password reset) does not undo an Admin's demotion", async () => {
    const demoted = await createUser(database.db, { roleId: ROLE.registred, confirmed: true });
    expect(await database.db.transaction((tx) => markConfirmed(tx, demoted.id))).toMatchObject({ roleId: ROLE.registred });
  });
});
