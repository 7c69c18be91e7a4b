/**
 * POST /api/users: an Admin creates an account for someone; the invitation sets the password.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { CODE_TTL_MS } from '../../core/accounts/auth-codes';
import { auditLog, authCodes, mailOutbox, ROLE, users } from '../../db/schema';
import { createAdmin, createExhibitor, createOrganizer, createSpeaker, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal, refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;

beforeAll(async () => {
  t = await createWriteTestContext({ env: { PUBLIC_URL: 'https://innoweek.test' } });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

let counter = 0;
/** A username and e-mail nobody has yet. */
const fresh = (prefix = 'new') => {
  const n = `${prefix}${++counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: n, email: `${n}@example.test` };
};

const create = (body: unknown, as: { id: number; tokenVersion: number } | null = admin) =>
  t.send('POST', '/api/users', { bearer: as, body });

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<T>;
};

const accountsNamed = (username: string) =>
  t.database.db.$count(users, eq(sql`lower(${users.username})`, username.toLowerCase()));

/** The invitation sent to an address: the message and the code of its link. */
async function invitation(to: string) {
  const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
  expect(mail, `no mail to ${to}`).toBeDefined();
  const link = new URL(/(https?:\/\/\S+)/.exec(mail!.text)![1]!);
  return { mail: mail!, link, code: link.searchParams.get('code')! };
}

const setPassword = (code: string, password: string) =>
  t.send('POST', '/api/auth/reset-password', { body: { code, password, passwordConfirmation: password } });
const login = (identifier: string, password: string) => t.send('POST', '/api/auth/local', { body: { identifier, password } });

describe('who may create accounts', () => {
  test('Admins only: a guest is 401, a member or an Organizer 403, whatever the body; nothing is created', async () => {
    const db = t.database.db;
    const callers = {
      registred: await createUser(db, { roleId: ROLE.registred }),
      confirmed: await createUser(db, { roleId: ROLE.confirmed }),
      organizer: await createOrganizer(db),
      editor: await createOrganizer(db),
    };
    await createExhibitor(db, { editors: [callers.editor.id] });
    const body = fresh('denied');
    const guest = await create(body, null);
    expect(await refusalOf(guest)).toMatchObject({ statusCode: 401, code: 'Request.unauthorized' });
    for (const [name, caller] of Object.entries(callers)) {
      for (const sent of [body, { bad: 'body' }]) {
        const res = await create(sent, caller);
        expect(res.status, name).toBe(403);
        expect((await refusalOf(res)).code, name).toBe('Users.forbidden.create');
      }
      // By browser cookie, too.
      const byCookie = await t.send('POST', '/api/users', { cookie: caller, body });
      expect(byCookie.status, name).toBe(403);
    }
    expect(await accountsNamed(body.username)).toBe(0);
    expect(await db.$count(mailOutbox, eq(mailOutbox.to, body.email))).toBe(0);
    expect(await create(body)).toHaveProperty('status', 201);
  });
});

describe('POST /api/users', () => {
  test('defaults: a Registred account, not yet confirmed, not blocked, Czech; answered as GET shows it to an Admin', async () => {
    const body = fresh();
    const created = await json(await create(body), 201);
    expect(created).toMatchObject({
      username: body.username,
      email: body.email,
      role: { id: ROLE.registred, name: 'Registred' },
      confirmed: false,
      blocked: false,
      locale: 'cs',
      hasTicket: false,
      can_edit_exhibitors: [],
      can_edit_speakers: [],
      pendingEmail: null,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(created).toEqual(await json(await t.send('GET', `/api/users/${created.id as number}`, { bearer: admin })));
    // A password nobody knows: no account without one, none that a guess opens.
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.id as number));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
  });

  test('role, state, language and edit rights as the Admin sets them; the input is trimmed like registration', async () => {
    const db = t.database.db;
    const [e1, e2] = [await createExhibitor(db), await createExhibitor(db)];
    const speaker = await createSpeaker(db);
    const body = fresh('org');
    const created = await json(
      await create({
        username: `  ${body.username} `,
        email: ` ${body.email}`,
        roleId: ROLE.organizer,
        confirmed: true,
        locale: 'en',
        can_edit_exhibitors: [e2!.id, e1!.id, e2!.id],
        can_edit_speakers: [speaker.id],
      }),
      201,
    );
    expect(created).toMatchObject({
      username: body.username,
      email: body.email,
      role: { id: ROLE.organizer, name: 'Organizer' },
      confirmed: true,
      blocked: false,
      locale: 'en',
      can_edit_exhibitors: [e1!.id, e2!.id].sort((a, b) => a - b),
      can_edit_speakers: [speaker.id],
    });
  });

  test('bad fields are 400 naming each field with its code; unknown fields (a password too) are refused', async () => {
    const body = fresh('bad');
    /** What is sent, and the code expected on each field (null: any code of the field). */
    const cases: [unknown, Record<string, string | null>][] = [
      [{}, { username: 'Form.error.required', email: 'Form.error.required' }],
      [{ ...body, username: 'ab' }, { username: 'Form.error.username.min' }],
      [{ ...body, username: 'a b c' }, { username: 'Form.error.username.chars' }],
      [{ ...body, email: 'not-an-email' }, { email: 'Auth.form.error.email.format' }],
      [{ ...body, roleId: 5 }, { roleId: null }],
      [{ ...body, roleId: '1' }, { roleId: null }],
      [{ ...body, confirmed: 'yes' }, { confirmed: null }],
      [{ ...body, blocked: null }, { blocked: null }],
      [{ ...body, locale: 'de' }, { locale: null }],
      [{ ...body, can_edit_exhibitors: [2 ** 40] }, { 'can_edit_exhibitors.0': null }],
      [{ ...body, can_edit_speakers: [1, 0] }, { 'can_edit_speakers.1': null }],
      [{ ...body, password: 'secret-password-1' }, { password: 'Request.body.unknownField' }],
      [{ ...body, hasTicket: true }, { hasTicket: 'Request.body.unknownField' }],
    ];
    for (const [sent, expected] of cases) {
      const what = JSON.stringify(sent);
      const answer = refusal(await json(await create(sent), 400));
      expect(Object.keys(answer.fields).sort(), what).toEqual(Object.keys(expected).sort());
      for (const [field, code] of Object.entries(expected)) {
        if (code) expect(answer.fields[field], what).toBe(code);
        else expect(answer.fields[field], what).toMatch(/^[\w.]+$/);
      }
    }
    expect(await accountsNamed(body.username)).toBe(0);
  });

  test('edit rights must name exhibitors and speakers that exist', async () => {
    const exhibitor = await createExhibitor(t.database.db);
    const body = fresh('ids');
    const missing = refusal(await json(await create({ ...body, can_edit_exhibitors: [exhibitor.id, 999999] }), 400));
    expect(missing).toMatchObject({ code: 'Users.unknownIds', field: 'can_edit_exhibitors' });
    expect(missing.message).toContain('999999');
    const speaker = refusal(await json(await create({ ...body, can_edit_speakers: [999998] }), 400));
    expect(speaker).toMatchObject({ code: 'Users.unknownIds', field: 'can_edit_speakers' });
    expect(await accountsNamed(body.username)).toBe(0);
  });

  test("a taken username or e-mail, in any letter case, is refused with registration's codes", async () => {
    const taken = await createUser(t.database.db);
    const other = fresh('taken');
    const username = refusal(await json(await create({ ...other, username: taken.username.toUpperCase() }), 400));
    expect(username).toMatchObject({ code: 'Auth.form.error.username.taken', field: 'username' });
    const email = refusal(await json(await create({ ...other, email: taken.email.toUpperCase() }), 400));
    expect(email).toMatchObject({ code: 'Auth.form.error.email.taken', field: 'email' });
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, other.email))).toBe(0);
  });
});

describe('the invitation', () => {
  test('goes through the outbox in the account language with a link to the reset page, valid a week', async () => {
    const cs = fresh('invcs');
    await json(await create(cs), 201);
    const czech = await invitation(cs.email);
    expect(czech.mail).toMatchObject({ template: 'account-invite', locale: 'cs', status: 'kept' });
    expect(czech.mail.subject).toContain('Byl vám založen účet');
    expect(czech.mail.text).toContain(cs.username);
    expect(czech.link.origin + czech.link.pathname).toBe('https://innoweek.test/user/reset-password');
    expect(czech.code).toMatch(/^[\w-]{43}$/);

    const en = fresh('inven');
    const created = await json(await create({ ...en, locale: 'en' }), 201);
    const english = await invitation(en.email);
    expect(english.mail.subject).toBe('An account was created for you – Innovation Week');
    expect(english.link.pathname).toBe('/en/user/reset-password');
    const [code] = await t.database.db
      .select()
      .from(authCodes)
      .where(eq(authCodes.userId, created.id as number));
    expect(code!.kind).toBe('invite');
    const validFor = code!.expiresAt.getTime() - code!.created_at.getTime();
    expect(Math.abs(validFor - 7 * 24 * 3_600_000)).toBeLessThan(60_000);
    expect(CODE_TTL_MS.invite).toBeGreaterThan(CODE_TTL_MS.reset);
  });

  test('its code sets the password through the reset route, confirms the address, makes a member, and signs in; once', async () => {
    const body = fresh('join');
    const created = await json(await create(body), 201);
    const { code } = await invitation(body.email);
    // Before: no password opens the account.
    expect((await login(body.username, 'any-password-1')).status).toBe(400);

    const session = await json<{ jwt: string; user: Record<string, unknown> }>(await setPassword(code, 'my-own-password-1'));
    expect(session.user).toMatchObject({ id: created.id, confirmed: true, role: { id: ROLE.confirmed } });
    const loggedIn = await json<{ user: { id: number } }>(await login(body.email, 'my-own-password-1'));
    expect(loggedIn.user.id).toBe(created.id);
    expect((await t.send('GET', '/api/users/me', { headers: { Authorization: `Bearer ${session.jwt}` } })).status).toBe(200);

    const again = refusal(await json(await setPassword(code, 'other-password-2'), 400));
    expect(again).toMatchObject({ code: 'Auth.form.error.code.used', field: 'code' });
    expect((await login(body.username, 'other-password-2')).status).toBe(400);
  });

  test('an account the Admin vouched for keeps the role chosen; only a first proof promotes', async () => {
    const body = fresh('vouched');
    await json(await create({ ...body, confirmed: true }), 201);
    const session = await json<{ user: Record<string, unknown> }>(
      await setPassword((await invitation(body.email)).code, 'my-own-password-1'),
    );
    expect(session.user).toMatchObject({ confirmed: true, role: { id: ROLE.registred } });

    const organizer = fresh('neworg');
    await json(await create({ ...organizer, roleId: ROLE.organizer }), 201);
    const promoted = await json<{ user: Record<string, unknown> }>(
      await setPassword((await invitation(organizer.email)).code, 'my-own-password-1'),
    );
    expect(promoted.user).toMatchObject({ confirmed: true, role: { id: ROLE.organizer } });
  });

  test('an expired invitation is refused and sets nothing', async () => {
    const body = fresh('late');
    const created = await json(await create(body), 201);
    const { code } = await invitation(body.email);
    await t.database.db
      .update(authCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authCodes.userId, created.id as number), eq(authCodes.kind, 'invite')));
    const late = refusal(await json(await setPassword(code, 'my-own-password-1'), 400));
    expect(late).toMatchObject({ code: 'Auth.form.error.code.expired', field: 'code' });
    expect((await login(body.username, 'my-own-password-1')).status).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.id as number));
    expect(row).toMatchObject({ confirmed: false, roleId: ROLE.registred });
  });

  test('an invitation code is no confirmation code', async () => {
    const body = fresh('kind');
    await json(await create(body), 201);
    const { code } = await invitation(body.email);
    const res = await t.send('GET', `/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`, {
      headers: { Accept: 'application/json' },
    });
    expect(await refusalOf(res)).toMatchObject({ code: 'Auth.form.error.code.invalid' });
  });

  test('a blocked account gets no invitation (its link would be refused)', async () => {
    const body = fresh('blocked');
    const created = await json(await create({ ...body, blocked: true }), 201);
    expect(created).toMatchObject({ blocked: true });
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.to, body.email))).toBe(0);
    expect(await t.database.db.$count(authCodes, eq(authCodes.userId, created.id as number))).toBe(0);
  });
});

describe('the audit log', () => {
  test('records the creation by the Admin with what was set, never the password', async () => {
    const exhibitor = await createExhibitor(t.database.db);
    const body = fresh('audited');
    const created = await json(await create({ ...body, roleId: ROLE.organizer, can_edit_exhibitors: [exhibitor.id] }), 201);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'users'), eq(auditLog.entityId, created.id as number)));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ action: 'create', actorId: admin.id, actorName: admin.username, label: body.username });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'username', after: body.username },
        { field: 'email', after: body.email },
        { field: 'roleId', after: ROLE.organizer },
        { field: 'confirmed', after: false },
        { field: 'can_edit_exhibitors', after: [exhibitor.id] },
      ]),
    );
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.id as number));
    const recorded = JSON.stringify(entry!.changes);
    expect(recorded).not.toContain('password');
    expect(recorded).not.toContain(row!.passwordHash!.split('$').pop());

    // A refused creation leaves no entry.
    const before = await t.database.db.$count(auditLog, eq(auditLog.entity, 'users'));
    await json(await create({ ...fresh('refused'), email: body.email }), 400);
    expect(await t.database.db.$count(auditLog, eq(auditLog.entity, 'users'))).toBe(before);
  });
});
