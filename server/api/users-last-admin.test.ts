/**
 * An Admin cannot lock themselves out, and the site always keeps one Admin who can sign in:
 * through the users API, and when two Admins demote, block or delete each other at the same
 * moment (on PostgreSQL the requests really overlap).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE, users } from '../../db/schema';
import { deleteUser } from '../../core/accounts/delete-user';
import { createAdmin } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { signupMail } from './signup-mail';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());
// Each case starts with no active Admin but its own.
beforeEach(async () => {
  await t.database.db.update(users).set({ blocked: true }).where(eq(users.roleId, ROLE.admin));
});

const activeAdmins = () => t.database.db.$count(users, and(eq(users.roleId, ROLE.admin), eq(users.blocked, false)));

describe('one’s own role and block', () => {
  test('an Admin cannot change their own role or block themselves, next to the field; the same role again is fine', async () => {
    const admin = await createAdmin(t.database.db);
    await createAdmin(t.database.db);
    const demote = await t.send('PUT', `/api/users/${admin.id}`, { bearer: admin, body: { roleId: ROLE.organizer } });
    expect(demote.status).toBe(403);
    expect(await refusalOf(demote)).toMatchObject({
      code: 'Users.forbidden.ownRole',
      fields: { roleId: 'Users.forbidden.ownRole' },
    });
    const block = await t.send('PUT', `/api/users/${admin.id}`, { bearer: admin, body: { blocked: true } });
    expect(await refusalOf(block)).toMatchObject({
      code: 'Users.forbidden.blockSelf',
      fields: { blocked: 'Users.forbidden.blockSelf' },
    });
    // The admin form sends the whole account, role included.
    const same = await t.send('PUT', `/api/users/${admin.id}`, {
      bearer: admin,
      body: { roleId: ROLE.admin, blocked: false, username: admin.username },
    });
    expect(same.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ roleId: ROLE.admin, blocked: false });
  });

  test('another Admin may demote, block or delete an Admin while one stays', async () => {
    const a = await createAdmin(t.database.db);
    const b = await createAdmin(t.database.db);
    const c = await createAdmin(t.database.db);
    expect((await t.send('PUT', `/api/users/${b.id}`, { bearer: a, body: { roleId: ROLE.organizer } })).status).toBe(200);
    expect((await t.send('PUT', `/api/users/${c.id}`, { bearer: a, body: { blocked: true } })).status).toBe(200);
    const d = await createAdmin(t.database.db);
    expect((await t.send('DELETE', `/api/users/${d.id}`, { bearer: a })).status).toBe(200);
    expect(await activeAdmins()).toBe(1);
  });
});

describe('the last Admin, at the same moment', () => {
  const rounds = 8;
  test.each([
    ['demote', (other: number) => ({ method: 'PUT', path: `/api/users/${other}`, body: { roleId: ROLE.organizer } })],
    ['block', (other: number) => ({ method: 'PUT', path: `/api/users/${other}`, body: { blocked: true } })],
    ['delete', (other: number) => ({ method: 'DELETE', path: `/api/users/${other}`, body: undefined })],
  ] as const)('two Admins who %s each other at once: one succeeds, one Admin stays', async (_, request) => {
    for (let i = 0; i < rounds; i++) {
      await t.database.db.update(users).set({ blocked: true }).where(eq(users.roleId, ROLE.admin));
      const a = await createAdmin(t.database.db);
      const b = await createAdmin(t.database.db);
      const answers = await Promise.all(
        [
          [a, b.id],
          [b, a.id],
        ].map(async ([actor, other]) => {
          const r = request(other as number);
          const res = await t.send(r.method, r.path, { bearer: actor as typeof a, body: r.body });
          return res.status === 200 ? 'ok' : (await refusalOf(res)).code;
        }),
      );
      expect(answers.filter((x) => x === 'ok')).toHaveLength(1);
      // The loser was refused as the last Admin, or (its account already changed) no longer signed in as one.
      for (const code of answers.filter((x) => x !== 'ok'))
        expect([
          'Users.lastAdmin',
          'Auth.account.gone',
          'Users.forbidden.field',
          'Users.forbidden.others',
          'Users.forbidden.delete',
          'Request.unauthorized',
        ]).toContain(code);
      expect(await activeAdmins()).toBe(1);
    }
  });

  test('a session that still reads as Admin cannot remove the last one either', async () => {
    const a = await createAdmin(t.database.db);
    // A session that still reads as Admin after its account changed: the rule holds in core too.
    const stale = { id: -1, roleId: ROLE.admin };
    await expect(
      deleteUser(t.database.db, { viewer: stale, id: a.id, signupMail: signupMail(t.deps), clock: t.deps.clock }),
    ).rejects.toMatchObject({
      code: 'Users.lastAdmin',
    });
    expect(await activeAdmins()).toBe(1);
  });
});
