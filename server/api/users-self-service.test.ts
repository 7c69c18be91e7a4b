/**
 * The personal-data self-service of the Me page through the API (decisions 154-156): download
 * my data, the newsletter opt-in given and withdrawn, and deleting my own account with the
 * password, by bearer token and by browser cookie.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, ROLE, userConsents, users } from '../../db/schema';
import { createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { hashPassword } from '../../core/accounts/password';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let passwordHash: string;
const PASSWORD = 'my-own-password-1';

beforeAll(async () => {
  t = await createWriteTestContext();
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.database.close());

const member = () => createUser(t.database.db, { roleId: ROLE.confirmed, passwordHash, firstName: 'Jana', lastName: 'Nováková' });

describe('without a session', () => {
  test.each([
    ['GET', '/api/users/me/data'],
    ['GET', '/api/users/me/newsletter'],
    ['PUT', '/api/users/me/newsletter'],
    ['DELETE', '/api/users/me'],
  ])('%s %s is 401', async (method, path) => {
    const res = await t.send(method, path, {
      body: method === 'GET' ? undefined : { subscribed: true, currentPassword: PASSWORD },
    });
    expect(res.status).toBe(401);
  });
});

describe('download my data', () => {
  test('answers the same document as the Me page, never cached, and records the request', async () => {
    const jana = await member();
    const res = await t.send('GET', '/api/users/me/data', { bearer: jana });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const file = (await res.json()) as {
      format: string;
      exportedAt: string;
      profile: { id: number; lastName: string; passwordHash?: string };
    };
    expect(file.format).toMatch(/innoweek/i);
    expect(file.profile).toMatchObject({ id: jana.id, lastName: 'Nováková' });
    expect(file.profile.passwordHash).toBeUndefined();
    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'data-requests'), eq(auditLog.entityId, jana.id)));
    expect(logged).toHaveLength(1);
  });
});

describe('the newsletter opt-in', () => {
  test('given, given again (one record), withdrawn and read back; a wrong body is 400', async () => {
    const jana = await member();
    const before = await t.send('GET', '/api/users/me/newsletter', { cookie: jana });
    expect(await before.json()).toEqual({ subscribed: false, since: null });

    const given = await t.send('PUT', '/api/users/me/newsletter', { cookie: jana, body: { subscribed: true } });
    expect(given.status).toBe(200);
    const answer = (await given.json()) as { subscribed: boolean; since: string };
    expect(answer.subscribed).toBe(true);
    expect(new Date(answer.since).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const again = await t.send('PUT', '/api/users/me/newsletter', { bearer: jana, body: { subscribed: true } });
    expect(await again.json()).toEqual(answer);
    const records = () =>
      t.database.db
        .select()
        .from(userConsents)
        .where(and(eq(userConsents.userId, jana.id), eq(userConsents.kind, 'newsletter')));
    expect(await records()).toHaveLength(1);
    expect((await records())[0]!.source).toBe('me');

    const withdrawn = await t.send('PUT', '/api/users/me/newsletter', { bearer: jana, body: { subscribed: false } });
    expect(await withdrawn.json()).toEqual({ subscribed: false, since: null });
    // The record of what was given stays, stamped.
    const [kept] = await records();
    expect(kept!.withdrawnAt).toBeInstanceOf(Date);
    expect(await (await t.send('GET', '/api/users/me/newsletter', { bearer: jana })).json()).toEqual({
      subscribed: false,
      since: null,
    });

    for (const body of [{}, { subscribed: 'yes' }, { subscribed: true, extra: 1 }]) {
      const bad = await t.send('PUT', '/api/users/me/newsletter', { bearer: jana, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('delete my account', () => {
  test('a wrong or missing password is refused next to the field and the account stays', async () => {
    const jana = await member();
    const wrong = await t.send('DELETE', '/api/users/me', { bearer: jana, body: { currentPassword: 'not-it' } });
    expect(wrong.status).toBe(400);
    expect(await refusalOf(wrong)).toMatchObject({
      code: 'Auth.form.error.password.current',
      fields: { currentPassword: 'Auth.form.error.password.current' },
    });
    const missing = await t.send('DELETE', '/api/users/me', { bearer: jana, body: {} });
    expect(missing.status).toBe(400);
    expect(await t.database.db.$count(users, eq(users.id, jana.id))).toBe(1);
  });

  test('by a browser: the account goes, the cookie is cleared, a confirmation is mailed, the session ends', async () => {
    const jana = await member();
    const res = await t.send('DELETE', '/api/users/me', { cookie: jana, body: { currentPassword: PASSWORD } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({ id: jana.id, username: jana.username });
    expect(res.headers.getSetCookie().some((c) => /Max-Age=0/.test(c))).toBe(true);
    expect(await t.database.db.$count(users, eq(users.id, jana.id))).toBe(0);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, jana.email));
    expect(mails.map((m) => m.template)).toContain('account-deleted');
    // The old session stands for no one now.
    expect((await t.send('GET', '/api/users/me', { cookie: jana })).status).toBe(401);
  });

  test('an API client by bearer token gets no cookie to clear', async () => {
    const jana = await member();
    const res = await t.send('DELETE', '/api/users/me', { bearer: jana, body: { currentPassword: PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
