/**
 * Ticket codes through the real app (decision 032): issuing a paid order's tickets once, the
 * buyer's own, claims (once, by two users at once, wrong codes, the guess limit), the Me page's
 * answer, an Admin's release, and self-declared tickets. On PGlite and, with TEST_DATABASE_URL,
 * on PostgreSQL, where the parallel claims really overlap.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { eq } from 'drizzle-orm';
import { ticketOrders, tickets, ticketSettings } from '../../db/schema';
import { issueOrderTickets } from '../../core/tickets/issue-order-tickets';
import { normalizeTicketCode } from '../../core/tickets/ticket-code';
import { createAdmin, createPromoCode, createTicketOrder, createUser } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { hasTicketNow } from '../../core/editions/current-edition';

let t: WriteTestContext;
let limited: WriteTestContext;

beforeAll(async () => {
  t = await createWriteTestContext();
  limited = await createWriteTestContext({
    database: t.database,
    limits: { ticketClaimsPerUser: { limit: 3, windowMs: 60_000 } },
  });
});
afterAll(() => t.database.close());

const db = () => t.database.db;
const hasTicket = (id: number) => hasTicketNow(db(), id);

/** A paid order of `amount` tickets with its tickets issued; the buyer holds one when given. */
async function paidOrder(amount: number, buyerId: number | null = null) {
  const order = await createTicketOrder(db(), {
    amount,
    type: amount >= 3 ? 2 : 1,
    listUnitPrice: 10_900,
    unitPrice: 10_900,
    totalWithoutVat: 10_900 * amount,
    vat: 2_289 * amount,
    totalWithVat: 13_189 * amount,
    userId: buyerId,
    status: 'paid',
    paidAt: new Date(),
  });
  const issued = await db().transaction((tx) => issueOrderTickets(tx, order));
  return { order, ...issued };
}
const claim = (ctx: WriteTestContext, user: { id: number; tokenVersion: number }, code: string) =>
  ctx.send('POST', '/api/tickets/claim', { bearer: user, body: { code } });

describe('issueOrderTickets', () => {
  test("makes the order's tickets once and gives the buyer one, with hasTicket", async () => {
    const buyer = await createUser(db(), { hasTicket: false });
    const { order, codes, buyerCode } = await paidOrder(3, buyer.id);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(code).toMatch(/^TI-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(buyerCode).toBe(codes[0]);
    expect(await hasTicket(buyer.id)).toBe(true);

    const again = await db().transaction((tx) => issueOrderTickets(tx, order));
    expect(again).toEqual({ codes, buyerCode });
    expect(await db().$count(tickets, eq(tickets.orderId, order.id))).toBe(3);
  });

  test('two calls at once for one order still make its tickets once', async () => {
    const order = await createTicketOrder(db(), { status: 'paid', paidAt: new Date() });
    const [a, b] = await Promise.all([1, 2].map(() => db().transaction((tx) => issueOrderTickets(tx, order))));
    expect(a!.codes).toEqual(b!.codes);
    expect(await db().$count(tickets, eq(tickets.orderId, order.id))).toBe(1);
  });

  test('a buyer who holds a ticket already gets none of the new order; an order without an account gives none', async () => {
    const buyer = await createUser(db());
    const first = await paidOrder(1, buyer.id);
    const second = await paidOrder(2, buyer.id);
    expect(first.buyerCode).toBe(first.codes[0]);
    expect(second.buyerCode).toBeNull();
    const anonymous = await paidOrder(2);
    expect(anonymous.buyerCode).toBeNull();
    const held = await db().select().from(tickets).where(eq(tickets.orderId, anonymous.order.id));
    expect(held.every((r) => r.holderUserId === null)).toBe(true);
  });
});

test("a free order (100 % code) is paid at once and its tickets exist, the buyer's among them", async () => {
  const buyer = await createUser(db(), { hasTicket: false, firstName: 'Jan', lastName: 'Zdarma', phone: '+420 601 234 567' });
  const code = await createPromoCode(db(), { discount: 100 });
  const res = await t.send('POST', '/api/buy-ticket', {
    bearer: buyer,
    body: {
      amount: 3,
      name: 'Jan Zdarma',
      email: `free${buyer.id}@example.test`,
      phone: '+420 601 234 567',
      promocode: code.code,
    },
  });
  expect(res.status).toBe(200);
  const [order] = await db().select().from(ticketOrders).where(eq(ticketOrders.userId, buyer.id));
  expect(order!.status).toBe('paid');
  const rows = await db().select().from(tickets).where(eq(tickets.orderId, order!.id));
  expect(rows).toHaveLength(3);
  expect(rows.filter((r) => r.holderUserId === buyer.id)).toHaveLength(1);
  expect(await hasTicket(buyer.id)).toBe(true);
});

describe('POST /api/tickets/claim', () => {
  test('a colleague claims a code once: hasTicket set, a second claim of it refused', async () => {
    const buyer = await createUser(db());
    const { codes } = await paidOrder(3, buyer.id);
    const colleague = await createUser(db(), { hasTicket: false });
    // Any case, spaces instead of dashes, no prefix: the same code.
    const typed = codes[1]!.slice(3).toLowerCase().replace(/-/g, ' ');
    const res = await claim(t, colleague, typed);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: codes[1], hasTicket: true });
    expect(await hasTicket(colleague.id)).toBe(true);

    const other = await createUser(db(), { hasTicket: false });
    const again = await claim(t, other, codes[1]!);
    expect(again.status).toBe(409);
    expect(await refusalOf(again)).toMatchObject({ code: 'Ticket.code.claimed', field: 'code' });
    expect(await hasTicket(other.id)).toBe(false);

    // The claimer cannot take a second code of the order either.
    const second = await claim(t, colleague, codes[2]!);
    expect(second.status).toBe(409);
    expect((await refusalOf(second)).code).toBe('Ticket.code.alreadyHeld');
  });

  test('two users claiming one code at once: exactly one wins', async () => {
    const { codes } = await paidOrder(1);
    const claimers = await Promise.all(Array.from({ length: 8 }, () => createUser(db(), { hasTicket: false })));
    const answers = await Promise.all(claimers.map((u) => claim(t, u, codes[0]!)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const [row] = await db().select().from(tickets).where(eq(tickets.code, codes[0]!));
    const winner = claimers[answers.findIndex((r) => r.status === 200)]!;
    expect(row!.holderUserId).toBe(winner.id);
    const flags = await Promise.all(claimers.map((u) => hasTicket(u.id)));
    expect(flags.filter(Boolean)).toHaveLength(1);
  });

  test('one user claiming two codes at once gets one of them', async () => {
    const { codes } = await paidOrder(2);
    const user = await createUser(db(), { hasTicket: false });
    const answers = await Promise.all(codes.map((code) => claim(t, user, code)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db().$count(tickets, eq(tickets.holderUserId, user.id))).toBe(1);
  });

  test('a wrong code, a malformed one, a guest and unknown fields are refused', async () => {
    const user = await createUser(db(), { hasTicket: false });
    const wrong = await claim(t, user, 'TI-0000-0000-0000');
    expect(wrong.status).toBe(400);
    expect(await refusalOf(wrong)).toMatchObject({ code: 'Ticket.code.invalid', field: 'code' });
    expect((await refusalOf(await claim(t, user, 'not a code'))).code).toBe('Ticket.code.invalid');
    expect((await t.send('POST', '/api/tickets/claim', { body: { code: 'TI-0000-0000-0000' } })).status).toBe(401);
    const extra = await t.send('POST', '/api/tickets/claim', { bearer: user, body: { code: 'x', userId: 1 } });
    expect(extra.status).toBe(400);
    expect(await hasTicket(user.id)).toBe(false);
  });

  test('a user with a ticket granted by an Admin is told they have one', async () => {
    const { codes } = await paidOrder(1);
    const granted = await createUser(db(), { hasTicket: true });
    const res = await claim(t, granted, codes[0]!);
    expect((await refusalOf(res)).code).toBe('Ticket.code.alreadyHeld');
  });

  test('guesses are limited per account: the 4th attempt in the window is 429, even with a good code', async () => {
    const { codes } = await paidOrder(1);
    const guesser = await createUser(db(), { hasTicket: false });
    for (let i = 0; i < 3; i++) expect((await claim(limited, guesser, `TI-0000-0000-000${i}`)).status).toBe(400);
    const blocked = await claim(limited, guesser, codes[0]!);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBeTruthy();
    expect(await hasTicket(guesser.id)).toBe(false);
  });
});

describe('GET /api/tickets/mine and release', () => {
  test("the buyer sees the order's codes, who claimed them by name, and an Admin frees one", async () => {
    const buyer = await createUser(db(), { hasTicket: false });
    const { order, codes } = await paidOrder(2, buyer.id);
    const colleague = await createUser(db(), { hasTicket: false, firstName: 'Eva', lastName: 'Malá' });
    expect((await claim(t, colleague, codes[1]!)).status).toBe(200);

    const mine = await t.send('GET', '/api/tickets/mine', { bearer: buyer });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as { held: { code: string }; orders: { number: string; tickets: unknown[] }[] };
    expect(body.held.code).toBe(codes[0]);
    expect(body.orders.find((o) => o.number === order.number)?.tickets).toEqual([
      {
        code: codes[0],
        claimed: true,
        holderName: `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`.trim() || null,
        mine: true,
      },
      { code: codes[1], claimed: true, holderName: 'Eva Malá', mine: false },
    ]);
    // The colleague sees the ticket they hold, not the buyer's order.
    const theirs = (await (await t.send('GET', '/api/tickets/mine', { bearer: colleague })).json()) as {
      held: unknown;
      orders: unknown[];
    };
    expect(theirs).toMatchObject({ hasTicket: true, held: { code: codes[1] }, orders: [] });
    expect((await t.send('GET', '/api/tickets/mine')).status).toBe(401);

    expect((await t.send('POST', '/api/tickets/release', { bearer: buyer, body: { code: codes[1] } })).status).toBe(403);
    const admin = await createAdmin(db());
    const released = await t.send('POST', '/api/tickets/release', { bearer: admin, body: { code: codes[1] } });
    expect(await released.json()).toEqual({ code: codes[1], released: true });
    expect(await hasTicket(colleague.id)).toBe(false);
    const other = await createUser(db(), { hasTicket: false });
    expect((await claim(t, other, codes[1]!)).status).toBe(200);
  });
});

describe('self-declared tickets', () => {
  const setSelfDeclared = (on: boolean) =>
    db().update(ticketSettings).set({ selfDeclaredTickets: on }).where(eq(ticketSettings.editionId, currentEditionId));

  test('off: a user cannot set their own hasTicket; on: they can, for themselves only', async () => {
    const user = await createUser(db(), { hasTicket: false });
    const other = await createUser(db(), { hasTicket: false });
    await setSelfDeclared(false);
    const refused = await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { hasTicket: true } });
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toMatchObject({ code: 'Users.forbidden.field', field: 'hasTicket' });
    expect(await hasTicket(user.id)).toBe(false);

    await setSelfDeclared(true);
    try {
      const ok = await t.send('PUT', `/api/users/${user.id}`, { bearer: user, body: { hasTicket: true } });
      expect(ok.status).toBe(200);
      expect(await hasTicket(user.id)).toBe(true);
      const others = await t.send('PUT', `/api/users/${other.id}`, { bearer: user, body: { hasTicket: true } });
      expect(others.status).toBe(403);
      expect(await hasTicket(other.id)).toBe(false);
    } finally {
      await setSelfDeclared(false);
    }
  });
});

test('normalizeTicketCode reads what people type', () => {
  expect(normalizeTicketCode('ti-7kq4-m9xd-2hpa')).toBe('TI-7KQ4-M9XD-2HPA');
  expect(normalizeTicketCode(' 7KQ4 M9XD 2HPA ')).toBe('TI-7KQ4-M9XD-2HPA');
  expect(normalizeTicketCode('TI-7KQ4-M9XD-2HPO')).toBe('TI-7KQ4-M9XD-2HP0');
  expect(normalizeTicketCode('TI-7KQ4-M9XD')).toBeUndefined();
  expect(normalizeTicketCode('TI-7KQ4-M9XD-2HPU')).toBeUndefined();
});
