/**
 * A guest's quick sign-up on a seminar page (issue 10 item 2): the account, the mail with the
 * set-password link, the session, then the join through the ordinary route; every refusal.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { eventJoins, mailOutbox, ROLE, users } from '../../db/schema';
import { EVENT_TYPE } from '../../core/events/event-types';
import { usernameFromEmail } from '../../core/signups/quick-signup';
import { BEFORE_EVENTS, createEvent, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { hasTicketNow, setHasTicket } from '../../core/editions/current-edition';

let t: WriteTestContext;
beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
});
afterAll(() => t.database.close());

const seminar = (values: Parameters<typeof createEvent>[1] = {}) =>
  createEvent(t.database.db, { eventtypeId: EVENT_TYPE.seminar, max_users: 30, ...values });
const form = (event: number, values: Record<string, unknown> = {}) => ({
  event,
  firstName: 'Eva',
  lastName: 'Dvořáková',
  email: `eva.dvorakova.${Math.random().toString(36).slice(2, 8)}@example.cz`,
  phone: '+420 602 111 222',
  company: 'Inovace s.r.o.',
  locale: 'en',
  ...values,
});
const quick = (body: Record<string, unknown>, opts: { cookie?: { id: number; tokenVersion: number } } = {}) =>
  t.send('POST', '/api/event-join/quick-signup', { body, ...opts });

describe('POST /api/event-join/quick-signup', () => {
  test('creates an unconfirmed Registred account with the profile, mails a set-password link and signs the guest in', async () => {
    const event = await seminar({ name: 'Vodíkové technologie', name_en: 'Hydrogen technologies' });
    const body = form(event.id);
    const res = await quick(body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { jwt: string; user: { id: number; username: string } };
    expect(answer.jwt).toBeTruthy();
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/jwt_amphi=[^;]+;.*HttpOnly/i);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, answer.user.id));
    expect(row).toMatchObject({
      email: body.email,
      firstName: 'Eva',
      lastName: 'Dvořáková',
      phone: '+420 602 111 222',
      company: 'Inovace s.r.o.',
      roleId: ROLE.registred,
      confirmed: false,
      locale: 'en',
    });
    expect(await hasTicketNow(t.database.db, answer.user.id)).toBe(false);
    expect(row!.username).toBe(usernameFromEmail(body.email as string));

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email as string));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Innovation Week account');
    expect(mails[0]!.text).toContain('when you started signing up for the seminar Hydrogen technologies');
    // Written before the join, which may be refused (no ticket): it promises no seat (review finding 13).
    expect(mails[0]!.text).toContain('This e-mail does not confirm a seat at the seminar.');
    expect(mails[0]!.text).not.toContain('when you signed up');
    expect(mails[0]!.text).toMatch(/\/en\/user\/reset-password\?code=/);

    // Signed in: the ordinary join runs its checks for the new account (no ticket yet).
    const session = cookie.split(';')[0]!;
    const joined = await t.send('POST', '/api/event-join', { cookie: session, body: { event: event.id, user: answer.user.id } });
    expect((await refusalOf(joined)).code).toBe('Signup.noTicket');
    await setHasTicket(t.database.db, answer.user.id, true);
    const again = await t.send('POST', '/api/event-join', { cookie: session, body: { event: event.id, user: answer.user.id } });
    expect(again.status).toBe(200);
    const seats = await t.database.db.select().from(eventJoins).where(eq(eventJoins.eventId, event.id));
    expect(seats.map((s) => s.userId)).toEqual([answer.user.id]);
  });

  test('the Czech mail promises no seat either', async () => {
    const event = await seminar({ name: 'Vodíkové technologie' });
    const body = form(event.id, { locale: 'cs' });
    expect((await quick(body)).status).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email as string));
    expect(mail!.subject).toBe('Váš účet na Týdnu inovací');
    expect(mail!.text).toContain('při přihlašování na seminář Vodíkové technologie jsme vám založili účet');
    expect(mail!.text).toContain('Tento e-mail místo na semináři nepotvrzuje.');
  });

  test('the set-password link confirms the account', async () => {
    const event = await seminar();
    const body = form(event.id, { locale: 'cs' });
    const { user } = (await (await quick(body)).json()) as { user: { id: number } };
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, body.email as string));
    expect(mail!.subject).toBe('Váš účet na Týdnu inovací');
    const code = decodeURIComponent(/code=([^\s]+)/.exec(mail!.text)![1]!);
    const reset = await t.send('POST', '/api/auth/reset-password', {
      body: { code, password: 'nove-heslo-123', passwordConfirmation: 'nove-heslo-123' },
    });
    expect(reset.status).toBe(200);
    const [row] = await t.database.db.select({ confirmed: users.confirmed }).from(users).where(eq(users.id, user.id));
    expect(row!.confirmed).toBe(true);
  });

  test('a taken e-mail, in any case, is the spec’s refusal and creates nothing', async () => {
    const event = await seminar();
    const existing = await createUser(t.database.db, { email: `Taken.${Date.now()}@Example.cz` });
    const before = await t.database.db.select({ id: users.id }).from(users);
    const r = await refusalOf(await quick(form(event.id, { email: existing.email.toLowerCase() })));
    expect([r.statusCode, r.code, r.field, r.message]).toEqual([
      400,
      'Signup.quick.emailTaken',
      'email',
      'User not created, email is already in use.',
    ]);
    expect(await t.database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  test('a seminar that has started is 409 Signup.started and creates no account (decision 071)', async () => {
    const now = t.config.now().getTime();
    const event = await seminar({ start: new Date(now - 60_000), end: new Date(now + 3_600_000) });
    const body = form(event.id);
    const r = await refusalOf(await quick(body));
    expect([r.statusCode, r.code, r.field]).toEqual([409, 'Signup.started', 'event']);
    expect(
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, body.email as string)),
    ).toEqual([]);
  });

  test('a taken username gets a number', async () => {
    const event = await seminar();
    const local = `jan.novak${Date.now()}`;
    await createUser(t.database.db, { username: local, email: `${local}@other.cz` });
    const res = await quick(form(event.id, { email: `${local}@example.cz` }));
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: { username: string } };
    expect(user.username).toMatch(new RegExp(`^${local.replace('.', '\\.')}\\d{4}$`));
  });

  test('required fields, bad values and unknown fields are 400 naming the field', async () => {
    const event = await seminar();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'Form.error.required'],
      [{ lastName: '  ' }, 'lastName', 'Form.error.required'],
      [{ email: 'no-at-sign' }, 'email', 'Auth.form.error.email.format'],
      [{ phone: 'call me' }, 'phone', 'Form.error.phone'],
      [{ isAdmin: true }, 'isAdmin', 'Request.body.unknownField'],
    ];
    for (const [values, field, code] of cases) {
      const r = await refusalOf(await quick(form(event.id, values)));
      expect([r.statusCode, r.field ?? Object.keys(r.fields ?? {})[0], r.fields?.[field] ?? r.code], field).toEqual([
        400,
        field,
        code,
      ]);
    }
    // Company is optional.
    expect((await quick(form(event.id, { company: undefined }))).status).toBe(200);
  });

  test('only a published seminar takes quick sign-ups; a draft is 404', async () => {
    const fair = await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.accompanying });
    expect((await refusalOf(await quick(form(fair.id)))).code).toBe('Signup.notASeminar');
    const draft = await seminar({ published_at: null });
    expect((await quick(form(draft.id))).status).toBe(404);
    // Events a guest may not see are not found; a walk-in seminar makes no account.
    for (const access_control of ['only_users', 'private'] as const)
      expect((await quick(form((await seminar({ access_control })).id))).status, access_control).toBe(404);
    const walkIn = await seminar({ access_control: 'only_unregitered' });
    const before = await t.database.db.$count(users);
    expect((await refusalOf(await quick(form(walkIn.id)))).code).toBe('Signup.noRegistration');
    expect(await t.database.db.$count(users)).toBe(before);
  });

  test('a signed-in caller is told to use the join button', async () => {
    const event = await seminar();
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const r = await refusalOf(await quick(form(event.id), { cookie: member }));
    expect([r.statusCode, r.code]).toEqual([409, 'Signup.quick.signedIn']);
  });

  test('counts on the registration limit per client address', async () => {
    const limited = await createWriteTestContext({
      env: { CLOCK_START: BEFORE_EVENTS },
      limits: { registerPerIp: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const event = await createEvent(limited.database.db, { eventtypeId: EVENT_TYPE.seminar, max_users: 30 });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.send('POST', '/api/event-join/quick-signup', { body: form(event.id) })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.database.close();
    }
  });

  test('two guests racing with the same e-mail: one account', async () => {
    const event = await seminar();
    const body = form(event.id);
    const answers = await Promise.all([quick(body), quick(body), quick(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    const rows = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, body.email as string))
      .orderBy(asc(users.id));
    expect(rows).toHaveLength(1);
  });
});
