import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { RouterContextProvider } from 'react-router';
import { appContext } from '../../app/context';
import { action as loginAction } from '../../app/routes/user/login';
import { hashPassword } from '../../core/accounts/password';
import { users } from '../../db/schema';
import { createAdmin, createUser } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { MAX_API_BODY_BYTES, MAX_FORM_BODY_BYTES } from '../middleware/input-limits';

/**
 * Text no field may hold (NUL, a lone surrogate) is a 400 naming the field, on PGlite and on
 * PostgreSQL alike: it is refused at the door, before the database (which fails on NUL).
 */
let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext();
});
afterAll(() => t.database.close());

describe('text no field may hold', () => {
  test('NUL in the login identifier is a 400 on the field, not a database error', async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('the-password-1') });
    const res = await t.send('POST', '/api/auth/local', {
      body: { identifier: `${user.username}\u0000`, password: 'the-password-1' },
    });
    expect(res.status).toBe(400);
    expect(await refusalOf(res)).toMatchObject({ code: 'Form.error.badCharacters', field: 'identifier' });
    // Still signs in with the name as it is; a paired surrogate (an emoji) is ordinary text.
    expect(
      (await t.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'the-password-1' } })).status,
    ).toBe(200);
    const emoji = await t.send('POST', '/api/auth/local', { body: { identifier: 'no-one-\u{1F600}', password: 'x' } });
    expect(await refusalOf(emoji)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.invalid' });
  });

  test('a lone surrogate in a JSON body is a 400 on its field, at any depth and in names too', async () => {
    const register = await t.send('POST', '/api/auth/local/register', {
      body: { username: 'lone\ud800x', email: 'lone@example.test', password: 'correct-horse' },
    });
    expect(register.status).toBe(400);
    expect(await refusalOf(register)).toMatchObject({ code: 'Form.error.badCharacters', field: 'username' });

    const admin = await createAdmin(t.database.db);
    const other = await createUser(t.database.db);
    const put = (body: unknown) => t.send('PUT', `/api/users/${other.id}`, { bearer: admin, body });
    expect(await refusalOf(await put({ city: 'Brno\udc00' }))).toMatchObject({ code: 'Form.error.badCharacters', field: 'city' });
    expect(await refusalOf(await put({ can_edit_exhibitors: [1, 'x\ud800'] }))).toMatchObject({
      code: 'Form.error.badCharacters',
      field: 'can_edit_exhibitors.1',
    });
    // Unknown fields are refused anyway; bad characters in a name say so first.
    expect(await refusalOf(await put({ ['ci\u0000ty']: 'Brno' }))).toMatchObject({ code: 'Form.error.badCharacters' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.city).toBe(other.city);
  });

  test('query parameters of every route, custom ones too, refuse NUL and oversize values', async () => {
    const admin = await createAdmin(t.database.db);
    const cases: [string, string, string][] = [
      ['/api/auth/email-confirmation?confirmation=a%00b', 'confirmation', 'Query.param.badCharacters'],
      ['/api/outbox?status=%00', 'status', 'Query.param.badCharacters'],
      ['/api/events?name_contains=a%00', 'name_contains', 'Query.param.badCharacters'],
      ['/api/events/1?_locale=%00', '_locale', 'Query.param.badCharacters'],
      [`/api/setting?${'x'.repeat(600)}=1`, 'x'.repeat(600), 'Query.param.tooLong'],
      [`/api/events?name=${'x'.repeat(600)}`, 'name', 'Query.param.tooLong'],
      ['/api/search/a%00b', 'text', 'Query.param.badCharacters'],
    ];
    for (const [path, field, code] of cases) {
      const res = await t.send('GET', path, { bearer: admin });
      expect(res.status, path).toBe(400);
      expect(await refusalOf(res), path).toMatchObject({ code, field });
    }
  });

  test(`a body over ${MAX_API_BODY_BYTES} bytes is a 413 before it is read`, async () => {
    const big = { identifier: 'x'.repeat(MAX_API_BODY_BYTES), password: 'x' };
    const res = await t.send('POST', '/api/auth/local', { body: big });
    expect(res.status).toBe(413);
    expect(await refusalOf(res)).toMatchObject({ statusCode: 413, code: 'Request.body.tooLarge' });
  });

  test(`a page form over ${MAX_FORM_BODY_BYTES} bytes is a 413 before the rate limits or an action read it`, async () => {
    const body = new URLSearchParams({ identifier: 'x'.repeat(MAX_FORM_BODY_BYTES), password: 'x' }).toString();
    const res = await t.app.request('/user/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(res.status).toBe(413);
  });
});

describe('the login page', () => {
  test('NUL in the identifier is a field error, not a database error', async () => {
    const context = new RouterContextProvider();
    context.set(appContext, t.deps);
    const body = new URLSearchParams({ identifier: 'member\u0000', password: 'the-password-1' });
    const request = new Request('http://localhost/user/login', { method: 'POST', body });
    const answer = (await loginAction({ request, context, params: {} } as unknown as Parameters<
      typeof loginAction
    >[0])) as unknown as {
      init: { status: number };
      data: { errors: Record<string, string> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors).toEqual({ identifier: 'Form.error.badCharacters' });
  });
});
