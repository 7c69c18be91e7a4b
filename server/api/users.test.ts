import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { hashPassword } from '../../core/accounts/password';
import { eventJoins, events, mailOutbox, ROLE, ticketOrders, users } from '../../db/schema';
import {
  createAdmin,
  createEvent,
  createExhibitor,
  createOrganizer,
  createSpeaker,
  createTicketOrder,
  createUser,
} from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal, refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;
let organizer: typeof users.$inferSelect;

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
  organizer = await createOrganizer(t.database.db);
});
afterAll(() => t.database.close());

const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return res.json() as Promise<T>;
};

/** Three accounts whose names share a prefix, so list tests see only their own rows. */
async function trio(prefix: string) {
  const db = t.database.db;
  return [
    await createUser(db, {
      username: `${prefix}-cyril`,
      email: `cyril@${prefix}.cz`,
      lastName: 'Novák',
      phone: '+420 777 111 222',
    }),
    await createUser(db, {
      username: `${prefix}-anna`,
      email: `anna@${prefix}.cz`,
      confirmed: false,
      invoiceName: 'Anna s.r.o.',
    }),
    await createUser(db, { username: `${prefix}-bob`, email: `bob@${prefix}.cz`, roleId: ROLE.confirmed, blocked: true }),
  ];
}

describe('GET /api/users', () => {
  test('account columns only, sorted, searched and paginated Strapi-style', async () => {
    await trio('lst');
    const list = await json<Record<string, unknown>[]>(
      await t.send('GET', '/api/users?_q=lst&_sort=username:asc', { bearer: admin }),
    );
    expect(list.map((u) => u.username)).toEqual(['lst-anna', 'lst-bob', 'lst-cyril']);
    expect(Object.keys(list[0]!).sort()).toEqual(['blocked', 'confirmed', 'email', 'id', 'role', 'username']);
    expect(list[1]).toMatchObject({
      confirmed: true,
      blocked: true,
      role: { id: 4, name: 'Confirmed member', type: 'confirmed' },
    });

    const page = await json<{ username: string }[]>(
      await t.send('GET', '/api/users?_q=lst&_sort=username:desc&_limit=1&_start=1', { bearer: admin }),
    );
    expect(page.map((u) => u.username)).toEqual(['lst-bob']);
    expect(await json(await t.send('GET', '/api/users/count?_q=lst', { bearer: admin }))).toBe(3);
    // Not the Organizer's team (decision 085).
    expect(await json(await t.send('GET', '/api/users/count?_q=lst', { bearer: organizer }))).toBe(0);
    expect(await json(await t.send('GET', '/api/users/count?_q=lst&confirmed=false', { bearer: admin }))).toBe(1);
    const byRole = await json<{ username: string }[]>(await t.send('GET', '/api/users?_q=lst&role.id=4', { bearer: admin }));
    expect(byRole.map((u) => u.username)).toEqual(['lst-bob']);
  });

  test('_q: every word must match username or e-mail; first and last names only for Admins', async () => {
    const qq = await trio('qq');
    // The Organizer's team: they edit the same exhibitor.
    await createExhibitor(t.database.db, { editors: [organizer.id, ...qq.map((u) => u.id)] });
    const names = async (q: string, viewer: typeof admin) =>
      (await json<{ username: string }[]>(await t.send('GET', `/api/users?_q=${encodeURIComponent(q)}`, { bearer: viewer }))).map(
        (u) => u.username,
      );
    expect(await names('QQ ANNA', organizer)).toEqual(['qq-anna']);
    expect(await names('anna@qq', organizer)).toEqual(['qq-anna']);
    expect(await names('qq nov', admin)).toEqual(['qq-cyril']);
    expect(await names('qq nov', organizer)).toEqual([]);
    expect(await names('qq%', admin)).toEqual([]);
    // Accents and case do not matter, as in the events search ("novak" finds "Novák").
    expect(await names('QQ NOVAK', admin)).toEqual(['qq-cyril']);
    expect(await names('qq nováková', admin)).toEqual([]);
  });

  test('bad parameters are 400 naming them; contact fields cannot be filtered or sorted on', async () => {
    for (const query of [
      '_sort=phone:asc',
      'phone_containsi=777',
      'invoiceName=x',
      '_q=a&_q=b',
      '_limit=abc',
      `_q=${'x'.repeat(101)}`,
    ]) {
      const res = await t.send('GET', `/api/users?${query}`, { bearer: admin });
      expect(res.status, query).toBe(400);
      expect((await refusalOf(res)).field, query).toBeTruthy();
    }
  });
});

describe('GET /api/users/:id', () => {
  test('Organizers get the account without contact, invoice, ticket or edit rights; Admins and the user get everything', async () => {
    const [cyril] = await trio('one');
    const exhibitor = await createExhibitor(t.database.db, { editors: [cyril!.id, organizer.id] });
    const forOrganizer = await json(await t.send('GET', `/api/users/${cyril!.id}`, { bearer: organizer }));
    expect(forOrganizer).toMatchObject({ id: cyril!.id, username: 'one-cyril', email: 'cyril@one.cz', locale: 'cs' });
    for (const key of ['phone', 'lastName', 'invoiceName', 'hasTicket', 'can_edit_exhibitors', 'passwordHash', 'tokenVersion']) {
      expect(forOrganizer).not.toHaveProperty(key);
    }
    const forAdmin = await json(await t.send('GET', `/api/users/${cyril!.id}`, { bearer: admin }));
    expect(forAdmin).toMatchObject({
      phone: '+420 777 111 222',
      lastName: 'Novák',
      hasTicket: false,
      can_edit_exhibitors: [exhibitor.id],
    });
    expect(forAdmin).not.toHaveProperty('passwordHash');
    expect(await json(await t.send('GET', `/api/users/${cyril!.id}`, { bearer: cyril }))).toEqual(forAdmin);
  });

  test('an Organizer lists and reads only their team: the other editors of their exhibitors (decision 085)', async () => {
    const db = t.database.db;
    const lead = await createOrganizer(db, { username: `team-lead-${Date.now()}` });
    const [colleague, outsider, elsewhere] = await trio(`team${Date.now()}`);
    await createExhibitor(db, { editors: [lead.id, colleague!.id] });
    await createExhibitor(db, { editors: [elsewhere!.id] });
    const listed = await json<{ id: number; email: string }[]>(
      await t.send('GET', '/api/users?_limit=-1&_sort=id:asc', { bearer: lead }),
    );
    expect(listed.map((u) => u.id)).toEqual([lead.id, colleague!.id]);
    expect(await json(await t.send('GET', '/api/users/count', { bearer: lead }))).toBe(2);
    expect(await json(await t.send('GET', `/api/users/${colleague!.id}`, { bearer: lead }))).toMatchObject({
      id: colleague!.id,
      email: colleague!.email,
    });
    for (const id of [outsider!.id, elsewhere!.id, admin.id, 999_999]) {
      const refused = await refusalOf(await t.send('GET', `/api/users/${id}`, { bearer: lead }));
      expect([refused.statusCode, refused.code]).toEqual([403, 'Users.forbidden.read']);
    }
    // An Admin still lists everyone.
    expect(await json<number>(await t.send('GET', '/api/users/count', { bearer: admin }))).toBeGreaterThan(4);
  });

  test('unknown id 404 for those who may look; others 403 whether or not it exists; bad id 400', async () => {
    const member = await createUser(t.database.db);
    expect((await t.send('GET', '/api/users/999999', { bearer: admin })).status).toBe(404);
    expect((await t.send('GET', '/api/users/999999', { bearer: member })).status).toBe(403);
    expect((await t.send('GET', `/api/users/${admin.id}`, { bearer: member })).status).toBe(403);
    expect((await t.send('GET', '/api/users/abc', { bearer: admin })).status).toBe(400);
  });
});

describe('PUT /api/users/:id', () => {
  test('an Admin sets role, state, ticket and edit rights; the answer shows them', async () => {
    const user = await createUser(t.database.db);
    const exhibitor = await createExhibitor(t.database.db);
    const speaker = await createSpeaker(t.database.db);
    const body = {
      roleId: ROLE.organizer,
      hasTicket: true,
      blocked: false,
      can_edit_exhibitors: [exhibitor.id],
      can_edit_speakers: [speaker.id],
    };
    const updated = await json(await t.send('PUT', `/api/users/${user.id}`, { bearer: admin, body }));
    expect(updated).toMatchObject({
      role: { id: 3, name: 'Organizer' },
      hasTicket: true,
      can_edit_exhibitors: [exhibitor.id],
      can_edit_speakers: [speaker.id],
    });
  });

  test('bad fields are 400 naming the field; unknown fields are refused', async () => {
    const user = await createUser(t.database.db);
    const zip = refusal(await json(await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { zip: 'abc' } }), 400));
    expect(zip).toMatchObject({ field: 'zip', code: 'Form.error.zip' });
    const unknown = refusal(
      await json(await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { passwordHash: 'x' } }), 400),
    );
    expect(unknown).toMatchObject({
      field: 'passwordHash',
      code: 'Request.body.unknownField',
      message: 'Unknown field "passwordHash".',
    });
    const email = refusal(
      await json(await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { billingEmail: 'nope' } }), 400),
    );
    expect(email).toMatchObject({ field: 'billingEmail', code: 'Auth.form.error.email.format' });
    // The invoice's IČO and DIČ: the mod-11 check and the VAT id shape, as the ticket order checks them.
    const ids = refusal(
      await json(
        await t.send('PUT', `/api/users/${user.id}`, {
          bearer: user,
          body: { invoiceRegnumber: '12345678', invoiceVAT: 'nonsense' },
        }),
        400,
      ),
    );
    expect(ids.fields).toEqual({ invoiceRegnumber: 'Form.error.regnumber', invoiceVAT: 'Form.error.vatNumber' });
    const saved = await json(
      await t.send('PUT', `/api/users/${user.id}`, {
        bearer: user,
        body: { invoiceRegnumber: '271 84 528', invoiceVAT: 'sk2020202020' },
      }),
      200,
    );
    expect(saved).toMatchObject({ invoiceRegnumber: '27184528', invoiceVAT: 'SK2020202020' });
    // Every bad field is told at once, each with its code.
    const several = refusal(
      await json(
        await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { zip: 'abc', phone: 'x', firstName: '' } }),
        400,
      ),
    );
    expect(several.fields).toEqual({ zip: 'Form.error.zip', phone: 'Form.error.phone', firstName: 'Form.error.required' });
    // An id the database cannot hold is the Admin's bad input, not a failed query.
    const huge = refusal(
      await json(await t.send('PUT', `/api/users/${user.id}`, { bearer: admin, body: { can_edit_speakers: [2 ** 40] } }), 400),
    );
    expect(huge.field).toBe('can_edit_speakers.0');
    const notJson = await t.app.request(`/api/users/${user.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer x` },
      body: '{',
    });
    expect(notJson.status).toBe(401);
  });

  test("changing one's own password ends other sessions and renews the browser cookie", async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('old-password-1') });
    const res = await t.send('PUT', `/api/users/${user.id}`, {
      cookie: user,
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
    });
    expect(res.status).toBe(200);
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('jwt_amphi='))!
      .split(';')[0]!;
    expect((await t.send('GET', '/api/users/me', { cookie: renewed })).status).toBe(200);
    expect((await t.send('GET', '/api/users/me', { bearer: user })).status).toBe(401);
    const wrong = await json(
      await t.send('PUT', `/api/users/${user.id}`, {
        cookie: renewed,
        body: { currentPassword: 'nope', newPassword: 'x-password-2' },
      }),
      400,
    );
    expect(refusal(wrong)).toMatchObject({ field: 'currentPassword', code: 'Auth.form.error.password.current' });
  });
});

describe('DELETE /api/users/:id', () => {
  test('an Admin deletes an account: sign-ups and presence go, ticket orders stay without the user', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const other = await createUser(db);
    const event = await createEvent(db, { users: [user.id, other.id], users_present: `${other.id},${user.id}` });
    const order = await createTicketOrder(db, { userId: user.id });
    expect(await json(await t.send('DELETE', `/api/users/${user.id}`, { bearer: admin }))).toEqual({
      id: user.id,
      username: user.username,
    });
    expect((await t.send('GET', `/api/users/${user.id}`, { bearer: admin })).status).toBe(404);
    expect(await db.$count(eventJoins, eq(eventJoins.eventId, event.id))).toBe(1);
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]!.users_present).toBe(String(other.id));
    expect((await db.select().from(ticketOrders).where(eq(ticketOrders.id, order.id)))[0]!.userId).toBeNull();
    expect((await t.send('DELETE', `/api/users/${user.id}`, { bearer: admin })).status).toBe(404);
  });

  test("never one's own account; never by a non-Admin", async () => {
    const user = await createUser(t.database.db);
    expect(refusal(await json(await t.send('DELETE', `/api/users/${admin.id}`, { bearer: admin }), 403))).toMatchObject({
      code: 'Users.forbidden.deleteSelf',
    });
    expect((await t.send('DELETE', `/api/users/${user.id}`, { bearer: organizer })).status).toBe(403);
    expect((await t.send('DELETE', `/api/users/${user.id}`, { bearer: user })).status).toBe(403);
    expect(await t.database.db.$count(users, eq(users.id, user.id))).toBe(1);
  });
});

describe('GET /api/users-permissions/roles', () => {
  test('the four roles in the Strapi shape', async () => {
    const { roles } = await json<{ roles: { id: number; name: string; description: string }[] }>(
      await t.send('GET', '/api/users-permissions/roles', { bearer: organizer }),
    );
    expect(roles.map((r) => [r.id, r.name])).toEqual([
      [1, 'Admin'],
      [2, 'Registred'],
      [3, 'Organizer'],
      [4, 'Confirmed member'],
    ]);
    expect(Object.keys(roles[0]!).sort()).toEqual(['description', 'id', 'name']);
  });
});

describe('changing the e-mail through the API', () => {
  const lastMailTo = async (to: string) =>
    (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1))[0]!;

  test('the new address is pending until its link is opened; the link leads to the Me page with a toast', async () => {
    const user = await createUser(t.database.db, { passwordHash: await hashPassword('the-password-1'), locale: 'en' });
    const next = `api-next-${user.id}@example.test`;
    const put = await json(
      await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { email: next, currentPassword: 'the-password-1' } }),
    );
    expect(put).toMatchObject({ email: user.email, pendingEmail: next });

    const link = new URL(/(https?:\/\/\S+)/.exec((await lastMailTo(next)).text)![1]!);
    expect(link.pathname).toBe('/api/auth/email-change');
    const opened = await t.send('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('Location')).toBe('/en/user/me');
    expect(opened.headers.getSetCookie().join()).toContain('iw_toast=emailChanged.');
    expect(await json(await t.send('GET', '/api/users/me', { bearer: user }))).toMatchObject({ email: next, pendingEmail: null });

    const again = await t.send('GET', link.pathname + link.search);
    expect(again.headers.get('Location')).toBe('/user/me');
    expect(again.headers.getSetCookie().join()).toContain('iw_toast=Auth.form.error.code.used.');
    const asJson = await t.send('GET', link.pathname + link.search, { headers: { Accept: 'application/json' } });
    expect(await refusalOf(asJson)).toMatchObject({ statusCode: 400, code: 'Auth.form.error.code.used', field: 'code' });
  });
});
