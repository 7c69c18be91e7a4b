/**
 * Ticket orders through the API (issue 9, decision 028): pricing by the server and the refused
 * figures, promo codes at order time, the stored invoice data and the confirmation mail, the
 * signed-in buyer's profile, idempotent retries, the quota, every bad input, and the limits.
 * The races are in ticket-races.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { asc, eq, inArray } from 'drizzle-orm';
import { accessCodes, mailOutbox, ROLE, ticketOrders, ticketSettings, users } from '../../db/schema';
import { DEMO_SUPPLIER } from '../../db/demo/facts';
import { createPromoCode, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
type Who = { id: number; tokenVersion: number } | null;
type Answer = { data: Record<string, unknown> & { id: string; number: string; variableSymbol: string } };

const buyer = (values: Record<string, unknown> = {}) => ({
  amount: 1,
  name: 'Jana Nováková',
  email: 'jana.novakova@example.test',
  phone: '+420 601 234 567',
  ...values,
});
const order = (body: unknown, opts: { who?: Who; key?: string; ip?: string } = {}) =>
  t.send('POST', '/api/buy-ticket', {
    body,
    bearer: opts.who ?? null,
    ...(opts.key === undefined ? {} : { headers: { 'Idempotency-Key': opts.key } }),
    ...(opts.ip ? { ip: opts.ip } : {}),
  });
const answer = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Answer).data;
};
const stored = async (publicId: string) =>
  (await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, publicId)))[0]!;
const mailsTo = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(asc(mailOutbox.id));
const orderCount = () => t.database.db.$count(ticketOrders);
const outboxCount = () => t.database.db.$count(mailOutbox);
const setSettings = (values: Partial<typeof ticketSettings.$inferInsert>) =>
  t.database.db.update(ticketSettings).set(values).where(eq(ticketSettings.editionId, currentEditionId));
let unique = 0;
const email = () => `buyer${++unique}.${Math.random().toString(36).slice(2, 8)}@example.test`;

beforeAll(async () => {
  t = await createWriteTestContext();
  await setSettings({ ...DEMO_SUPPLIER });
});
beforeEach(() => setSettings({ vatRate: 21, quota: null, paymentDueDays: 14 }));
afterAll(() => t.database.close());

describe('an order', () => {
  test('a guest buys one ticket without a code: priced and numbered by the server, awaiting payment, mailed', async () => {
    const to = email();
    const data = await answer(await order(buyer({ email: to })));
    expect(data).toMatchObject({
      status: 'awaiting',
      amount: 1,
      type: 1,
      listUnitPrice: 10_900,
      discount: 0,
      promoCode: null,
      unitPrice: 10_900,
      totalWithoutVat: 10_900,
      vatRate: 21,
      vat: 2_289,
      totalWithVat: 13_189,
      currency: 'CZK',
      profileUpdated: false,
    });
    expect(data.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const [year, sequence] = data.number.split('-');
    expect(data.variableSymbol).toBe(`${year}${sequence}`);
    expect(data.issuedOn).toMatch(new RegExp(`^${year}-`));
    expect(Date.parse(`${data.dueDate as string}T00:00:00Z`) - Date.parse(`${data.issuedOn as string}T00:00:00Z`)).toBe(
      14 * 86_400_000,
    );

    const row = await stored(data.id);
    expect(row).toMatchObject({ userId: null, name: 'Jana Nováková', email: to, locale: 'cs', paidAt: null });
    expect(row.supplier).toMatchObject({ name: DEMO_SUPPLIER.supplierName, bankAccount: '1234567899/2010' });
    const mails = await mailsTo(to);
    expect(mails.map((m) => m.template)).toEqual(['ticket-order']);
    expect(mails[0]!.subject).toContain(data.number);
    // Czech groups digits with a no-break space, which also keeps the amount and 'Kč' together.
    expect(mails[0]!.text.replace(/\s/g, ' ')).toContain('13 189,00 Kč');
    expect(mails[0]!.text).toContain(`Variabilní symbol: ${data.variableSymbol}`);
    expect(mails[0]!.text).toContain('1234567899/2010 (IBAN CZ69 2010 0000 0012 3456 7899)');
    // The invoice goes with it, as a PDF named after its number.
    expect(mails[0]!.attachments).toEqual([
      expect.objectContaining({ filename: `zalohova-faktura-${data.number}.pdf`, contentType: 'application/pdf' }),
    ]);
    expect(Buffer.from(mails[0]!.attachments![0]!.content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('in English the mail is English; the next order takes the next number', async () => {
    const first = await answer(await order(buyer({ email: email() })));
    const to = email();
    const second = await answer(await order(buyer({ email: to, locale: 'en', amount: 3 })));
    expect(Number(second.number.split('-')[1])).toBe(Number(first.number.split('-')[1]) + 1);
    expect(second).toMatchObject({ type: 2, unitPrice: 9_900, totalWithoutVat: 29_700, vat: 6_237, totalWithVat: 35_937 });
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toContain(`Ticket order ${second.number}`);
    expect(mail!.text).toContain('CZK');
    expect(mail!.text).toContain(`Variable symbol: ${second.variableSymbol}`);
    expect(mail!.attachments?.[0]?.filename).toBe(`proforma-invoice-${second.number}.pdf`);
  });

  test('a signed-in buyer of 5 with a 50 % code and a company invoice: linked, and the profile takes the order’s data', async () => {
    const code = await createPromoCode(t.database.db, { discount: 50 });
    const member = await createUser(t.database.db, {
      roleId: ROLE.confirmed,
      firstName: null,
      lastName: null,
      phone: null,
      invoiceName: 'Stará firma s.r.o.',
      invoiceRegnumber: '11111119',
    });
    const data = await answer(
      await order(
        buyer({
          amount: 5,
          promocode: code.code.toLowerCase(),
          name: 'Jan Amos Komenský',
          phone: '+420 777 000 111',
          city: 'Uherský Brod',
          invoiceName: 'Komenský a syn s.r.o.',
          invoiceZip: '688 01',
          invoiceVAT: 'CZ12345679',
          billingEmail: 'fakturace@komensky.example',
          price: 4_950,
          type: 2,
        }),
        { who: member },
      ),
    );
    expect(data).toMatchObject({
      type: 2,
      listUnitPrice: 9_900,
      discount: 50,
      promoCode: code.code,
      unitPrice: 4_950,
      totalWithoutVat: 24_750,
      vat: 5_198,
      totalWithVat: 29_948,
      profileUpdated: true,
    });
    expect((await stored(data.id)).userId).toBe(member.id);
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(profile).toMatchObject({
      firstName: 'Jan Amos',
      lastName: 'Komenský',
      phone: '+420 777 000 111',
      city: 'Uherský Brod',
      invoiceName: 'Komenský a syn s.r.o.',
      invoiceZip: '688 01',
      invoiceVAT: 'CZ12345679',
      billingEmail: 'fakturace@komensky.example',
      // Left empty in the order: kept.
      invoiceRegnumber: '11111119',
      // The account's e-mail is not the order's.
      email: member.email,
    });
  });

  test('the buyer’s IČO and DIČ are stored as a tax document prints them: without spaces, upper-cased; a foreign EU VAT id is taken', async () => {
    const data = await answer(
      await order(
        buyer({ email: email(), invoiceName: 'Firma s.r.o.', invoiceRegnumber: ' 271 84 528 ', invoiceVAT: 'cz 27184528' }),
      ),
    );
    expect(await stored(data.id)).toMatchObject({ invoiceRegnumber: '27184528', invoiceVAT: 'CZ27184528' });
    const foreign = await answer(await order(buyer({ email: email(), invoiceName: 'Firma GmbH', invoiceVAT: 'DE123456789' })));
    expect(await stored(foreign.id)).toMatchObject({ invoiceRegnumber: null, invoiceVAT: 'DE123456789' });
  });

  test('with a billing e-mail the buyer still gets the confirmation, and the billing e-mail the invoice too (decision 068)', async () => {
    const to = email();
    const billing = email();
    const data = await answer(await order(buyer({ email: to, invoiceName: 'Firma s.r.o.', billingEmail: billing })));
    const [confirmation, ...more] = await mailsTo(to);
    expect(more).toHaveLength(0);
    expect(confirmation).toMatchObject({
      template: 'ticket-order',
      subject: `Objednávka vstupenek ${data.number} – Týden inovací`,
    });
    expect(confirmation!.text).toContain(`Zálohovou fakturu jsme poslali také na e-mail pro fakturu ${billing}.`);
    expect(confirmation!.text).toContain(`Variabilní symbol: ${data.variableSymbol}`);
    expect(confirmation!.attachments?.[0]?.filename).toBe(`zalohova-faktura-${data.number}.pdf`);
    const [invoice, ...others] = await mailsTo(billing);
    expect(others).toHaveLength(0);
    expect(invoice).toMatchObject({
      template: 'ticket-invoice',
      subject: `Zálohová faktura ${data.number} za vstupenky – Týden inovací`,
    });
    expect(invoice!.text).toContain(`Objednávající: Jana Nováková (${to}).`);
    expect(invoice!.attachments?.[0]?.filename).toBe(`zalohova-faktura-${data.number}.pdf`);

    // The same address as the buyer's (any case) is one mail, not two.
    const same = email();
    await answer(await order(buyer({ email: same, billingEmail: same.toUpperCase() })));
    expect((await mailsTo(same)).map((m) => m.template)).toEqual(['ticket-order']);
    expect(await mailsTo(same.toUpperCase())).toHaveLength(0);
  });

  test('a paid order’s codes go to the buyer alone, its tax document to the billing e-mail as well', async () => {
    const code = await createPromoCode(t.database.db, { discount: 100 });
    const to = email();
    const billing = email();
    await answer(await order(buyer({ email: to, promocode: code.code, price: 0, billingEmail: billing })));
    expect((await mailsTo(to)).map((m) => m.template)).toEqual(['ticket-order', 'ticket-order-paid']);
    const [invoice, ...others] = await mailsTo(billing);
    expect(others).toHaveLength(0);
    expect(invoice!.template).toBe('ticket-invoice');
    expect(invoice!.text).toContain('Objednávka je uhrazena, nic neplaťte');
    expect(invoice!.attachments?.[0]?.filename).toMatch(/^faktura-F\d{4}-\d{4}\.pdf$/);
    expect(invoice!.text).not.toMatch(/INNO-|TI-/);
  });

  test('a signed-in buyer keeps the names the profile has', async () => {
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed, firstName: 'Petra', lastName: 'Malá' });
    await answer(await order(buyer({ name: 'P. Malá-Velká' }), { who: member }));
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(profile).toMatchObject({ firstName: 'Petra', lastName: 'Malá', phone: '+420 601 234 567' });
  });

  test('a 100 % code makes a zero invoice, paid at once', async () => {
    const code = await createPromoCode(t.database.db, { discount: 100 });
    const to = email();
    const data = await answer(await order(buyer({ amount: 12, promocode: code.code, email: to, price: 0 })));
    expect(data).toMatchObject({ status: 'paid', unitPrice: 0, totalWithoutVat: 0, vat: 0, totalWithVat: 0 });
    expect((await stored(data.id)).paidAt).toBeInstanceOf(Date);
    const mails = await mailsTo(to);
    expect(mails[0]!.text).toContain('nic neplaťte');
    // Paid at once, so its livestream access code and its 12 ticket codes follow in a second mail.
    expect(mails.map((m) => m.template)).toEqual(['ticket-order', 'ticket-order-paid']);
    expect(mails[1]!.text).toMatch(/INNO-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
    expect(mails[1]!.text.match(/TI-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/g)).toHaveLength(12);
    const codes = await t.database.db
      .select()
      .from(accessCodes)
      .where(eq(accessCodes.orderId, (await stored(data.id)).id));
    expect(codes).toHaveLength(1);
  });

  test('the VAT rate and the payment term come from the ticket settings', async () => {
    await setSettings({ vatRate: 12, paymentDueDays: 30 });
    const data = await answer(await order(buyer({ email: email() })));
    expect(data).toMatchObject({ vatRate: 12, vat: 1_308, totalWithVat: 12_208 });
    expect(Date.parse(`${data.dueDate as string}T00:00:00Z`) - Date.parse(`${data.issuedOn as string}T00:00:00Z`)).toBe(
      30 * 86_400_000,
    );
  });
});

describe('the buyer’s figures are compared, never charged', () => {
  test('a price or a type that differs from the server’s is 400 Ticket.priceMismatch with the server’s price; nothing stored', async () => {
    const code = await createPromoCode(t.database.db, { discount: 50 });
    const cases: [Record<string, unknown>, string, number][] = [
      [{ price: 10_000 }, 'price', 10_900],
      [{ amount: 3, price: 10_900 }, 'price', 9_900],
      [{ promocode: code.code, price: 10_900 }, 'price', 5_450],
      [{ type: 2 }, 'type', 10_900],
      [{ amount: 3, type: 1, price: 9_900 }, 'type', 9_900],
    ];
    for (const [values, field, price] of cases) {
      const before = [await orderCount(), await outboxCount()];
      const res = await order(buyer(values));
      const body = (await res.clone().json()) as { data: Record<string, unknown> };
      expect(await refusalOf(res), JSON.stringify(values)).toMatchObject({
        statusCode: 400,
        code: 'Ticket.priceMismatch',
        field,
      });
      expect(body.data.price).toBe(price);
      expect([await orderCount(), await outboxCount()]).toEqual(before);
    }
    // The same figures as the server's are fine.
    await answer(await order(buyer({ promocode: code.code, price: 5_450, type: 1, email: email() })));
  });
});

describe('promo codes at order time', () => {
  test('an unknown code is 400 invalid; inactive, not yet valid, expired and used-up codes each 409 with their own code; nothing stored', async () => {
    const db = t.database.db;
    const usedUp = await createPromoCode(db, { maxUses: 1 });
    await answer(await order(buyer({ promocode: usedUp.code, email: email() })));
    const cases: [string, number, string][] = [
      ['NOSUCHCODE', 400, 'Ticket.promoCode.invalid'],
      [(await createPromoCode(db, { active: false })).code, 409, 'Ticket.promoCode.inactive'],
      [(await createPromoCode(db, { validFrom: new Date(Date.now() + 86_400_000) })).code, 409, 'Ticket.promoCode.notYetValid'],
      [(await createPromoCode(db, { validUntil: new Date(Date.now() - 1000) })).code, 409, 'Ticket.promoCode.expired'],
      [usedUp.code, 409, 'Ticket.promoCode.usedUp'],
    ];
    for (const [promocode, status, code] of cases) {
      const before = await orderCount();
      expect(await refusalOf(await order(buyer({ promocode }))), promocode).toMatchObject({
        statusCode: status,
        code,
        field: 'promocode',
      });
      expect(await orderCount()).toBe(before);
    }
  });

  test('an empty code is no code; a cancelled order gives its use back', async () => {
    expect((await answer(await order(buyer({ promocode: '  ', email: email() })))).discount).toBe(0);
    const code = await createPromoCode(t.database.db, { maxUses: 1 });
    const first = await answer(await order(buyer({ promocode: code.code, email: email() })));
    expect((await refusalOf(await order(buyer({ promocode: code.code })))).code).toBe('Ticket.promoCode.usedUp');
    await t.database.db
      .update(ticketOrders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(ticketOrders.publicId, first.id));
    expect((await answer(await order(buyer({ promocode: code.code, email: email() })))).discount).toBe(50);
  });
});

describe('bad input: 400 naming the field, nothing stored, no mail', () => {
  const cases: [string, { body?: unknown; raw?: string; type?: string }, string, string][] = [
    ['malformed JSON', { raw: '{"amount": 1,', type: 'application/json' }, 'Request.body.json', ''],
    ['not JSON at all', { raw: 'amount=1', type: 'application/x-www-form-urlencoded' }, 'Request.body.contentType', ''],
    ['a body that is not an object', { body: [1, 2] }, 'Form.error.invalid', ''],
    ['count as text', { body: buyer({ amount: '3' }) }, 'Form.error.invalid', 'amount'],
    ['count 0', { body: buyer({ amount: 0 }) }, 'Ticket.amount.range', 'amount'],
    ['count 51', { body: buyer({ amount: 51 }) }, 'Ticket.amount.range', 'amount'],
    ['count 2.5', { body: buyer({ amount: 2.5 }) }, 'Ticket.amount.range', 'amount'],
    ['no count', { body: { ...buyer(), amount: undefined } }, 'Form.error.required', 'amount'],
    ['name as a number', { body: buyer({ name: 5 }) }, 'Form.error.invalid', 'name'],
    ['empty name', { body: buyer({ name: '  ' }) }, 'Form.error.required', 'name'],
    ['no phone', { body: { ...buyer(), phone: undefined } }, 'Form.error.required', 'phone'],
    ['a phone of letters', { body: buyer({ phone: 'call me' }) }, 'Form.error.phone', 'phone'],
    ['an e-mail without @', { body: buyer({ email: 'jana.example.test' }) }, 'Auth.form.error.email.format', 'email'],
    [
      'a billing e-mail without @',
      { body: buyer({ billingEmail: 'fakturace' }) },
      'Auth.form.error.email.format',
      'billingEmail',
    ],
    ['a 64-character code', { body: buyer({ promocode: 'X'.repeat(64) }) }, 'Ticket.promoCode.tooLong', 'promocode'],
    ['a letter in the zip', { body: buyer({ invoiceZip: '11O 00' }) }, 'Form.error.zip', 'invoiceZip'],
    [
      'an IČO whose check digit is wrong',
      { body: buyer({ invoiceRegnumber: '12345678' }) },
      'Form.error.regnumber',
      'invoiceRegnumber',
    ],
    ['an IČO of 7 digits', { body: buyer({ invoiceRegnumber: '1234567' }) }, 'Form.error.regnumber', 'invoiceRegnumber'],
    ['an IČO of words', { body: buyer({ invoiceRegnumber: 'nonsense' }) }, 'Form.error.regnumber', 'invoiceRegnumber'],
    ['a DIČ of words', { body: buyer({ invoiceVAT: 'nonsense' }) }, 'Form.error.vatNumber', 'invoiceVAT'],
    ['a DIČ without the country', { body: buyer({ invoiceVAT: '12345679' }) }, 'Form.error.vatNumber', 'invoiceVAT'],
    ['a Czech DIČ of 7 digits', { body: buyer({ invoiceVAT: 'CZ1234567' }) }, 'Form.error.vatNumber', 'invoiceVAT'],
    ['a price as text', { body: buyer({ price: '10900' }) }, 'Form.error.invalid', 'price'],
    ['type 3', { body: buyer({ type: 3 }) }, 'Form.error.invalid', 'type'],
    ['locale de', { body: buyer({ locale: 'de' }) }, 'Form.error.invalid', 'locale'],
    ['an unknown field', { body: buyer({ total: 1 }) }, 'Request.body.unknownField', 'total'],
    ['NUL in the name', { body: buyer({ name: 'Jana\u0000' }) }, 'Form.error.badCharacters', 'name'],
  ];

  test.each(cases)('%s', async (_what, input, code, field) => {
    const before = [await orderCount(), await outboxCount()];
    const res = await t.send('POST', '/api/buy-ticket', {
      ...(input.raw === undefined ? { body: input.body } : { raw: input.raw, headers: { 'Content-Type': input.type! } }),
    });
    const r = await refusalOf(res);
    expect(r.statusCode).toBe(400);
    expect(r.code).toBe(code);
    if (field) expect(r.fields[field]).toBe(code);
    expect(r.message).not.toBe('');
    expect([await orderCount(), await outboxCount()]).toEqual(before);
  });

  test('every problem of a body is named at once', async () => {
    const r = await refusalOf(await order({ amount: 0, name: '', email: 'x', phone: '1', nonsense: 1 }));
    expect(r.fields).toMatchObject({
      amount: 'Ticket.amount.range',
      name: 'Form.error.required',
      email: 'Auth.form.error.email.format',
      phone: 'Form.error.phone',
      nonsense: 'Request.body.unknownField',
    });
  });
});

describe('idempotency', () => {
  test('the same key and order answer the first order again: one order, one mail', async () => {
    const to = email();
    const key = crypto.randomUUID();
    const first = await order(buyer({ email: to }), { key });
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const data = await answer(first);
    // Spacing the schema trims and nulls for absent fields are the same order.
    const again = await order({ ...buyer({ email: ` ${to} ` }), street: null }, { key });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await answer(again)).toEqual(data);
    expect(await t.database.db.$count(ticketOrders, eq(ticketOrders.idempotencyKey, key))).toBe(1);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  test('the same key with another order, or from another buyer, is 409 Ticket.idempotencyConflict', async () => {
    const key = crypto.randomUUID();
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    await answer(await order(buyer({ email: email() }), { key }));
    const before = await orderCount();
    for (const [body, who] of [
      [buyer({ amount: 2 }), null],
      [buyer(), member],
    ] as const) {
      expect(await refusalOf(await order(body, { key, who }))).toMatchObject({
        statusCode: 409,
        code: 'Ticket.idempotencyConflict',
      });
    }
    expect(await orderCount()).toBe(before);
  });

  test('a key that is empty, too long or has spaces is 400 Ticket.idempotencyKey; no key means no deduplication', async () => {
    for (const key of ['', 'x'.repeat(256), 'key with spaces']) {
      expect(await refusalOf(await order(buyer(), { key })), key).toMatchObject({
        statusCode: 400,
        code: 'Ticket.idempotencyKey',
        field: 'Idempotency-Key',
      });
    }
    const to = email();
    await answer(await order(buyer({ email: to })));
    await answer(await order(buyer({ email: to })));
    expect(await mailsTo(to)).toHaveLength(2);
  });
});

describe('the quota', () => {
  test('orders beyond the tickets left are 409 Ticket.quota with what is left, none left 409 Ticket.soldOut', async () => {
    const sold = async () =>
      (
        await t.database.db
          .select({ amount: ticketOrders.amount })
          .from(ticketOrders)
          .where(inArray(ticketOrders.status, ['awaiting', 'paid']))
      ).reduce((n, r) => n + r.amount, 0);
    await setSettings({ quota: (await sold()) + 5 });
    const over = await order(buyer({ amount: 6 }));
    expect(((await over.clone().json()) as { data: { left: number } }).data.left).toBe(5);
    expect(await refusalOf(over)).toMatchObject({ statusCode: 409, code: 'Ticket.quota', field: 'amount' });
    await answer(await order(buyer({ amount: 5, email: email() })));
    expect(await refusalOf(await order(buyer()))).toMatchObject({ statusCode: 409, code: 'Ticket.soldOut' });
    // A quota already below what was sold stops sales; it never goes negative.
    await setSettings({ quota: 1 });
    expect((await refusalOf(await order(buyer()))).code).toBe('Ticket.soldOut');
  });
});

describe('limits per client address', () => {
  test('too many orders, or orders and checks guessing codes, are 429 with Retry-After', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { ordersPerIp: { limit: 2, windowMs: 60_000 }, promoCodeGuessesPerIp: { limit: 2, windowMs: 60_000 } },
    });
    const send = (body: unknown, ip: string, path = '/api/buy-ticket') =>
      body === null ? limited.send('GET', path, { ip }) : limited.send('POST', path, { body, ip });
    expect((await send(buyer({ email: email() }), '198.51.100.1')).status).toBe(200);
    expect((await send(buyer({ email: email() }), '198.51.100.1')).status).toBe(200);
    const third = await send(buyer(), '198.51.100.1');
    expect(await refusalOf(third)).toMatchObject({ statusCode: 429, code: 'Auth.form.error.ratelimit' });
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Another address is counted apart; its wrong codes count with its checks.
    expect((await send(buyer({ promocode: 'GUESS1' }), '198.51.100.2')).status).toBe(400);
    expect((await send(null, '198.51.100.2', '/api/promocodes/check/GUESS2')).status).toBe(200);
    expect((await send(null, '198.51.100.2', '/api/promocodes/check/GUESS3')).status).toBe(429);
  });

  test('orders carrying a code that gives its discount do not count as guesses, even when the order fails', async () => {
    const limited = await createWriteTestContext({
      database: t.database,
      limits: { promoCodeGuessesPerIp: { limit: 1, windowMs: 60_000 } },
    });
    const code = await createPromoCode(t.database.db, { discount: 50 });
    const send = (body: unknown) => limited.send('POST', '/api/buy-ticket', { body, ip: '198.51.100.9' });
    for (let i = 0; i < 3; i++) expect((await send(buyer({ promocode: code.code, email: email() }))).status).toBe(200);
    // A right code with a price the server does not charge: refused, yet no guess.
    expect((await send(buyer({ promocode: code.code, price: 1, email: email() }))).status).toBe(400);
    expect((await send(buyer({ promocode: 'WRONG1', email: email() }))).status).toBe(400);
    expect((await send(buyer({ promocode: code.code, email: email() }))).status).toBe(429);
  });
});
