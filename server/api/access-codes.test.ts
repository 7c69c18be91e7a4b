/**
 * Livestream access codes through the Admins' API (decision 034): who may, the passphrase shown
 * once and stored hashed, validation codes, a taken passphrase (also under a race), revoking that
 * closes remembered browsers, the codes of paid orders, delete versus revoke, and the audit log
 * without secrets.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accessCodes, auditLog, ROLE, type users } from '../../db/schema';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import type { ApiAccessCode } from '../../core/livestreams/access-code-query';
import { createAdmin, createHall, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { testDatabaseKind } from '../../tests/db';
import { refusal, refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;
let seminarHall: number;
const DAY = 86_400_000;

const unique = () => Math.random().toString(36).slice(2, 10);
const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
type Created = { data: ApiAccessCode; passphrase: string };
const create = async (body: Record<string, unknown>) =>
  json<Created>(await t.send('POST', '/api/access-codes', { bearer: admin, body: { label: `Kód ${unique()}`, ...body } }), 201);
/** A browser that checked the passphrase: its pass cookie, as a Cookie header. */
const remembered = async (passphrase: string) => {
  const res = await t.send('GET', `/api/check-ticket/${encodeURIComponent(passphrase)}`);
  expect(await res.json()).toMatchObject({ seminars: true });
  return res.headers.get('set-cookie')!.split(';')[0]!;
};
const player = (cookie: string) => t.send('GET', `/api/check-ticket/player/${seminarHall}`, { cookie });
const auditOf = (id: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'access-codes'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
  seminarHall = (await createHall(t.database.db, { name: 'Sál C', broadcast: 'youtube:Kody_Stream', slido: 'inno-c' })).id;
});
afterAll(() => t.database.close());

describe('who may manage access codes', () => {
  test('a guest is 401, a member and an Organizer 403, an Admin gets them; never cached', async () => {
    const { data } = await create({ seminars: true });
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const organizer = await createUser(t.database.db, { roleId: ROLE.organizer });
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/access-codes'],
      ['GET', '/api/access-codes/passphrase'],
      ['GET', `/api/access-codes/${data.id}`],
      ['POST', '/api/access-codes', { label: 'X', passphrase: `heslo-${unique()}`, seminars: true }],
      ['PUT', `/api/access-codes/${data.id}`, { label: 'Jinak' }],
      ['POST', `/api/access-codes/${data.id}/revoke`],
      ['DELETE', `/api/access-codes/${data.id}`],
    ];
    for (const [method, path, body] of routes) {
      const guest = await t.send(method, path, { body });
      expect(await refusalOf(guest), `${method} ${path}`).toMatchObject({ statusCode: 401, code: 'Request.unauthorized' });
      expect(guest.headers.get('cache-control')).toBe('private, no-store');
      for (const user of [member, organizer])
        expect(await refusalOf(await t.send(method, path, { cookie: user, body })), `${method} ${path}`).toMatchObject({
          statusCode: 403,
          code: 'AccessCode.forbidden',
        });
    }
    const list = await t.send('GET', '/api/access-codes', { cookie: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.id, data.id))).toBe(1);
  });

  test('a guest’s bad body is still a 401, not a 400', async () => {
    expect((await t.send('POST', '/api/access-codes', { body: { nonsense: true } })).status).toBe(401);
  });
});

describe('creating a code', () => {
  test('the typed passphrase is answered once and stored only as its hash; it opens the streams its rights allow', async () => {
    const passphrase = `Partneri ${unique()}`;
    const { data, passphrase: shown } = await create({ label: 'Partneři 2021', passphrase: `  ${passphrase} `, seminars: true });
    expect(shown).toBe(passphrase);
    expect(data).toMatchObject({
      label: 'Partneři 2021',
      conference: false,
      seminars: true,
      validUntil: null,
      lastUsedAt: null,
      revokedAt: null,
      state: 'active',
      order: null,
      deletable: true,
    });
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, data.id));
    expect(row!.codeHash).toBe(hashAccessCode(passphrase));
    // Never again: not in the detail, not in the list.
    for (const path of [`/api/access-codes/${data.id}`, '/api/access-codes?_limit=-1']) {
      const body = await (await t.send('GET', path, { bearer: admin })).text();
      expect(body).not.toContain(passphrase);
      expect(body).not.toContain(row!.codeHash);
    }
    expect(await (await t.send('GET', `/api/check-ticket/${encodeURIComponent(passphrase)}`)).json()).toEqual({
      conference: false,
      seminars: true,
    });
    expect(
      (await json<ApiAccessCode>(await t.send('GET', `/api/access-codes/${data.id}`, { bearer: admin }))).lastUsedAt,
    ).not.toBeNull();
  });

  test('without a passphrase one is generated; the suggestion route gives fresh ones', async () => {
    const { passphrase } = await create({ conference: true });
    expect(passphrase).toMatch(/^INNO(-[A-HJKMNP-Z2-9]{4}){3}$/);
    expect(await (await t.send('GET', `/api/check-ticket/${passphrase}`)).json()).toEqual({ conference: true, seminars: false });
    const a = await json<{ passphrase: string }>(await t.send('GET', '/api/access-codes/passphrase', { bearer: admin }));
    const b = await json<{ passphrase: string }>(await t.send('GET', '/api/access-codes/passphrase', { bearer: admin }));
    expect(a.passphrase).toMatch(/^INNO-/);
    expect(a.passphrase).not.toBe(b.passphrase);
  });

  test('each field problem has its code, all at once', async () => {
    const post = (body: unknown) => t.send('POST', '/api/access-codes', { bearer: admin, body });
    expect(await refusalOf(await post({ passphrase: 'kratke', seminars: false, label: ' ' }))).toMatchObject({
      statusCode: 400,
      fields: { label: 'Form.error.required', passphrase: 'AccessCode.passphrase.min', rights: 'AccessCode.rights' },
    });
    for (const [passphrase, code] of [
      ['jen/lomitko', 'AccessCode.passphrase.chars'],
      ['heslo?2021', 'AccessCode.passphrase.chars'],
      ['x'.repeat(201), 'Form.error.tooLong'],
    ])
      expect((await refusalOf(await post({ label: 'L', passphrase, seminars: true }))).fields).toEqual({ passphrase: code });
    expect(
      await refusalOf(await post({ label: 'L', seminars: true, validUntil: new Date(Date.now() - DAY).toISOString() })),
    ).toMatchObject({ statusCode: 400, code: 'AccessCode.validUntil', field: 'validUntil' });
    expect((await refusalOf(await post({ label: 'L', seminars: true, validUntil: 'zítra' }))).fields).toEqual({
      validUntil: 'Form.error.invalid',
    });
    expect((await refusalOf(await post({ label: 'L', seminars: true, codeHash: 'x' }))).code).toBe('Request.body.unknownField');
  });

  test('Czech letters make a passphrase too, however they were composed', async () => {
    const { passphrase } = await create({ passphrase: `Žluťoučký kůň ${unique()}`, seminars: true });
    expect(await (await t.send('GET', `/api/check-ticket/${encodeURIComponent(passphrase.normalize('NFD'))}`)).json()).toEqual({
      conference: false,
      seminars: true,
    });
  });

  test('a passphrase another code has, revoked or not, is 409 AccessCode.taken next to the field', async () => {
    const { data, passphrase } = await create({ passphrase: `obsazene-${unique()}`, seminars: true });
    const again = () =>
      t.send('POST', '/api/access-codes', { bearer: admin, body: { label: 'Znovu', passphrase, conference: true } });
    expect(await refusalOf(await again())).toMatchObject({ statusCode: 409, code: 'AccessCode.taken', field: 'passphrase' });
    await t.send('POST', `/api/access-codes/${data.id}/revoke`, { bearer: admin });
    expect((await refusalOf(await again())).code).toBe('AccessCode.taken');
    // Letter case does not count (decision 108): the same passphrase in capitals is taken too.
    const upper = await t.send('POST', '/api/access-codes', {
      bearer: admin,
      body: { label: 'Velkými', passphrase: passphrase.toUpperCase(), conference: true },
    });
    expect((await refusalOf(upper)).code).toBe('AccessCode.taken');
  });

  test(`ten parallel creates of one passphrase: one code, nine told it is taken, no 500 (${testDatabaseKind()})`, async () => {
    const passphrase = `zavod-${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.send('POST', '/api/access-codes', { bearer: admin, body: { label: `Závod ${i}`, passphrase, seminars: true } }),
      ),
    );
    const codes = await Promise.all(answers.map(async (r) => (r.status === 201 ? 'created' : refusal(await r.json()).code)));
    expect(codes.filter((c) => c === 'created')).toHaveLength(1);
    expect(codes.filter((c) => c === 'AccessCode.taken')).toHaveLength(9);
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.codeHash, hashAccessCode(passphrase)))).toBe(1);
  });
});

describe('changing a code', () => {
  test('label, rights and validity change; a code keeps a right; a new end lies ahead', async () => {
    const { data } = await create({ seminars: true });
    const put = (body: unknown) => t.send('PUT', `/api/access-codes/${data.id}`, { bearer: admin, body });
    const until = new Date(Date.now() + 7 * DAY).toISOString();
    expect(await json(await put({ label: 'Novináři', conference: true, seminars: false, validUntil: until }))).toMatchObject({
      label: 'Novináři',
      conference: true,
      seminars: false,
      validUntil: until,
      state: 'active',
    });
    expect(await refusalOf(await put({ conference: false }))).toMatchObject({
      statusCode: 400,
      code: 'AccessCode.rights',
      field: 'rights',
    });
    expect((await refusalOf(await put({ validUntil: new Date(Date.now() - DAY).toISOString() }))).code).toBe(
      'AccessCode.validUntil',
    );
    expect((await refusalOf(await put({ passphrase: 'nove-heslo-2021' }))).code).toBe('Request.body.unknownField');
    expect(
      (await refusalOf(await t.send('PUT', '/api/access-codes/999999', { bearer: admin, body: { label: 'X' } }))).statusCode,
    ).toBe(404);
  });

  test('an expired code can be relabelled with its past end sent back unchanged', async () => {
    const { data } = await create({ seminars: true });
    const past = new Date(Date.now() - DAY);
    await t.database.db.update(accessCodes).set({ validUntil: past }).where(eq(accessCodes.id, data.id));
    const body = { label: 'Loňský', conference: false, seminars: true, validUntil: past.toISOString() };
    expect(await json(await t.send('PUT', `/api/access-codes/${data.id}`, { bearer: admin, body }))).toMatchObject({
      label: 'Loňský',
      state: 'expired',
    });
  });
});

describe('revoking a code', () => {
  test('closes it at once for browsers that remembered it and for a new check; twice changes nothing', async () => {
    const { data, passphrase } = await create({ seminars: true });
    const cookie = await remembered(passphrase);
    expect((await player(cookie)).status).toBe(200);

    const revoked = await json<{ data: ApiAccessCode; changed: boolean }>(
      await t.send('POST', `/api/access-codes/${data.id}/revoke`, { cookie: admin }),
    );
    expect(revoked).toMatchObject({ changed: true, data: { state: 'revoked' } });
    expect(revoked.data.revokedAt).not.toBeNull();

    expect(await refusalOf(await player(cookie))).toMatchObject({ statusCode: 403, code: 'Livestream.locked' });
    const check = await t.send('GET', `/api/check-ticket/${encodeURIComponent(passphrase)}`);
    expect(await check.json()).toEqual({ conference: false, seminars: false });
    expect(check.headers.get('set-cookie')).toBeNull();

    const again = await json<{ data: ApiAccessCode; changed: boolean }>(
      await t.send('POST', `/api/access-codes/${data.id}/revoke`, { bearer: admin }),
    );
    expect(again).toMatchObject({ changed: false, data: { revokedAt: revoked.data.revokedAt } });
    expect((await auditOf(data.id)).map((e) => e.action)).toEqual(['create', 'update']);
  });
});

describe('codes of paid orders', () => {
  test('are listed with their order; deleting one is refused with the order’s number', async () => {
    const order = await createTicketOrder(t.database.db);
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    const { data, total } = await json<{ data: ApiAccessCode[]; total: number }>(
      await t.send('GET', `/api/access-codes?label_containsi=${encodeURIComponent(order.number)}`, { bearer: admin }),
    );
    expect(total).toBe(1);
    expect(data[0]).toMatchObject({
      label: `Objednávka ${order.number}`,
      conference: true,
      seminars: true,
      state: 'active',
      order: { id: order.id, number: order.number, publicId: order.publicId, cancelled: false },
      deletable: false,
    });
    const refused = (await (await t.send('DELETE', `/api/access-codes/${data[0]!.id}`, { bearer: admin })).json()) as {
      data: { number: string };
    };
    expect(refusal(refused)).toMatchObject({ statusCode: 409, code: 'AccessCode.ordered' });
    expect(refused.data.number).toBe(order.number);
    const handedOut = await json<{ data: ApiAccessCode[] }>(
      await t.send('GET', '/api/access-codes?orderId_null=false&_limit=-1', { bearer: admin }),
    );
    expect(handedOut.data.every((c) => c.order !== null)).toBe(true);
  });

  test('a cancelled order’s code is revoked, not expired, and stays so: clearing its end is refused', async () => {
    const order = await createTicketOrder(t.database.db);
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/paid`, { bearer: admin }));
    await json(await t.send('POST', `/api/ticket-orders/${order.id}/cancel`, { bearer: admin }));
    const { data } = await json<{ data: ApiAccessCode[] }>(
      await t.send('GET', `/api/access-codes?label_containsi=${encodeURIComponent(order.number)}`, { bearer: admin }),
    );
    expect(data[0]).toMatchObject({ state: 'revoked', validUntil: null, order: { id: order.id, cancelled: true } });
    expect(data[0]!.revokedAt).not.toBeNull();
    const res = await t.send('PUT', `/api/access-codes/${data[0]!.id}`, { bearer: admin, body: { validUntil: null } });
    expect(res.status).toBe(409);
    expect(refusal(await res.json())).toMatchObject({ code: 'AccessCode.orderCancelled' });
    const again = await json<ApiAccessCode>(await t.send('GET', `/api/access-codes/${data[0]!.id}`, { bearer: admin }));
    expect(again.state).toBe('revoked');
  });
});

describe('deleting a code', () => {
  test('one never used goes, with an audit entry; a used one is refused: revoke it instead', async () => {
    const fresh = await create({ seminars: true });
    expect(await json(await t.send('DELETE', `/api/access-codes/${fresh.data.id}`, { bearer: admin }))).toEqual({
      id: fresh.data.id,
      label: fresh.data.label,
    });
    expect(await t.database.db.$count(accessCodes, eq(accessCodes.id, fresh.data.id))).toBe(0);
    expect((await auditOf(fresh.data.id)).map((e) => e.action)).toEqual(['create', 'delete']);

    const used = await create({ seminars: true });
    await remembered(used.passphrase);
    expect(await refusalOf(await t.send('DELETE', `/api/access-codes/${used.data.id}`, { bearer: admin }))).toMatchObject({
      statusCode: 409,
      code: 'AccessCode.used',
    });
    expect((await t.send('DELETE', '/api/access-codes/999999', { bearer: admin })).status).toBe(404);
  });
});

describe('the audit log', () => {
  test('records every write with the Admin, never the passphrase or its hash', async () => {
    const { data, passphrase } = await create({ label: 'Auditovaný', passphrase: `tajne-heslo-${unique()}`, seminars: true });
    await t.send('PUT', `/api/access-codes/${data.id}`, { bearer: admin, body: { conference: true } });
    await t.send('POST', `/api/access-codes/${data.id}/revoke`, { bearer: admin });
    const entries = await auditOf(data.id);
    expect(entries.map((e) => [e.action, e.actorId, e.label])).toEqual([
      ['create', admin.id, 'Auditovaný'],
      ['update', admin.id, 'Auditovaný'],
      ['update', admin.id, 'Auditovaný'],
    ]);
    expect(entries[1]!.changes).toEqual([{ field: 'conference', before: false, after: true }]);
    expect(entries[2]!.changes.map((c) => c.field)).toEqual(['revokedAt']);
    const everything = JSON.stringify(entries);
    expect(everything).not.toContain(passphrase);
    expect(everything).not.toContain(hashAccessCode(passphrase));
    expect(everything).not.toMatch(/codeHash/i);
  });
});

describe('the list', () => {
  test('searches the label, sorts and pages, with the total', async () => {
    const tag = unique();
    for (const name of ['Bravo', 'Alfa', 'Charlie']) await create({ label: `${name} ${tag}`, seminars: true });
    const page = await json<{ data: ApiAccessCode[]; total: number }>(
      await t.send('GET', `/api/access-codes?label_containsi=${tag}&_sort=label:ASC&_limit=2`, { bearer: admin }),
    );
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.label)).toEqual([`Alfa ${tag}`, `Bravo ${tag}`]);
    expect((await refusalOf(await t.send('GET', '/api/access-codes?codeHash=x', { bearer: admin }))).code).toBe(
      'Query.field.unknown',
    );
  });
});
