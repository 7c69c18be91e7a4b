/**
 * The sales window and the ticket waiting list (decision 082), through the API on PGlite and
 * PostgreSQL: orders before, during and after the window by the programme clock (CLOCK_START a
 * week before the 2021 events while the real time is years later), the default end at the
 * conference's start, the sales state the pages read, the waiting list sign-up, and offers
 * that are valid, expired, used, and used twice at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { currentEditionId } from '../../core/editions/current-edition';
import { and, eq } from 'drizzle-orm';
import { EVENT_TYPE, events, mailOutbox, ticketOrders, ticketSettings, ticketWaitlist } from '../../db/schema';
import { DEMO_SUPPLIER } from '../../db/demo/facts';
import { getTicketSalesState } from '../../core/tickets/get-ticket-sales-state';
import { inviteFromWaitlist } from '../../core/tickets/invite-from-waitlist';
import { joinTicketWaitlist } from '../../core/tickets/join-ticket-waitlist';
import { findTicketOffer } from '../../core/tickets/ticket-offer';
import { siteLinks } from '../links';
import { href } from '../../app/i18n/route-paths';
import { BEFORE_EVENTS, createAdmin, createEvent } from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusal, refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let unique = 0;
const CLOCK = Date.parse(BEFORE_EVENTS);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(CLOCK + hours * HOUR);

const buyer = (values: Record<string, unknown> = {}) => ({
  amount: 1,
  name: 'Jana Nováková',
  email: `window${++unique}@example.test`,
  phone: '+420 601 234 567',
  ...values,
});
const order = (body: unknown) => t.send('POST', '/api/buy-ticket', { body });
const setSettings = (values: Partial<typeof ticketSettings.$inferInsert>) =>
  t.database.db.update(ticketSettings).set(values).where(eq(ticketSettings.editionId, currentEditionId));
const sold = async () =>
  (await t.database.db.select().from(ticketOrders)).reduce((n, r) => n + (r.status === 'cancelled' ? 0 : r.amount), 0);

beforeAll(async () => {
  t = await createWriteTestContext({ env: { CLOCK_START: BEFORE_EVENTS } });
  await setSettings({ ...DEMO_SUPPLIER });
});
beforeEach(async () => {
  await setSettings({ quota: null, salesStart: null, salesEnd: null, offerHours: 48 });
  await t.database.db.delete(events).where(eq(events.eventtypeId, EVENT_TYPE.conference));
  await t.database.db.delete(ticketWaitlist);
});
afterAll(() => t.database.close());

describe('the sales window, by the programme clock', () => {
  test('before the start: 409 TicketSales.notYetOpen with the opening instant, and no order', async () => {
    await setSettings({ salesStart: at(2) });
    const res = await order(buyer());
    expect(res.status).toBe(409);
    const body = (await res.json()) as { data: { opensAt: string } };
    expect(refusal(body).code).toBe('TicketSales.notYetOpen');
    expect(body.data.opensAt).toBe(at(2).toISOString());
    expect(await getTicketSalesState(t.database.db, t.config.now())).toMatchObject({ phase: 'notYetOpen', opensAt: at(2) });
  });

  test('inside the window the order is placed, though the real time is long past its end', async () => {
    await setSettings({ salesStart: at(-2), salesEnd: at(2) });
    expect((await order(buyer())).status).toBe(200);
    expect(await getTicketSalesState(t.database.db, t.config.now())).toMatchObject({ phase: 'open', closesAt: at(2) });
  });

  test('after the end: 409 TicketSales.closed', async () => {
    await setSettings({ salesEnd: at(-1) });
    const before = await sold();
    expect((await refusalOf(await order(buyer()))).code).toBe('TicketSales.closed');
    expect(await sold()).toBe(before);
  });

  test('without an end, sales close when the conference’s first published session starts', async () => {
    await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.conference, start: at(24), end: at(25) });
    // A draft session earlier does not count.
    await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.conference, start: at(-5), end: at(-4), published_at: null });
    expect((await getTicketSalesState(t.database.db, t.config.now())).closesAt).toEqual(at(24));
    expect((await order(buyer())).status).toBe(200);
    await createEvent(t.database.db, { eventtypeId: EVENT_TYPE.conference, start: at(-1), end: at(0.5) });
    expect((await refusalOf(await order(buyer()))).code).toBe('TicketSales.closed');
    expect((await getTicketSalesState(t.database.db, t.config.now())).phase).toBe('closed');
  });

  test('the few tickets left are counted; none left is sold out', async () => {
    await setSettings({ quota: (await sold()) + 12 });
    expect(await getTicketSalesState(t.database.db, t.config.now())).toMatchObject({
      phase: 'open',
      remaining: 12,
      fewLeft: true,
    });
    await setSettings({ quota: (await sold()) + 500 });
    expect((await getTicketSalesState(t.database.db, t.config.now())).fewLeft).toBe(false);
    await setSettings({ quota: await sold() });
    expect(await getTicketSalesState(t.database.db, t.config.now())).toMatchObject({ phase: 'soldOut', remaining: 0 });
  });

  test('an Admin sets the window through the settings; an end before the start is refused', async () => {
    const admin = await createAdmin(t.database.db);
    const ok = await t.send('PUT', '/api/ticket-settings', {
      bearer: admin,
      body: { salesStart: at(-1).toISOString(), salesEnd: at(10).toISOString(), offerHours: 24 },
    });
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(await ok.json()).toMatchObject({ salesStart: at(-1).toISOString(), salesEnd: at(10).toISOString(), offerHours: 24 });
    const bad = await t.send('PUT', '/api/ticket-settings', { bearer: admin, body: { salesEnd: at(-2).toISOString() } });
    expect(await refusalOf(bad)).toMatchObject({ code: 'TicketSettings.salesWindow', field: 'salesEnd' });
  });
});

describe('the ticket waiting list', () => {
  const join = (email: string, amount = 2) =>
    joinTicketWaitlist(t.database.db, { input: { email, amount, locale: 'en', consent: true }, programmeNow: t.config.now() });

  /** Sold out, one person on the list invited: the code from their mail. */
  async function invited(amount = 2, now?: Date) {
    await setSettings({ quota: await sold() });
    const email = `wait${++unique}@example.test`;
    await join(email, amount);
    const [entry] = await t.database.db.select().from(ticketWaitlist).where(eq(ticketWaitlist.email, email));
    const admin = await createAdmin(t.database.db);
    await inviteFromWaitlist(t.database.db, { viewer: admin, id: entry!.id, mail: t.deps.mail, now });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.template, 'ticket-offer')));
    expect(mail!.text).toContain('/en/buy-ticket?offer=');
    return { email, code: decodeURIComponent(/offer=([\w%-]+)/.exec(mail!.text)![1]!), id: entry!.id };
  }

  test('the offer link opens the BuyTicket page of the route table, in either language', () => {
    for (const locale of ['cs', 'en'] as const)
      expect(siteLinks('https://innoweek.example').ticketOffer('abc', locale)).toBe(
        `https://innoweek.example${href('BuyTicket', {}, locale)}?offer=abc`,
      );
  });

  test('signing up is only for a sold-out sale (409 TicketWaitlist.notSoldOut)', async () => {
    await expect(join(`early${++unique}@example.test`)).rejects.toMatchObject({ code: 'TicketWaitlist.notSoldOut' });
    await setSettings({ quota: await sold() });
    const email = `Late${++unique}@Example.test`;
    await join(email, 3);
    await join(email.toLowerCase(), 1);
    const rows = await t.database.db.select().from(ticketWaitlist);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 1, locale: 'en' });
  });

  test('a valid offer orders its count beyond the quota, once', async () => {
    const { code } = await invited(2);
    expect((await refusalOf(await order(buyer()))).code).toBe('Ticket.soldOut');
    expect(await refusalOf(await order(buyer({ amount: 3, offer: code })))).toMatchObject({
      code: 'TicketOffer.amount',
      field: 'amount',
    });
    const before = await sold();
    expect((await order(buyer({ amount: 2, offer: code }))).status).toBe(200);
    expect(await sold()).toBe(before + 2);
    expect((await refusalOf(await order(buyer({ offer: code })))).code).toBe('TicketOffer.used');
    expect((await findTicketOffer(t.database.db, code, new Date()))?.state).toBe('used');
  });

  test('an expired offer cannot be used; an unknown one is invalid', async () => {
    const { code } = await invited(1, new Date(Date.now() - 49 * HOUR));
    expect((await findTicketOffer(t.database.db, code, new Date()))?.state).toBe('expired');
    expect((await refusalOf(await order(buyer({ offer: code })))).code).toBe('TicketOffer.expired');
    expect((await refusalOf(await order(buyer({ offer: 'no-such-offer' })))).code).toBe('TicketOffer.invalid');
  });

  test('an offer does not open a closed sale', async () => {
    const { code } = await invited(1);
    await setSettings({ salesEnd: at(-1) });
    expect((await refusalOf(await order(buyer({ offer: code })))).code).toBe('TicketSales.closed');
  });

  test('one offer used by two orders at once: exactly one is placed', async () => {
    const { code } = await invited(1);
    const before = await sold();
    const answers = await Promise.all([0, 1, 2, 3].map(() => order(buyer({ offer: code }))));
    const codes = await Promise.all(answers.map(async (r) => (r.status === 200 ? 'ok' : (await refusalOf(r)).code)));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'TicketOffer.used')).toHaveLength(3);
    expect(await sold()).toBe(before + 1);
  });
});
