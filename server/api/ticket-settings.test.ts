/**
 * The ticket settings through the API: Admins read and change them, with the sold tickets and
 * what the quota leaves; the supplier's identifiers are checked as Czech invoices need them.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { users } from '../../db/schema';
import { auditLog, ROLE, ticketSettings } from '../../db/schema';
import { createAdmin, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: typeof users.$inferSelect;

const put = (body: unknown) => t.send('PUT', '/api/ticket-settings', { bearer: admin, body });
const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

describe('/api/ticket-settings', () => {
  test('GET: the defaults of a new site, with the tickets sold (cancelled orders aside)', async () => {
    await createTicketOrder(t.database.db, { amount: 3, totalWithoutVat: 32_700, vat: 6_867, totalWithVat: 39_567 });
    await createTicketOrder(t.database.db, { status: 'cancelled' });
    expect(await json(await t.send('GET', '/api/ticket-settings', { bearer: admin }))).toMatchObject({
      vatRate: 21,
      quota: null,
      paymentDueDays: 14,
      selfDeclaredTickets: false,
      supplierName: '',
      supplierCountry: 'Česká republika',
      bankAccount: '',
      iban: '',
      ticketsSold: 3,
      ticketsLeft: null,
    });
  });

  test('PUT: the fields sent; an IBAN typed with spaces is stored without; audit-logged', async () => {
    const saved = await json(
      await put({
        vatRate: 12,
        quota: 10,
        paymentDueDays: 7,
        selfDeclaredTickets: true,
        supplierName: '  Asociace inovačního podnikání ČR, z. s. ',
        supplierRegnumber: '12345679',
        supplierVAT: 'cz 12345679',
        bankAccount: '19-2000145399/0800',
        iban: 'CZ65 0800 0000 1920 0014 5399',
      }),
    );
    expect(saved).toMatchObject({
      vatRate: 12,
      quota: 10,
      paymentDueDays: 7,
      selfDeclaredTickets: true,
      supplierName: 'Asociace inovačního podnikání ČR, z. s.',
      supplierVAT: 'CZ12345679',
      iban: 'CZ6508000000192000145399',
      ticketsSold: 3,
      ticketsLeft: 7,
    });
    expect(await json(await put({ quota: null, supplierName: '' }))).toMatchObject({
      quota: null,
      ticketsLeft: null,
      supplierName: '',
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket-settings'), eq(auditLog.actorId, admin.id)));
    expect(entries.length).toBe(2);
    expect(entries[0]!.changes).toContainEqual({ field: 'vatRate', before: 21, after: 12 });
  });

  test('bad values are 400 naming the field; nothing changes', async () => {
    const before = (await t.database.db.select().from(ticketSettings))[0];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ vatRate: 101 }, 'vatRate', 'Form.error.tooLong'],
      [{ vatRate: '21' }, 'vatRate', 'Form.error.invalid'],
      [{ quota: -1 }, 'quota', 'Form.error.invalid'],
      [{ paymentDueDays: 1.5 }, 'paymentDueDays', 'Form.error.invalid'],
      [{ supplierRegnumber: '12345678' }, 'supplierRegnumber', 'TicketSettings.regnumber'],
      [{ supplierVAT: '12345679' }, 'supplierVAT', 'TicketSettings.vatNumber'],
      [{ bankAccount: '1234567898/2010' }, 'bankAccount', 'TicketSettings.bankAccount'],
      [{ iban: 'CZ66 0800 0000 1920 0014 5399' }, 'iban', 'TicketSettings.iban'],
      [{ bankAccount: '1234567899/2010', iban: 'CZ6508000000192000145399' }, 'iban', 'TicketSettings.ibanMismatch'],
      [{ iban: 'CZ6920100000001234567899' }, 'iban', 'TicketSettings.ibanMismatch'],
      [{ ticketsSold: 5 }, 'ticketsSold', 'Request.body.unknownField'],
    ];
    for (const [body, field, code] of cases) {
      const r = await refusalOf(await put(body));
      expect([r.statusCode, r.fields[field]], JSON.stringify(body)).toEqual([400, code]);
    }
    expect((await t.database.db.select().from(ticketSettings))[0]).toEqual(before);
    // Both changed together to another account is fine; a foreign IBAN is not compared.
    expect(await json(await put({ bankAccount: '1234567899/2010', iban: 'CZ6920100000001234567899' }))).toMatchObject({
      bankAccount: '1234567899/2010',
    });
    expect(await json(await put({ iban: 'DE89370400440532013000' }))).toMatchObject({ iban: 'DE89370400440532013000' });
  });

  test('only Admins: a member or an Organizer is 403 Ticket.forbidden, a guest 401, before the body is read', async () => {
    for (const roleId of [ROLE.confirmed, ROLE.organizer]) {
      const user = await createUser(t.database.db, { roleId });
      expect((await refusalOf(await t.send('GET', '/api/ticket-settings', { bearer: user }))).code).toBe('Ticket.forbidden');
      expect(
        await refusalOf(await t.send('PUT', '/api/ticket-settings', { bearer: user, body: { nonsense: true } })),
      ).toMatchObject({ statusCode: 403, code: 'Ticket.forbidden' });
    }
    expect((await t.send('PUT', '/api/ticket-settings', { body: { vatRate: 0 } })).status).toBe(401);
  });
});
