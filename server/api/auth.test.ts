import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { refusalOf } from '../../tests/refusal';
import { desc, eq } from 'drizzle-orm';
import { issueAuthCode } from '../../core/accounts/auth-codes';
import { hashPassword } from '../../core/accounts/password';
import { editionTicketHolders, mailOutbox, users } from '../../db/schema';
import { createUser } from '../../tests/factories';
import { REGISTERED_MESSAGE } from './auth';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { DEFAULT_RATE_LIMITS } from '../../core/rate-limit/limits';

let t: WriteTestContext;
let secure: WriteTestContext;

beforeAll(async () => {
  t = await createWriteTestContext();
  // Same database, served as https://innoweek.test through PUBLIC_URL.
  secure = await createWriteTestContext({ env: { PUBLIC_URL: 'https://innoweek.test' }, database: t.database });
});
afterAll(() => t.database.close());

let seq = 0;
const fresh = (locale: 'cs' | 'en' = 'cs') => {
  seq++;
  return { username: `person${seq}`, email: `person${seq}@example.cz`, password: 'correct-horse', locale };
};

async function lastMailTo(email: string) {
  const [m] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return m!;
}
const linkIn = (text: string) => /(https?:\/\/\S+)/.exec(text)![1]!;
const param = (url: string, name: string) => new URL(url).searchParams.get(name)!;

/** The jwt_amphi pair from a Set-Cookie answer, as a browser would send it back. */
const cookieFrom = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('jwt_amphi='))!
    .split(';')[0]!;

async function confirmedAccount(values: Partial<typeof users.$inferInsert> = {}) {
  const password = 'pass-word-1';
  const user = await createUser(t.database.db, { passwordHash: await hashPassword(password), ...values });
  return { user, password };
}

describe('register, confirm, log in, me, log out', () => {
  test('the whole journey, reading the confirmation link from the outbox', async () => {
    const input = fresh();
    const registered = await t.send('POST', '/api/auth/local/register', { body: input });
    expect(registered.status).toBe(200);
    expect(registered.headers.getSetCookie()).toEqual([]);
    const body = (await registered.json()) as { user: { id: number } };
    expect(body).toEqual({
      user: { id: body.user.id, username: input.username, email: input.email, confirmed: false },
      message: REGISTERED_MESSAGE,
    });

    const mail = await lastMailTo(input.email);
    expect(mail).toMatchObject({ template: 'confirm-email', locale: 'cs', status: 'kept' });
    const link = linkIn(mail.text);
    // Links come from configuration (PUBLIC_URL, else the local address), never from the request.
    expect(link.startsWith(`${t.config.mailBaseUrl}/api/auth/email-confirmation?confirmation=`)).toBe(true);

    const early = await t.send('POST', '/api/auth/local', { body: { identifier: input.username, password: input.password } });
    expect(early.status).toBe(403);
    expect(await refusalOf(early)).toMatchObject({
      code: 'Auth.form.error.confirmed',
      message: expect.stringContaining('confirm'),
    });

    const confirmed = await t.send('GET', new URL(link).pathname + new URL(link).search);
    expect(confirmed.status).toBe(302);
    // The link signs in (decision 095) and, registered from no page in particular, goes home.
    expect(confirmed.headers.get('Location')).toBe('/');
    expect((await t.send('GET', '/api/users/me', { cookie: cookieFrom(confirmed) })).status).toBe(200);

    const loggedIn = await t.send('POST', '/api/auth/local', {
      body: { identifier: input.email.toUpperCase(), password: input.password },
    });
    expect(loggedIn.status).toBe(200);
    const session = (await loggedIn.json()) as { jwt: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({
      id: body.user.id,
      username: input.username,
      confirmed: true,
      // Confirming the address is what makes a Registred account a Confirmed member.
      role: { id: 4, name: 'Confirmed member' },
    });
    const [setCookie] = loggedIn.headers.getSetCookie();
    expect(setCookie).toBe(`jwt_amphi=${session.jwt}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`);
    expect(loggedIn.headers.get('Cache-Control')).toBe('no-store');

    const cookie = cookieFrom(loggedIn);
    const me = await t.send('GET', '/api/users/me', { cookie });
    expect(me.status).toBe(200);
    const profile = (await me.json()) as Record<string, unknown>;
    expect(profile).toMatchObject({
      id: body.user.id,
      email: input.email,
      invoiceName: null,
      can_edit_exhibitors: [],
      can_edit_speakers: [],
      pendingEmail: null,
    });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(profile).not.toHaveProperty('tokenVersion');
    expect((await t.send('GET', '/api/users/me', { headers: { Authorization: `Bearer ${session.jwt}` } })).status).toBe(200);

    const out = await t.send('POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual(['jwt_amphi=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
    expect((await t.send('GET', '/api/users/me')).status).toBe(401);
    // The token itself is ended, not only the cookie: sent again, as cookie or bearer, it is refused.
    expect((await t.send('GET', '/api/users/me', { cookie })).status).toBe(401);
    expect((await t.send('GET', '/api/users/me', { headers: { Authorization: `Bearer ${session.jwt}` } })).status).toBe(401);
  });

  test('a confirmation link works once; then, or when made up, it leads to the login page saying so', async () => {
    const input = fresh('en');
    await t.send('POST', '/api/auth/local/register', { body: input });
    const link = new URL(linkIn((await lastMailTo(input.email)).text));
    const path = link.pathname + link.search;
    expect((await t.send('GET', path)).headers.get('Location')).toBe('/en/');
    const again = await t.send('GET', path);
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toBe('/user/login?confirmation=invalid&reason=Auth.form.error.code.used');
    const english = await t.send('GET', '/api/auth/email-confirmation?confirmation=made-up', {
      headers: { Cookie: 'i18n_redirected=en' },
    });
    expect(english.headers.get('Location')).toBe('/en/user/login?confirmation=invalid&reason=Auth.form.error.code.invalid');
    const asJson = await t.send('GET', path, { headers: { Accept: 'application/json' } });
    expect(asJson.status).toBe(400);
    expect(await refusalOf(asJson)).toMatchObject({ code: 'Auth.form.error.code.used', field: 'code' });
    expect((await t.send('GET', '/api/auth/email-confirmation')).headers.get('Location')).toContain('confirmation=invalid');
  });

  test('the link returns to the page the registration started from, and only to a path on this site', async () => {
    const seminar = '/en/professional-seminars/73/quantum-computers-for-industry-4-0?x=1';
    const back = async (redirectTo: string | null, values: Partial<typeof users.$inferInsert> = {}) => {
      const user = await createUser(t.database.db, { confirmed: false, roleId: 2, locale: 'en', ...values });
      const code = await issueAuthCode(t.database.db, { userId: user.id, kind: 'confirm', redirectTo });
      return t.send('GET', `/api/auth/email-confirmation?confirmation=${code}`);
    };
    const home = await back(seminar);
    expect(home.headers.get('Location')).toBe(seminar);
    expect(home.headers.getSetCookie().some((c) => c.startsWith('jwt_amphi='))).toBe(true);
    // A stored value is checked again on the way out.
    for (const evil of ['//evil.test/x', 'https://evil.test/', '/\\evil.test'])
      expect((await back(evil)).headers.get('Location'), evil).toBe('/en/');
    // A blocked account is confirmed but not signed in.
    const blocked = await back(seminar, { blocked: true });
    expect(blocked.headers.get('Location')).toBe('/en/user/login?confirmed=1');
    expect(blocked.headers.getSetCookie().some((c) => c.startsWith('jwt_amphi='))).toBe(false);
  });

  test('a taken username or e-mail, or a bad field, is a 400 naming the field; nothing is created', async () => {
    const input = fresh();
    await t.send('POST', '/api/auth/local/register', { body: input });
    const before = await t.database.db.$count(users);
    const sameName = await t.send('POST', '/api/auth/local/register', {
      body: { ...fresh(), username: input.username.toUpperCase() },
    });
    expect(sameName.status).toBe(400);
    expect(await refusalOf(sameName)).toMatchObject({ field: 'username', code: 'Auth.form.error.username.taken' });
    const sameEmail = await t.send('POST', '/api/auth/local/register', { body: { ...fresh(), email: input.email } });
    expect(await refusalOf(sameEmail)).toMatchObject({ field: 'email', code: 'Auth.form.error.email.taken' });
    const short = await t.send('POST', '/api/auth/local/register', { body: { ...fresh(), username: 'ab' } });
    expect(short.status).toBe(400);
    expect(await refusalOf(short)).toMatchObject({ field: 'username', code: 'Form.error.username.min' });
    expect(await t.database.db.$count(users)).toBe(before);
    // Fields beyond the form are dropped: nobody registers themselves as Admin.
    const extra = { ...fresh(), role: 1, roleId: 1, confirmed: true, hasTicket: true };
    expect((await t.send('POST', '/api/auth/local/register', { body: extra })).status).toBe(200);
    const [created] = await t.database.db.select().from(users).where(eq(users.username, extra.username));
    expect(created).toMatchObject({ roleId: 2, confirmed: false });
    // A ticket is a row of the edition's holders (decision 146), never the registration's to give.
    expect(await t.database.db.$count(editionTicketHolders, eq(editionTicketHolders.userId, created!.id))).toBe(0);
  });

  test('only JSON bodies are read', async () => {
    const res = await t.send('POST', '/api/auth/local', {
      headers: { 'Content-Type': 'text/plain' },
      body: undefined,
    });
    expect(res.status).toBe(400);
    const form = await t.app.request('/api/auth/local', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'identifier=a&password=b',
    });
    expect(form.status).toBe(400);
    expect(await refusalOf(form)).toMatchObject({
      code: 'Request.body.contentType',
      message: expect.stringContaining('application/json'),
    });
  });
});

describe('log out', () => {
  test('ends that session on the server, through the cookie or the bearer token; the same user elsewhere stays signed in', async () => {
    // With reads kept between writes, as in production (decision 046).
    const app = await createWriteTestContext({ database: t.database, keepSerialized: true });
    const { user, password } = await confirmedAccount();
    const signIn = async () => {
      const res = await app.send('POST', '/api/auth/local', { body: { identifier: user.username, password } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { jwt: string }).jwt;
    };
    const [laptop, phone, script] = [await signIn(), await signIn(), await signIn()];
    const me = (token: string, as: 'cookie' | 'bearer') =>
      app.send('GET', '/api/users/me', {
        headers: as === 'cookie' ? { Cookie: `jwt_amphi=${token}` } : { Authorization: `Bearer ${token}` },
      });
    for (const token of [laptop, phone, script]) expect((await me(token, 'cookie')).status).toBe(200);

    const out = await app.send('POST', '/api/auth/logout', { cookie: `jwt_amphi=${laptop}` });
    expect(out.status).toBe(204);
    expect((await me(laptop, 'cookie')).status).toBe(401);
    expect((await me(laptop, 'bearer')).status).toBe(401);
    expect((await me(phone, 'cookie')).status).toBe(200);

    // An API client logs out with its bearer token.
    expect((await app.send('POST', '/api/auth/logout', { headers: { Authorization: `Bearer ${script}` } })).status).toBe(204);
    expect((await me(script, 'bearer')).status).toBe(401);
    expect((await me(phone, 'bearer')).status).toBe(200);
    // Logging out without a session, or with a dead one, is still a 204.
    expect((await app.send('POST', '/api/auth/logout')).status).toBe(204);
    expect((await app.send('POST', '/api/auth/logout', { cookie: `jwt_amphi=${laptop}` })).status).toBe(204);
  });
});

describe('login refusals', () => {
  test('a wrong password or unknown name: 400 with the same message', async () => {
    const { user } = await confirmedAccount();
    for (const identifier of [user.username, 'nobody-at-all']) {
      const res = await t.send('POST', '/api/auth/local', { body: { identifier, password: 'not-it' } });
      expect(res.status).toBe(400);
      expect(await refusalOf(res)).toMatchObject({ code: 'Auth.form.error.invalid', message: 'Identifier or password invalid.' });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });

  test('a blocked account: 403 saying so, no cookie', async () => {
    const { user, password } = await confirmedAccount({ blocked: true });
    const res = await t.send('POST', '/api/auth/local', { body: { identifier: user.username, password } });
    expect(res.status).toBe(403);
    expect(await refusalOf(res)).toMatchObject({ code: 'Auth.form.error.blocked', message: expect.stringContaining('blocked') });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});

describe('forgot and reset password', () => {
  test('the same answer for known and unknown addresses; a reset link in the user language', async () => {
    const { user } = await confirmedAccount({ locale: 'en' });
    for (const email of [user.email, 'nobody@example.cz']) {
      const res = await t.send('POST', '/api/auth/forgot-password', { body: { email, locale: 'en' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect(linkIn((await lastMailTo(user.email)).text).startsWith(`${t.config.mailBaseUrl}/en/user/reset-password?code=`)).toBe(
      true,
    );
  });

  test('reset signs in and ends old sessions; the code works once; mismatch, made-up and expired codes are 400', async () => {
    const { user } = await confirmedAccount();
    const oldSession = { id: user.id, tokenVersion: user.tokenVersion };
    expect((await t.send('GET', '/api/users/me', { cookie: oldSession })).status).toBe(200);
    await t.send('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    const code = param(linkIn((await lastMailTo(user.email)).text), 'code');

    const mismatch = await t.send('POST', '/api/auth/reset-password', {
      body: { code, password: 'new-password-1', passwordConfirmation: 'new-password-2' },
    });
    expect(mismatch.status).toBe(400);
    expect(await refusalOf(mismatch)).toMatchObject({ code: 'Auth.form.error.password.matching', field: 'passwordConfirmation' });

    const reset = await t.send('POST', '/api/auth/reset-password', {
      body: { code, password: 'new-password-1', passwordConfirmation: 'new-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(((await reset.json()) as { user: { id: number } }).user.id).toBe(user.id);
    expect((await t.send('GET', '/api/users/me', { cookie: cookieFrom(reset) })).status).toBe(200);
    expect((await t.send('GET', '/api/users/me', { cookie: oldSession })).status).toBe(401);

    const reused = await t.send('POST', '/api/auth/reset-password', {
      body: { code, password: 'new-password-3', passwordConfirmation: 'new-password-3' },
    });
    expect(reused.status).toBe(400);
    expect(await refusalOf(reused)).toMatchObject({ field: 'code', code: 'Auth.form.error.code.used' });

    const madeUp = await t.send('POST', '/api/auth/reset-password', {
      body: { code: 'made-up', password: 'new-password-3', passwordConfirmation: 'new-password-3' },
    });
    expect(await refusalOf(madeUp)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.code.invalid' });

    const expired = await issueAuthCode(t.database.db, {
      userId: user.id,
      kind: 'reset',
      now: new Date(Date.now() - 2 * 3_600_000),
    });
    const late = await t.send('POST', '/api/auth/reset-password', {
      body: { code: expired, password: 'new-password-3', passwordConfirmation: 'new-password-3' },
    });
    expect(await refusalOf(late)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.code.expired' });
    const login = await t.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'new-password-1' } });
    expect(login.status).toBe(200);
  });
});

describe('cookies and links under https', () => {
  test('with an https PUBLIC_URL the cookie is Secure and e-mail links use PUBLIC_URL', async () => {
    const { user, password } = await confirmedAccount();
    const res = await secure.send('POST', '/api/auth/local', { body: { identifier: user.username, password } });
    expect(res.headers.getSetCookie()[0]).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect((await secure.send('POST', '/api/auth/logout')).headers.getSetCookie()[0]).toMatch(/Max-Age=0.*; Secure$/);
    await secure.send('POST', '/api/auth/forgot-password', { body: { email: user.email } });
    expect(linkIn((await lastMailTo(user.email)).text)).toMatch(/^https:\/\/innoweek\.test\/user\/reset-password\?code=/);
  });

  test('a request that arrives over https gets a Secure cookie without PUBLIC_URL', async () => {
    const { user, password } = await confirmedAccount();
    const res = await t.app.request('https://innoweek.test/api/auth/local', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: user.username, password }),
    });
    expect(res.headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });
});

describe('cross-origin writes with the session cookie', () => {
  test('refused from another site on the API and on page paths; accepted from our origin or with a bearer token', async () => {
    const { user } = await confirmedAccount();
    const evil = { Origin: 'https://evil.example' };
    for (const [method, path] of [
      ['PUT', `/api/users/${user.id}`],
      ['POST', '/api/auth/logout'],
      ['DELETE', `/api/users/${user.id}`],
      ['POST', '/user/me'],
    ] as const) {
      const res = await t.send(method, path, { cookie: user, body: { firstName: 'Mallory' }, headers: evil });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await refusalOf(res)).toMatchObject({ statusCode: 403, code: 'Request.crossOrigin' });
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]!.firstName).toBeNull();

    const own = await t.send('PUT', `/api/users/${user.id}`, { cookie: user, body: { firstName: 'Alice' } });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ firstName: 'Alice' });
    const byReferer = await t.send('PUT', `/api/users/${user.id}`, {
      cookie: user,
      body: { lastName: 'Nováková' },
      origin: null,
      headers: { Referer: `${t.origin}/user/me` },
    });
    expect(byReferer.status).toBe(200);
    const bearer = await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { company: 'ACME' }, headers: evil });
    expect(bearer.status).toBe(200);
  });
});

describe('rate limits on the real endpoints', () => {
  test('the sixth failed login for one account from one address is 429 there, even with the right password; the user signs in from elsewhere', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: {
        loginFailuresPerIdentifierAndIp: DEFAULT_RATE_LIMITS.loginFailuresPerIdentifierAndIp,
        loginFailuresPerIdentifier: DEFAULT_RATE_LIMITS.loginFailuresPerIdentifier,
      },
    });
    const { user, password } = await confirmedAccount();
    const stranger = '192.0.2.66';
    for (let i = 0; i < 5; i++) {
      const res = await limited.send('POST', '/api/auth/local', {
        body: { identifier: user.username, password: 'wrong' },
        ip: stranger,
      });
      expect(res.status).toBe(400);
    }
    const res = await limited.send('POST', '/api/auth/local', { body: { identifier: user.username, password }, ip: stranger });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(800);
    expect(await refusalOf(res)).toMatchObject({ statusCode: 429, code: 'Auth.form.error.ratelimit' });
    expect(res.headers.getSetCookie()).toEqual([]);
    // The stranger's failures do not lock the user out of their own address (decision 054).
    const own = await limited.send('POST', '/api/auth/local', {
      body: { identifier: user.username, password },
      ip: '198.51.100.7',
    });
    expect(own.status).toBe(200);
    // The count is per identifier as typed: the e-mail is another one (see decision 006).
    expect(
      (await limited.send('POST', '/api/auth/local', { body: { identifier: user.email, password }, ip: stranger })).status,
    ).toBe(200);
    const other = await limited.send('POST', '/api/auth/local', { body: { identifier: 'someone-else', password }, ip: stranger });
    expect(other.status).toBe(400);
  });

  test('fifty failed logins for one account from many addresses refuse it everywhere for a while', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: {
        loginFailuresPerIdentifierAndIp: DEFAULT_RATE_LIMITS.loginFailuresPerIdentifierAndIp,
        loginFailuresPerIdentifier: DEFAULT_RATE_LIMITS.loginFailuresPerIdentifier,
      },
    });
    const { user, password } = await confirmedAccount();
    const { limit } = DEFAULT_RATE_LIMITS.loginFailuresPerIdentifier;
    for (let i = 0; i < limit; i++) {
      const ip = `192.0.2.${100 + Math.floor(i / 5)}`;
      expect(
        (await limited.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'wrong' }, ip })).status,
      ).toBe(400);
    }
    const res = await limited.send('POST', '/api/auth/local', {
      body: { identifier: user.username, password },
      ip: '198.51.100.8',
    });
    expect(res.status).toBe(429);
  });

  test('a login or reset request that gives its account twice is 400, whichever value would be read', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: {
        loginFailuresPerIdentifierAndIp: DEFAULT_RATE_LIMITS.loginFailuresPerIdentifierAndIp,
        forgotPerEmail: DEFAULT_RATE_LIMITS.forgotPerEmail,
      },
    });
    const { user, password } = await confirmedAccount();
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++)
      await limited.send('POST', '/api/auth/local', { body: { identifier: user.username, password: 'x' }, ip });
    expect((await limited.send('POST', '/api/auth/local', { body: { identifier: user.username, password }, ip })).status).toBe(
      429,
    );
    const raw = (path: string, type: string, body: string) =>
      limited.send('POST', path, { raw: body, headers: { 'Content-Type': type }, ip });
    for (let n = 0; n < 3; n++) {
      const page = await raw(
        '/user/login',
        'application/x-www-form-urlencoded',
        `identifier=decoy${n}&identifier=${user.username}&password=${password}`,
      );
      expect(page.status).toBe(400);
      expect(await refusalOf(page)).toMatchObject({ code: 'Request.body.repeatedField', field: 'identifier' });
      expect(page.headers.getSetCookie()).toEqual([]);
      const api = await raw(
        '/api/auth/local',
        'application/json',
        `{"identifier":"decoy${n}","identifier":"${user.username}","password":"${password}"}`,
      );
      expect(api.status).toBe(400);
      expect(api.headers.getSetCookie()).toEqual([]);
    }

    const mails = () => t.database.db.$count(mailOutbox, eq(mailOutbox.to, user.email));
    const before = await mails();
    for (let n = 0; n < 5; n++) {
      await limited.send('POST', '/api/auth/forgot-password', { body: { email: user.email }, ip });
      await raw('/api/auth/forgot-password', 'application/json', `{"email":"decoy${n}@example.cz","email":"${user.email}"}`);
    }
    // Three an hour for one address, however the requests are spelled.
    expect((await mails()) - before).toBe(DEFAULT_RATE_LIMITS.forgotPerEmail.limit);
  });

  test('registrations per address: over the limit 429 and no account is created', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { registerPerIp: { limit: 2, windowMs: 3_600_000 } },
    });
    expect((await limited.send('POST', '/api/auth/local/register', { body: fresh(), ip: '192.0.2.50' })).status).toBe(200);
    expect((await limited.send('POST', '/api/auth/local/register', { body: fresh(), ip: '192.0.2.50' })).status).toBe(200);
    const input = fresh();
    const res = await limited.send('POST', '/api/auth/local/register', { body: input, ip: '192.0.2.50' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await t.database.db.$count(users, eq(users.username, input.username))).toBe(0);
    expect((await limited.send('POST', '/api/auth/local/register', { body: fresh(), ip: '192.0.2.51' })).status).toBe(200);
  });
});
