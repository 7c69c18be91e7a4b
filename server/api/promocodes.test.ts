/**
 * Promo codes through the API: the public check (every reason a code gives nothing answers the
 * same, case is ignored, never cached, counted per address) and the Admins' list, detail,
 * create, change and delete with the audit log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { users } from '../../db/schema';
import { auditLog, promoCodes, ROLE } from '../../db/schema';
import { createAdmin, createPromoCode, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { createApp } from '../app';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;
const DAY = 86_400_000;

const check = (code: string, ip?: string) => t.send('GET', `/api/promocodes/check/${encodeURIComponent(code)}`, { ip });
const json = async <T = Record<string, unknown>>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const unique = () => `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

describe('GET /api/promocodes/check/{code}', () => {
  test('a usable code answers its discount, in any case', async () => {
    const code = await createPromoCode(t.database.db, { code: `Inno${unique()}`, discount: 50 });
    for (const typed of [code.code, code.code.toLowerCase(), code.code.toUpperCase()])
      expect(await json(await check(typed))).toEqual({ success: true, discount: 50 });
  });

  test('unknown, inactive, scheduled, expired and used-up codes answer success false, discount false, each with its reason', async () => {
    const db = t.database.db;
    const usedUp = await createPromoCode(db, { maxUses: 2 });
    await createTicketOrder(db, { promoCodeId: usedUp.id });
    await createTicketOrder(db, { promoCodeId: usedUp.id });
    const limited = await createPromoCode(db, { maxUses: 2 });
    await createTicketOrder(db, { promoCodeId: limited.id });
    // A cancelled order does not use the code up.
    await createTicketOrder(db, { promoCodeId: limited.id, status: 'cancelled' });
    expect(await json(await check(limited.code))).toEqual({ success: true, discount: 50 });
    for (const [code, reason] of [
      ['NOSUCHCODE', 'Ticket.promoCode.invalid'],
      [(await createPromoCode(db, { active: false })).code, 'Ticket.promoCode.inactive'],
      [(await createPromoCode(db, { validFrom: new Date(Date.now() + DAY) })).code, 'Ticket.promoCode.notYetValid'],
      [(await createPromoCode(db, { validUntil: new Date(Date.now() - 1000) })).code, 'Ticket.promoCode.expired'],
      [usedUp.code, 'Ticket.promoCode.usedUp'],
    ])
      expect(await json(await check(code!)), code).toEqual({ success: false, discount: false, reason });
  });

  test('is never cached, not even by the guest cache: a code deactivated a moment ago is invalid at once', async () => {
    const app = createApp({ ...t.deps, guestCache: { ttlMs: 60_000 } });
    const code = await createPromoCode(t.database.db);
    const first = await app.request(`/api/promocodes/check/${code.code}`);
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    expect(await json(first)).toEqual({ success: true, discount: 50 });
    await t.database.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.id, code.id));
    expect(await json(await app.request(`/api/promocodes/check/${code.code}`))).toEqual({
      success: false,
      discount: false,
      reason: 'Ticket.promoCode.inactive',
    });
  });

  test('a code over 63 characters is 400; odd characters are just no code', async () => {
    expect(await refusalOf(await check('X'.repeat(64)))).toMatchObject({ statusCode: 400, code: 'Ticket.promoCode.tooLong' });
    expect(await refusalOf(await check('INNO\u0000'))).toMatchObject({ statusCode: 400, code: 'Query.param.badCharacters' });
    for (const code of ['x'.repeat(63), "' or 1=1 --", 'žluťoučký kůň', '%', ' '])
      expect(await json(await check(code)), code).toEqual({
        success: false,
        discount: false,
        reason: 'Ticket.promoCode.invalid',
      });
  });

  test('each check counts on the caller’s address: over the limit 429 with Retry-After', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { promoCodeGuessesPerIp: { limit: 3, windowMs: 60_000 } },
    });
    const guess = (code: string, ip: string) => limited.send('GET', `/api/promocodes/check/${code}`, { ip });
    for (let i = 0; i < 3; i++) expect((await guess(`GUESS${i}`, '192.0.2.1')).status).toBe(200);
    const over = await guess('GUESS3', '192.0.2.1');
    expect(await refusalOf(over)).toMatchObject({ statusCode: 429, code: 'Auth.form.error.ratelimit' });
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await guess('GUESS4', '192.0.2.2')).status).toBe(200);
  });

  test('a code that gives its discount does not count; one that gives none does, even between right ones', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { promoCodeGuessesPerIp: { limit: 3, windowMs: 60_000 } },
    });
    const code = await createPromoCode(t.database.db, { code: `Office${unique()}` });
    const spent = await createPromoCode(t.database.db, { active: false });
    const guess = async (typed: string) => {
      const res = await limited.send('GET', `/api/promocodes/check/${typed}`, { ip: '192.0.2.77' });
      return res.status === 200 ? ((await res.json()) as { success: boolean }).success : res.status;
    };
    // A whole office behind one address checks the code it was given.
    for (let i = 0; i < 10; i++) expect(await guess(code.code)).toBe(true);
    const outcomes = [];
    for (const typed of ['GUESS1', code.code, spent.code, code.code, 'GUESS3', code.code]) outcomes.push(await guess(typed));
    expect(outcomes).toEqual([false, true, false, true, false, 429]);
  });
});

describe('Admins manage promo codes', () => {
  test('create: defaults, then the code in data, upper case as stored; audit-logged', async () => {
    const code = `New${unique()}`;
    const { data } = await json<{ data: Record<string, unknown> }>(
      await t.send('POST', '/api/promocodes', { bearer: admin, body: { code, discount: 25 } }),
      201,
    );
    expect(data).toMatchObject({
      code: code.toUpperCase(),
      discount: 25,
      active: true,
      maxUses: null,
      validFrom: null,
      validUntil: null,
      uses: 0,
      state: 'valid',
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'promocodes'), eq(auditLog.entityId, data.id as number)));
    expect(entry).toMatchObject({ action: 'create', actorId: admin.id, label: code.toUpperCase() });
  });

  test('a code that exists in another case is 409 PromoCode.taken, on create and on rename', async () => {
    const existing = await createPromoCode(t.database.db, { code: `Taken${unique()}` });
    const res = await t.send('POST', '/api/promocodes', {
      bearer: admin,
      body: { code: existing.code.toLowerCase(), discount: 10 },
    });
    expect(await refusalOf(res)).toMatchObject({ statusCode: 409, code: 'PromoCode.taken', field: 'code' });
    const other = await createPromoCode(t.database.db);
    const rename = await t.send('PUT', `/api/promocodes/${other.id}`, {
      bearer: admin,
      body: { code: existing.code.toUpperCase() },
    });
    expect(await refusalOf(rename)).toMatchObject({ statusCode: 409, code: 'PromoCode.taken' });
    // Its own code typed in another case is fine, and stays upper case.
    const recased = await json(
      await t.send('PUT', `/api/promocodes/${other.id}`, { bearer: admin, body: { code: other.code.toLowerCase() } }),
    );
    expect(recased.code).toBe(other.code.toUpperCase());
  });

  test('the migration to upper case (0014) upper-cases codes stored as typed, and they are still found in any case', async () => {
    const lower = await createPromoCode(t.database.db, { code: `typed${unique()}` });
    const statement = readFileSync(new URL('../../db/migrations/0019_ticket_sales_window.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint')
      .map((part) => part.trim())
      .find((part) => part.startsWith('UPDATE "promo_codes"'))!;
    await t.database.db.execute(sql.raw(statement));
    const [row] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, lower.id));
    expect(row!.code).toBe(lower.code.toUpperCase());
    expect(await json(await check(lower.code))).toEqual({ success: true, discount: 50 });
  });

  test('bad fields are 400 naming them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ discount: 10 }, 'code', 'Form.error.required'],
      [{ code: 'x'.repeat(64), discount: 10 }, 'code', 'Ticket.promoCode.tooLong'],
      [{ code: 'LÉTO', discount: 10 }, 'code', 'PromoCode.chars'],
      [{ code: 'two words', discount: 10 }, 'code', 'PromoCode.chars'],
      [{ code: unique(), discount: 0 }, 'discount', 'PromoCode.discount'],
      [{ code: unique(), discount: 101 }, 'discount', 'PromoCode.discount'],
      [{ code: unique(), discount: 12.5 }, 'discount', 'PromoCode.discount'],
      [{ code: unique(), discount: 10, maxUses: 0 }, 'maxUses', 'Form.error.invalid'],
      [{ code: unique(), discount: 10, validUntil: 'tomorrow' }, 'validUntil', 'Form.error.invalid'],
      [
        { code: unique(), discount: 10, validFrom: '2021-10-11T00:00:00+02:00', validUntil: '2021-10-10T00:00:00+02:00' },
        'validUntil',
        'PromoCode.window',
      ],
      [{ code: unique(), discount: 10, uses: 5 }, 'uses', 'Request.body.unknownField'],
    ];
    for (const [body, field, code] of cases) {
      const r = await refusalOf(await t.send('POST', '/api/promocodes', { bearer: admin, body }));
      expect([r.statusCode, r.fields[field]], JSON.stringify(body)).toEqual([400, code]);
    }
    const stored = await createPromoCode(t.database.db, { validUntil: new Date('2021-10-10T00:00:00Z') });
    const late = await t.send('PUT', `/api/promocodes/${stored.id}`, {
      bearer: admin,
      body: { validFrom: '2021-10-12T00:00:00Z' },
    });
    expect(await refusalOf(late)).toMatchObject({ statusCode: 400, code: 'PromoCode.window', field: 'validUntil' });
  });

  test('change: the fields sent, nulls clear; a limit below the uses makes it used up', async () => {
    const code = await createPromoCode(t.database.db, { maxUses: 5, validUntil: new Date(Date.now() + DAY) });
    await createTicketOrder(t.database.db, { promoCodeId: code.id });
    await createTicketOrder(t.database.db, { promoCodeId: code.id });
    expect(await json(await t.send('PUT', `/api/promocodes/${code.id}`, { bearer: admin, body: { maxUses: 2 } }))).toMatchObject({
      maxUses: 2,
      uses: 2,
      state: 'usedUp',
    });
    expect(
      await json(
        await t.send('PUT', `/api/promocodes/${code.id}`, {
          bearer: admin,
          body: { maxUses: null, validUntil: null, discount: 30 },
        }),
      ),
    ).toMatchObject({ maxUses: null, validUntil: null, discount: 30, state: 'valid' });
    expect(
      await json(await t.send('PUT', `/api/promocodes/${code.id}`, { bearer: admin, body: { active: false } })),
    ).toMatchObject({
      state: 'inactive',
    });
    expect((await t.send('PUT', '/api/promocodes/999999', { bearer: admin, body: { active: false } })).status).toBe(404);
  });

  test('delete: only a code no order used; a used one is 409 PromoCode.inUse with the count', async () => {
    const used = await createPromoCode(t.database.db);
    await createTicketOrder(t.database.db, { promoCodeId: used.id, status: 'cancelled' });
    const refused = await t.send('DELETE', `/api/promocodes/${used.id}`, { bearer: admin });
    expect(((await refused.clone().json()) as { data: { count: number } }).data.count).toBe(1);
    expect(await refusalOf(refused)).toMatchObject({ statusCode: 409, code: 'PromoCode.inUse' });
    const unused = await createPromoCode(t.database.db);
    expect(await json(await t.send('DELETE', `/api/promocodes/${unused.id}`, { bearer: admin }))).toEqual({
      id: unused.id,
      code: unused.code,
    });
    expect(await t.database.db.$count(promoCodes, eq(promoCodes.id, unused.id))).toBe(0);
    expect((await t.send('DELETE', `/api/promocodes/${unused.id}`, { bearer: admin })).status).toBe(404);
  });

  test('list: uses per code, filters, sorting and paging, with the total', async () => {
    const tag = unique();
    const a = await createPromoCode(t.database.db, { code: `${tag}A`, discount: 10 });
    const b = await createPromoCode(t.database.db, { code: `${tag}B`, discount: 90, active: false });
    await createTicketOrder(t.database.db, { promoCodeId: a.id });
    const list = await json<{ data: { code: string; uses: number; state: string }[]; total: number }>(
      await t.send('GET', `/api/promocodes?code_containsi=${tag.toLowerCase()}&_sort=discount:desc`, { bearer: admin }),
    );
    expect(list.total).toBe(2);
    expect(list.data.map((c) => [c.code, c.uses, c.state])).toEqual([
      [b.code, 0, 'inactive'],
      [a.code, 1, 'valid'],
    ]);
    const page = await json<{ data: unknown[]; total: number }>(
      await t.send('GET', `/api/promocodes?code_containsi=${tag}&active=true&_limit=1`, { bearer: admin }),
    );
    expect([page.data.length, page.total]).toEqual([1, 1]);
    expect((await refusalOf(await t.send('GET', '/api/promocodes?uses=1', { bearer: admin }))).code).toBe('Query.field.unknown');
    const one = await json(await t.send('GET', `/api/promocodes/${a.id}`, { bearer: admin }));
    expect(one).toMatchObject({ code: a.code, uses: 1 });
  });

  test('only Admins: a member is 403 Ticket.forbidden, a guest 401, even with a bad body', async () => {
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    expect(await refusalOf(await t.send('POST', '/api/promocodes', { bearer: member, body: { nonsense: 1 } }))).toMatchObject({
      statusCode: 403,
      code: 'Ticket.forbidden',
    });
    expect((await t.send('POST', '/api/promocodes', { body: { nonsense: 1 } })).status).toBe(401);
    expect((await t.send('GET', '/api/promocodes')).status).toBe(401);
  });
});
