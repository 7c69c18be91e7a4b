import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authCodes, mailOutbox, ROLE } from '../../db/schema';
import { createAdmin, createUser } from '../../tests/factories';
import { createTestDatabase, testDatabaseKind } from '../../tests/db';
import { TEST_MAIL, updateUserLoosely } from '../../tests/update-user';
import { issueAuthCode, type AuthCodeKind } from './auth-codes';
import { confirmEmail } from './confirm-email';
import { confirmEmailChange } from './confirm-email-change';
import { hashPassword } from './password';
import { resetPassword } from './reset-password';
import { codesVoidedBy } from './void-auth-codes';

let database: Database;
let passwordHash: string;
beforeAll(async () => {
  database = await createTestDatabase();
  passwordHash = await hashPassword('the-password-1');
});
afterAll(() => database.close());

const mail = TEST_MAIL;
const actor = (u: { id: number; roleId: number }) => ({ id: u.id, roleId: u.roleId });
const update = (opts: Parameters<typeof updateUserLoosely>[1]) => updateUserLoosely(database.db, opts);
const issue = (userId: number, kind: AuthCodeKind, email?: string) =>
  issueAuthCode(database.db, { userId, kind, ...(email ? { email } : {}) });

/** Uses a code the way its link does; answers 'works' or the refusal's code (and the code is then spent). */
async function use(kind: AuthCodeKind, code: string): Promise<string> {
  const attempt =
    kind === 'confirm'
      ? confirmEmail(database.db, { code })
      : kind === 'email'
        ? confirmEmailChange(database.db, { code, mail })
        : resetPassword(database.db, { code, password: 'taken-over-1' });
  return attempt.then(
    () => 'works',
    (err: { code?: string }) => err.code ?? String(err),
  );
}

/** An account with one unused link of every kind, as its owner's mailbox would hold them. */
async function accountWithLinks(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(database.db, { passwordHash, roleId: ROLE.confirmed, ...values });
  const links = {
    reset: await issue(user.id, 'reset'),
    invite: await issue(user.id, 'invite'),
    confirm: await issue(user.id, 'confirm'),
    email: await issue(user.id, 'email', `pending-${user.id}@example.test`),
  };
  return { user, links };
}

/**
 * Whether each link would still be taken, read without using it (using one voids the others):
 * its row unused and unexpired, found by the hash consumeAuthCode looks it up by.
 */
async function stateOf(links: Partial<Record<AuthCodeKind, string>>) {
  const state: Partial<Record<AuthCodeKind, 'usable' | 'void'>> = {};
  for (const [kind, code] of Object.entries(links) as [AuthCodeKind, string][]) {
    const codeHash = createHash('sha256').update(code).digest('hex');
    const [row] = await database.db.select().from(authCodes).where(eq(authCodes.codeHash, codeHash));
    state[kind] = row && !row.usedAt && row.expiresAt > new Date() ? 'usable' : 'void';
  }
  return state;
}
const USED = 'Auth.form.error.code.used';

describe('which links a change voids (the rule)', () => {
  it('a password voids the password links and a pending change; an address, every link to the old mailbox', () => {
    expect(codesVoidedBy({ password: true }).sort()).toEqual(['email', 'invite', 'reset']);
    expect(codesVoidedBy({ block: true }).sort()).toEqual(['email', 'invite', 'reset']);
    expect(codesVoidedBy({ address: true }).sort()).toEqual(['confirm', 'email', 'invite', 'reset']);
    expect(codesVoidedBy({ emailChangeEnds: true })).toEqual(['email']);
    expect(codesVoidedBy({})).toEqual([]);
  });
});

describe('setting a password voids the older links that set one', () => {
  it('using a reset link voids the other reset links, the invitation and a pending change; a confirmation link stays', async () => {
    const { user, links } = await accountWithLinks();
    const second = await issue(user.id, 'reset');
    expect(await use('reset', links.reset)).toBe('works');
    expect(await stateOf({ reset: second, invite: links.invite, email: links.email, confirm: links.confirm })).toEqual({
      reset: 'void',
      invite: 'void',
      email: 'void',
      confirm: 'usable',
    });
  });

  it('using an invitation voids the reset links', async () => {
    const { links } = await accountWithLinks();
    expect(await use('invite', links.invite)).toBe('works');
    expect(await stateOf({ reset: links.reset })).toEqual({ reset: 'void' });
  });

  it("the owner's new password, and an Admin's, void the reset and invitation links", async () => {
    const admin = await createAdmin(database.db);
    for (const by of ['owner', 'admin'] as const) {
      const { user, links } = await accountWithLinks();
      await update({
        actor: by === 'owner' ? actor(user) : actor(admin),
        userId: user.id,
        input: { newPassword: 'changed-pass-1', ...(by === 'owner' ? { currentPassword: 'the-password-1' } : {}) },
      });
      expect(await stateOf(links), by).toEqual({ reset: 'void', invite: 'void', confirm: 'usable', email: 'void' });
    }
  });

  it('a block voids the password links, so unblocking does not bring them back', async () => {
    const admin = await createAdmin(database.db);
    const { user, links } = await accountWithLinks();
    await update({ actor: actor(admin), userId: user.id, input: { blocked: true } });
    await update({ actor: actor(admin), userId: user.id, input: { blocked: false } });
    expect(await stateOf({ reset: links.reset, invite: links.invite })).toEqual({ reset: 'void', invite: 'void' });
  });

  it('a link asked for after the change works', async () => {
    const { user } = await accountWithLinks();
    await update({
      actor: actor(user),
      userId: user.id,
      input: { newPassword: 'changed-pass-1', currentPassword: 'the-password-1' },
    });
    expect(await use('reset', await issue(user.id, 'reset'))).toBe('works');
  });

  it('other accounts keep their links', async () => {
    const { links } = await accountWithLinks();
    const other = await accountWithLinks();
    expect(await use('reset', links.reset)).toBe('works');
    expect(await stateOf({ reset: other.links.reset, invite: other.links.invite })).toEqual({
      reset: 'usable',
      invite: 'usable',
    });
  });
});

describe('a new address voids every link sent to the old one', () => {
  it('confirming a change voids the reset, invitation and confirmation links', async () => {
    const { user, links } = await accountWithLinks();
    await update({
      actor: actor(user),
      userId: user.id,
      input: { email: `new-${user.id}@example.test`, currentPassword: 'the-password-1' },
    });
    // Asking is not yet a change: the old mailbox's links stay until the new address is confirmed.
    const old = { reset: links.reset, invite: links.invite, confirm: links.confirm };
    expect(await stateOf(old)).toEqual({ reset: 'usable', invite: 'usable', confirm: 'usable' });
    // The older pending change was withdrawn by the new request; the new one is confirmed.
    expect(await use('email', links.email)).toBe(USED);
    expect(await use('email', await changeLinkCode(`new-${user.id}@example.test`))).toBe('works');
    expect(await stateOf(old)).toEqual({
      reset: 'void',
      invite: 'void',
      confirm: 'void',
    });
  });

  it("an Admin's new address voids them too; an Admin saving the same address keeps them", async () => {
    const admin = await createAdmin(database.db);
    const moved = await accountWithLinks();
    await update({ actor: actor(admin), userId: moved.user.id, input: { email: `by-admin-${moved.user.id}@example.test` } });
    expect(await stateOf(moved.links)).toEqual({ reset: 'void', invite: 'void', confirm: 'void', email: 'void' });

    const kept = await accountWithLinks();
    await update({ actor: actor(admin), userId: kept.user.id, input: { email: kept.user.email.toUpperCase() } });
    expect(await stateOf(kept.links)).toEqual({ reset: 'usable', invite: 'usable', confirm: 'usable', email: 'void' });
  });

  it("the owner's change of letter case is the same mailbox: the links stay, a pending change ends", async () => {
    const { user, links } = await accountWithLinks();
    await update({ actor: actor(user), userId: user.id, input: { email: user.email.toUpperCase() } });
    expect(await stateOf({ reset: links.reset, email: links.email })).toEqual({ reset: 'usable', email: 'void' });
  });
});

describe('links used at the same moment', () => {
  it('two reset links of one account: one sets the password, the other finds itself used', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser(database.db, { passwordHash });
      const [a, b] = [await issue(user.id, 'reset'), await issue(user.id, 'reset')];
      const outcomes = await Promise.all([use('reset', a), use('reset', b)]);
      expect(outcomes.sort(), `round ${round} on ${testDatabaseKind()}`).toEqual([USED, 'works']);
    }
  });

  it('a reset link and an e-mail change link: one wins and voids the other', async () => {
    for (let round = 0; round < 5; round++) {
      const user = await createUser(database.db, { passwordHash });
      const reset = await issue(user.id, 'reset');
      const change = await issue(user.id, 'email', `raced-${user.id}@example.test`);
      const outcomes = await Promise.all([use('reset', reset), use('email', change)]);
      expect(outcomes.sort(), `round ${round} on ${testDatabaseKind()}`).toEqual([USED, 'works']);
    }
  });
});

/** The code in the newest mail's link to an address. */
async function changeLinkCode(to: string): Promise<string> {
  const [m] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return new URL(/(https?:\/\/\S+)/.exec(m!.text)![1]!).searchParams.get('code')!;
}
