/**
 * The edition an admin read or write is about (decision 178): `?edition=<year>` on the admin
 * lists of events, orders, promo codes, access codes and the ticket waiting list (absent: the
 * current edition, as before), events created and edited in a draft, and an archived edition's
 * programme and codes refused (409 `Edition.archived`) while its orders stay listed; the ticket
 * settings of a draft read and set with its year, without touching the current edition's sales.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accessCodes,
  editions,
  EVENT_TYPE,
  events,
  promoCodes,
  ticketOrders,
  ticketSettings,
  ticketWaitlist,
} from '../../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { createAdmin, createEvent, createExhibitor, createHall, createPromoCode, createTicketOrder } from '../../tests/factories';
import { refusalOf } from '../../tests/refusal';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let hall: { id: number };
let exhibitor: { id: number };
/** Per edition (current 2021, draft 2022, archived 2020): one row of each edition-owned list. */
const rows: Record<
  'current' | 'draft' | 'archived',
  { event: number; order: number; promo: number; code: number; wait: number }
> = {} as never;
const ids: Record<'draft' | 'archived', number> = {} as never;

async function edition(year: number, state: 'draft' | 'archived') {
  const [row] = await t.database.db
    .insert(editions)
    .values({
      year,
      name: `Týden inovací ${year}`,
      name_en: `Innovation week ${year}`,
      mainDay: `${year}-10-10`,
      programmeStart: `${year}-10-03`,
      programmeEnd: `${year}-10-23`,
      state,
    })
    .returning();
  return row!.id;
}

async function fill(editionId: number | undefined) {
  const db = t.database.db;
  const of = editionId === undefined ? {} : { editionId };
  const event = await createEvent(db, {
    ...of,
    eventtypeId: EVENT_TYPE.seminar,
    hallId: hall.id,
    exhibitorId: exhibitor.id,
    max_users: 30,
  });
  const order = await createTicketOrder(db, of);
  const promo = await createPromoCode(db, of);
  const [code] = await db
    .insert(accessCodes)
    .values({ ...of, label: `code ${event.id}`, codeHash: `hash-${event.id}`, conference: true })
    .returning();
  const [wait] = await db
    .insert(ticketWaitlist)
    .values({ ...of, email: `wait${event.id}@example.test`, amount: 1, consentedAt: new Date() })
    .returning();
  return { event: event.id, order: order.id, promo: promo.id, code: code!.id, wait: wait!.id };
}

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  hall = await createHall(db);
  exhibitor = await createExhibitor(db);
  ids.draft = await edition(2022, 'draft');
  ids.archived = await edition(2020, 'archived');
  rows.current = await fill(undefined);
  rows.draft = await fill(ids.draft);
  rows.archived = await fill(ids.archived);
});
afterAll(() => t.database.close());

const get = async (path: string) => {
  const res = await t.send('GET', path, { bearer: admin });
  expect(res.status, path).toBe(200);
  return (await res.json()) as { data: { id: number }[] };
};
const listed = async (path: string) => (await get(path)).data.map((r) => r.id);
const json = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

describe('?edition=<year> on the admin lists', () => {
  const lists = [
    ['/api/events/admin', 'event'],
    ['/api/ticket-orders', 'order'],
    ['/api/promocodes', 'promo'],
    ['/api/access-codes', 'code'],
    ['/api/ticket-waitlist', 'wait'],
  ] as const;

  test.each(lists)('%s lists the current edition without it and the named edition with it', async (path, key) => {
    const sep = path.includes('?') ? '&' : '?';
    expect(await listed(path)).toEqual([rows.current[key]]);
    expect(await listed(`${path}${sep}edition=2022`)).toEqual([rows.draft[key]]);
    expect(await listed(`${path}${sep}edition=2020`)).toEqual([rows.archived[key]]);
  });

  test.each(lists)('%s refuses a year without an edition, or no year, with 400 Query.param.edition', async (path) => {
    for (const asked of ['1999', 'abc', '']) {
      const refusal = await refusalOf(await t.send('GET', `${path}?edition=${asked}`, { bearer: admin }));
      expect(refusal).toMatchObject({ statusCode: 400, code: 'Query.param.edition', field: 'edition' });
    }
  });

  test('the orders download takes the edition too', async () => {
    const csv = async (query: string) =>
      (await (await t.send('GET', `/api/ticket-orders.csv${query}`, { bearer: admin })).text()).split('\r\n');
    const current = await csv('');
    const draft = await csv('?edition=2022');
    expect(draft[0]).toBe(current[0]);
    expect(draft.filter(Boolean)).toHaveLength(2);
    expect(draft.join()).not.toBe(current.join());
  });
});

describe('events of a draft edition', () => {
  const seminar = {
    name: 'Seminář ročníku 2022',
    name_en: 'A 2022 seminar',
    eventtype: EVENT_TYPE.seminar,
    start: '2022-10-12T07:00:00.000Z',
    end: '2022-10-12T08:30:00.000Z',
    max_users: 40,
  };

  test('are created in it, read and edited with its year, and unknown at today’s address', async () => {
    const body = { ...seminar, hall: hall.id, exhibitor: exhibitor.id };
    const created = await t.send('POST', '/api/events?edition=2022', { bearer: admin, body });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const [row] = await t.database.db.select().from(events).where(eq(events.id, data.id));
    expect(row!.editionId).toBe(ids.draft);

    const changed = await t.send('PUT', `/api/events/${data.id}?edition=2022`, { bearer: admin, body: { max_users: 45 } });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(((await changed.json()) as { max_users: number }).max_users).toBe(45);
    expect((await t.send('GET', `/api/event-admin/${data.id}?edition=2022`, { bearer: admin })).status).toBe(200);

    // Without the year the admin works on the current edition, as before.
    expect((await t.send('PUT', `/api/events/${data.id}`, { bearer: admin, body: { max_users: 50 } })).status).toBe(404);
    expect((await t.send('GET', `/api/event-admin/${data.id}`, { bearer: admin })).status).toBe(404);
  });

  test('a copied event of the draft is edited in place', async () => {
    const res = await t.send('PUT', `/api/events/${rows.draft.event}?edition=2022`, {
      bearer: admin,
      body: { name: 'Upravený seminář 2022' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, rows.draft.event));
    expect(row).toMatchObject({ name: 'Upravený seminář 2022', editionId: ids.draft });
  });
});

describe('an archived edition is read-only but for its orders', () => {
  test('its events are not created, changed or deleted (409 Edition.archived)', async () => {
    const body = {
      name: 'Pozdě',
      eventtype: EVENT_TYPE.seminar,
      start: '2020-10-12T07:00:00.000Z',
      end: '2020-10-12T08:00:00.000Z',
      hall: hall.id,
      exhibitor: exhibitor.id,
      max_users: 10,
    };
    const refusals = [
      await t.send('POST', '/api/events?edition=2020', { bearer: admin, body }),
      await t.send('PUT', `/api/events/${rows.archived.event}?edition=2020`, { bearer: admin, body: { name: 'Jinak' } }),
      await t.send('DELETE', `/api/events/${rows.archived.event}?edition=2020`, { bearer: admin }),
    ];
    for (const res of refusals) expect(await refusalOf(res)).toMatchObject({ statusCode: 409, code: 'Edition.archived' });
    const [row] = await t.database.db.select().from(events).where(eq(events.id, rows.archived.event));
    expect(row).toBeDefined();
    expect(row!.name).not.toBe('Jinak');
    // It can still be read.
    expect((await t.send('GET', `/api/event-admin/${rows.archived.event}?edition=2020`, { bearer: admin })).status).toBe(200);
  });

  test('its promo codes and access codes are not changed or deleted', async () => {
    const refusals = [
      await t.send('PUT', `/api/promocodes/${rows.archived.promo}`, { bearer: admin, body: { discount: 10 } }),
      await t.send('DELETE', `/api/promocodes/${rows.archived.promo}`, { bearer: admin }),
      await t.send('PUT', `/api/access-codes/${rows.archived.code}`, { bearer: admin, body: { label: 'Jinak' } }),
      await t.send('DELETE', `/api/access-codes/${rows.archived.code}`, { bearer: admin }),
    ];
    for (const res of refusals) expect(await refusalOf(res)).toMatchObject({ statusCode: 409, code: 'Edition.archived' });
    // A draft's and the current edition's codes stay editable.
    for (const id of [rows.draft.promo, rows.current.promo])
      expect((await t.send('PUT', `/api/promocodes/${id}`, { bearer: admin, body: { discount: 20 } })).status).toBe(200);
  });

  test('its orders stay workable: listed and opened', async () => {
    expect(await listed('/api/ticket-orders?edition=2020')).toEqual([rows.archived.order]);
    expect((await t.send('GET', `/api/ticket-orders/${rows.archived.order}`, { bearer: admin })).status).toBe(200);
  });
});

describe('the ticket settings of the edition edited', () => {
  const settingsOf = async (editionId: number) =>
    (await t.database.db.select().from(ticketSettings).where(eq(ticketSettings.editionId, editionId)))[0];

  test('a draft’s are read and set with its year; the current edition’s stay as they were', async () => {
    const before = await json(await t.send('GET', '/api/ticket-settings', { bearer: admin }));
    await createTicketOrder(t.database.db, {
      editionId: ids.draft,
      amount: 3,
      totalWithoutVat: 32_700,
      vat: 6_867,
      totalWithVat: 39_567,
    });
    const window = { salesStart: '2022-06-01T08:00:00.000Z', salesEnd: '2022-10-09T22:00:00.000Z' };
    const res = await t.send('PUT', '/api/ticket-settings?edition=2022', {
      bearer: admin,
      body: { ...window, quota: 400, vatRate: 12, supplierName: 'Pořadatel 2022' },
    });
    // The draft's tickets: its own orders (1 copied in the fill, 3 here), not the current edition's.
    expect(await json(res)).toMatchObject({ ...window, quota: 400, vatRate: 12, ticketsSold: 4, ticketsLeft: 396 });
    expect(await json(await t.send('GET', '/api/ticket-settings?edition=2022', { bearer: admin }))).toMatchObject({
      ...window,
      quota: 400,
      supplierName: 'Pořadatel 2022',
    });
    expect(await settingsOf(ids.draft)).toMatchObject({ quota: 400, vatRate: 12 });
    const after = await json(await t.send('GET', '/api/ticket-settings', { bearer: admin }));
    expect(after).toEqual(before);
  });

  test('a year without an edition is 400 Query.param.edition, before the body is read', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.send(method, '/api/ticket-settings?edition=1999', {
        bearer: admin,
        body: method === 'PUT' ? {} : undefined,
      });
      expect(await refusalOf(res)).toMatchObject({ statusCode: 400, code: 'Query.param.edition' });
    }
  });

  test('an archived edition’s are read but not changed (409 Edition.archived)', async () => {
    expect((await t.send('GET', '/api/ticket-settings?edition=2020', { bearer: admin })).status).toBe(200);
    const before = await settingsOf(ids.archived);
    const res = await t.send('PUT', '/api/ticket-settings?edition=2020', { bearer: admin, body: { vatRate: 10 } });
    const refusal = await refusalOf(res);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'Edition.archived' });
    expect(refusal.message).toContain('2020');
    expect(await settingsOf(ids.archived)).toEqual(before);
  });

  test('the current edition’s sales ignore a draft’s settings: its window, quota and VAT', async () => {
    await json(
      await t.send('PUT', '/api/ticket-settings?edition=2022', {
        bearer: admin,
        body: { salesStart: '2099-01-01T00:00:00.000Z', salesEnd: null, quota: 0, vatRate: 0 },
      }),
    );
    const res = await t.send('POST', '/api/buy-ticket', {
      body: { amount: 1, name: 'Kupující Letos', email: 'letos@example.test', phone: '+420 700 000 000' },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const { data } = (await res.json()) as { data: { id: string } };
    const [order] = await t.database.db.select().from(ticketOrders).where(eq(ticketOrders.publicId, data.id));
    const [current] = await t.database.db.select().from(editions).where(eq(editions.state, 'current'));
    expect(order).toMatchObject({ editionId: current!.id, vatRate: 21 });
  });
});

describe('promo codes made in the edition edited', () => {
  const create = (query: string, code: string) =>
    t.send('POST', `/api/promocodes${query}`, { bearer: admin, body: { code, discount: 30 } });
  const editionOf = async (id: number) =>
    (await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!.editionId;

  test('a draft’s are made with its year, unique within it; the current edition may have the same code', async () => {
    const current = await create('', 'PRISTE2022');
    expect(current.status, await current.clone().text()).toBe(201);
    const drafted = await create('?edition=2022', 'priste2022');
    expect(drafted.status, await drafted.clone().text()).toBe(201);
    const { data } = (await drafted.json()) as { data: { id: number } };
    expect(await editionOf(data.id)).toBe(ids.draft);
    expect(await listed('/api/promocodes?edition=2022')).toContain(data.id);
    expect(await listed('/api/promocodes')).not.toContain(data.id);
    // Taken within the draft, in any case.
    expect(await refusalOf(await create('?edition=2022', 'Priste2022'))).toMatchObject({
      statusCode: 409,
      code: 'PromoCode.taken',
    });
  });

  test('a draft’s code gives nothing to today’s buyers', async () => {
    await create('?edition=2022', 'JENPRISTE');
    const res = await t.send('GET', '/api/promocodes/check/JENPRISTE');
    expect(await res.json()).toMatchObject({ success: false, discount: false });
  });

  test('a draft’s code is renamed to one the current edition has', async () => {
    const taken = await createPromoCode(t.database.db, { code: 'LETOS' });
    const mine = await createPromoCode(t.database.db, { code: 'JINAK2022', editionId: ids.draft });
    const res = await t.send('PUT', `/api/promocodes/${mine.id}`, { bearer: admin, body: { code: taken.code } });
    expect(res.status, await res.clone().text()).toBe(200);
  });

  test('none are made in an archived edition (409 Edition.archived)', async () => {
    expect(await refusalOf(await create('?edition=2020', 'POZDE2020'))).toMatchObject({
      statusCode: 409,
      code: 'Edition.archived',
    });
    expect(await refusalOf(await create('?edition=1999', 'NIKDY'))).toMatchObject({
      statusCode: 400,
      code: 'Query.param.edition',
    });
  });
});

describe('access codes made in the edition edited', () => {
  const create = (query: string, passphrase: string) =>
    t.send('POST', `/api/access-codes${query}`, {
      bearer: admin,
      body: { label: `Kód ${passphrase}`, conference: true, passphrase },
    });

  test('a draft’s are made with its year; a passphrase stays unique across editions', async () => {
    const res = await create('?edition=2022', 'pristi-rocnik-2022');
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = (await res.json()) as { data: { id: number } };
    const [row] = await t.database.db.select().from(accessCodes).where(eq(accessCodes.id, data.id));
    expect(row!.editionId).toBe(ids.draft);
    expect(await listed('/api/access-codes?edition=2022')).toContain(data.id);
    expect(await listed('/api/access-codes')).not.toContain(data.id);
    expect(await refusalOf(await create('', 'pristi-rocnik-2022'))).toMatchObject({ statusCode: 409, code: 'AccessCode.taken' });
  });

  test('none are made in an archived edition (409 Edition.archived)', async () => {
    expect(await refusalOf(await create('?edition=2020', 'pozde-rocnik-2020'))).toMatchObject({
      statusCode: 409,
      code: 'Edition.archived',
    });
  });
});
