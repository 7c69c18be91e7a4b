import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/accounts/password';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import { localFileStorage } from '../../core/media/local-file-storage';
import { storedFileKeys } from '../../core/media/stored-file-keys';
import { createTestDatabase } from '../../tests/db';
import type { Database } from '../client';
import {
  accessCodes,
  CONFERENCE_HALL_ID,
  eventJoins,
  events,
  eventSpeakers,
  EVENT_TYPE,
  exhibitorEditors,
  exhibitors,
  files,
  halls,
  locations,
  menuPages,
  pages,
  PARTNER_GROUPS,
  partners,
  patrons,
  promoCodes,
  settings,
  speakers,
  ticketOrderDocuments,
  ticketOrders,
  ticketSettings,
  documentCounters,
  editions,
  mailOutbox,
  tickets,
  users,
} from '../schema';
import { ibanOfCzechAccount, parseCzechAccount } from '../../core/tickets/bank-account';
import { isValidRegnumber } from '../../core/tickets/company-id';
import { ACCESS_CODES, CONFERENCE_PANEL_IDS, DEMO_PASSWORD, DEMO_SUPPLIER, DEMO_USERS, demoEmail, PROMO_CODES } from './facts';
import { seedDemoContentIfEmpty } from './seed';
import { hasTicketNow } from '../../core/editions/current-edition';

let database: Database;
let dataDir: string;
const db = () => database.db;
const uploads = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')) : []);
const plain = (html: string | null) => (html ?? '').replace(/<[^>]+>/g, '').trim();
const ids = (csv: string) => (csv ? csv.split(',').map(Number) : []);

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'innoweek-demo-'));
});

afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('seedDemoContentIfEmpty', () => {
  it('rolls everything back, files included, when seeding fails half way', async () => {
    // An exhibitor occupying id 1 makes the seed fail after the exhibitor logos are stored.
    await db().insert(exhibitors).values({ id: 1, name: 'Blocker', slug: 'blocker' });
    await expect(seedDemoContentIfEmpty(db(), { storage: localFileStorage(dataDir), editions: '2021' })).rejects.toThrow();
    expect(await db().$count(users)).toBe(0);
    expect(await db().$count(events)).toBe(0);
    expect(await db().$count(files)).toBe(0);
    expect(uploads()).toEqual([]);
    await db().delete(exhibitors);
  }, 60_000);

  it('seeds an empty database once', async () => {
    expect(await seedDemoContentIfEmpty(db(), { storage: localFileStorage(dataDir), editions: '2021' })).toBe(true);
    expect(await seedDemoContentIfEmpty(db(), { storage: localFileStorage(dataDir), editions: '2021' })).toBe(false);
  }, 60_000);

  it('has the halls, with hall 5 the congress hall, and the regional venues', async () => {
    const rows = await db().select().from(halls).orderBy(halls.id);
    expect(rows.map((h) => h.id)).toEqual([1, 2, 3, 4, 5]);
    expect(rows[4]).toMatchObject({ id: CONFERENCE_HALL_ID, name: 'Kongresový sál', name_en: 'Congress hall' });
    for (const h of rows) {
      expect(h.broadcast).toMatch(/^(vimeo|youtube):[A-Za-z0-9_-]+$/);
      expect(h.slido).toBeTruthy();
      expect(plain(h.description)).not.toBe('');
      expect(plain(h.description_en)).not.toBe('');
    }
    expect(await db().$count(locations)).toBeGreaterThanOrEqual(8);
  });

  it('has the three conference panels 32, 35 and 36 in hall 5 between the fixed breaks', async () => {
    const panels = await db().select().from(events).where(eq(events.eventtypeId, EVENT_TYPE.conference)).orderBy(events.id);
    expect(panels.map((e) => e.id)).toEqual([...CONFERENCE_PANEL_IDS]);
    expect(panels.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2021-10-11T07:30:00.000Z', '2021-10-11T08:45:00.000Z'],
      ['2021-10-11T09:00:00.000Z', '2021-10-11T10:15:00.000Z'],
      ['2021-10-11T11:00:00.000Z', '2021-10-11T12:30:00.000Z'],
    ]);
    for (const p of panels) {
      expect(p.hallId).toBe(CONFERENCE_HALL_ID);
      expect(p.published_at).not.toBeNull();
      const order = ids(p.speakers_order);
      expect(order.length).toBeGreaterThanOrEqual(3);
      expect(order.length).toBeLessThanOrEqual(5);
    }
  });

  it('has about 25 published seminars in halls 1 to 4 on 11 October, 09:00 to 17:30 Prague time', async () => {
    const seminars = await db().select().from(events).where(eq(events.eventtypeId, EVENT_TYPE.seminar));
    expect(seminars.filter((s) => s.published_at).length).toBeGreaterThanOrEqual(24);
    for (const s of seminars) {
      expect([1, 2, 3, 4]).toContain(s.hallId);
      expect(s.start.getTime()).toBeGreaterThanOrEqual(Date.parse('2021-10-11T09:00:00+02:00'));
      expect(s.end.getTime()).toBeLessThanOrEqual(Date.parse('2021-10-11T17:30:00+02:00'));
      expect(s.exhibitorId).not.toBeNull();
      expect(s.max_users).toBeGreaterThanOrEqual(20);
      expect(s.max_users).toBeLessThanOrEqual(60);
      expect(s.contact_email).toContain('@');
    }
    // No two published seminars overlap in one hall.
    const published = seminars.filter((s) => s.published_at).sort((a, b) => +a.start - +b.start);
    for (const [i, s] of published.entries()) {
      const clash = published.slice(i + 1).find((o) => o.hallId === s.hallId && o.start < s.end);
      expect(clash, `${s.name} overlaps ${clash?.name}`).toBeUndefined();
    }
  });

  it('has about 30 accompanying events from 4 to 24 October at the venues', async () => {
    const rows = await db().select().from(events).where(eq(events.eventtypeId, EVENT_TYPE.accompanying));
    expect(rows.filter((e) => e.published_at).length).toBeGreaterThanOrEqual(28);
    for (const e of rows) {
      expect(e.locationId).not.toBeNull();
      expect(e.start.getTime()).toBeGreaterThanOrEqual(Date.parse('2021-10-04T00:00:00+02:00'));
      expect(e.end.getTime()).toBeLessThanOrEqual(Date.parse('2021-10-25T00:00:00+02:00'));
      expect(e.facebook_link).toMatch(/^https:\/\//);
    }
    expect(rows.filter((e) => e.imageId !== null).length).toBeGreaterThanOrEqual(5);
  });

  it('gives every event a slug, Czech and English names and descriptions', async () => {
    const rows = await db().select().from(events);
    for (const e of rows) {
      expect(e.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(e.name.trim()).not.toBe('');
      expect(e.name_en?.trim()).toBeTruthy();
      expect(plain(e.description)).not.toBe('');
      expect(plain(e.description_en)).not.toBe('');
    }
  });

  it('keeps speakers_order in step with the event speakers', async () => {
    const links = await db().select().from(eventSpeakers);
    const rows = await db().select({ id: events.id, order: events.speakers_order }).from(events);
    for (const e of rows) {
      const linked = links.filter((l) => l.eventId === e.id).map((l) => l.speakerId);
      expect(ids(e.order).sort((a, b) => a - b)).toEqual(linked.sort((a, b) => a - b));
    }
  });

  it('has one premiere and drafts, one of them editable by the organizer account', async () => {
    expect(await db().$count(events, eq(events.is_premiere, true))).toBe(1);
    const drafts = await db().select().from(events).where(isNull(events.published_at));
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const organizerExhibitors = (
      await db().select().from(exhibitorEditors).where(eq(exhibitorEditors.userId, DEMO_USERS.organizer.id))
    ).map((r) => r.exhibitorId);
    expect(drafts.some((d) => d.exhibitorId !== null && organizerExhibitors.includes(d.exhibitorId))).toBe(true);
  });

  it('has seminar sign-ups within capacity, one seminar full, attendance only of joined users', async () => {
    const joins = await db().select().from(eventJoins);
    const seminars = await db().select().from(events).where(eq(events.eventtypeId, EVENT_TYPE.seminar));
    let full = 0;
    for (const s of seminars) {
      const joined = joins.filter((j) => j.eventId === s.id).map((j) => j.userId);
      expect(joined.length).toBeLessThanOrEqual(s.max_users!);
      if (joined.length === s.max_users) full++;
      for (const present of ids(s.users_present)) expect(joined).toContain(present);
    }
    expect(full).toBeGreaterThanOrEqual(1);
    expect(seminars.filter((s) => s.users_present !== '').length).toBeGreaterThanOrEqual(2);
  });

  it('has exhibitors with logos, some hidden from the fair, several with long descriptions', async () => {
    const rows = await db().select().from(exhibitors);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const hidden = rows.filter((e) => !e.ispublic).length;
    expect(hidden).toBeGreaterThanOrEqual(3);
    expect(hidden).toBeLessThanOrEqual(4);
    expect(rows.filter((e) => plain(e.description).length > 210).length).toBeGreaterThanOrEqual(3);
    for (const e of rows) {
      expect(e.logoId).not.toBeNull();
      expect(plain(e.description_en)).not.toBe('');
      expect(e.slug).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has published speakers with portraits and links', async () => {
    const rows = await db().select().from(speakers);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const s of rows) {
      expect(s.published_at).not.toBeNull();
      expect(s.imageId).not.toBeNull();
      expect(s.job_en).toBeTruthy();
      if (s.web_link) expect(s.web_link).toMatch(/^https:\/\/twitter\.com\//);
      if (s.linkedin_link) expect(s.linkedin_link).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    }
  });

  it('has the demo accounts with their roles and the demo password', async () => {
    for (const demo of Object.values(DEMO_USERS)) {
      const [u] = await db().select().from(users).where(eq(users.username, demo.username));
      expect(u).toMatchObject({
        id: demo.id,
        roleId: demo.roleId,
        email: demoEmail(demo.username),
        confirmed: true,
        blocked: false,
      });
    }
    const hashes = await db()
      .select({ h: users.passwordHash })
      .from(users)
      .where(sql`${users.passwordHash} is not null`);
    expect(hashes).toHaveLength(Object.keys(DEMO_USERS).length);
    const verified = await Promise.all(hashes.map((r) => verifyPassword(DEMO_PASSWORD, r.h)));
    expect(verified.every(Boolean)).toBe(true);
    expect(await verifyPassword('wrong-password', hashes[0]!.h)).toBe(false);

    const [member] = await db().select().from(users).where(eq(users.id, DEMO_USERS.member.id));
    expect(member).toMatchObject({ firstName: 'Petr', lastName: 'Novotný' });
    expect(await hasTicketNow(db(), DEMO_USERS.member.id)).toBe(true);
    expect(member?.phone && member.invoiceRegnumber && member.invoiceVAT && member.billingEmail).toBeTruthy();
    expect(await db().$count(users, isNull(users.passwordHash))).toBeGreaterThanOrEqual(15);
  });

  it('lets organizer edit two exhibitors and editor a different one', async () => {
    const rows = await db().select().from(exhibitorEditors);
    const of = (userId: number) => rows.filter((r) => r.userId === userId).map((r) => r.exhibitorId);
    expect(of(DEMO_USERS.organizer.id)).toHaveLength(2);
    expect(of(DEMO_USERS.editor.id)).toHaveLength(1);
    expect(of(DEMO_USERS.organizer.id)).not.toContain(of(DEMO_USERS.editor.id)[0]);
  });

  it('stores livestream passphrases only as hashes, with their scopes', async () => {
    const rows = await db().select().from(accessCodes);
    expect(rows.some((r) => r.codeHash.includes(ACCESS_CODES.conference))).toBe(false);
    const conference = rows.find((r) => r.codeHash === hashAccessCode(ACCESS_CODES.conference));
    const seminars = rows.find((r) => r.codeHash === hashAccessCode(ACCESS_CODES.seminars));
    expect(conference).toMatchObject({ label: 'Konference 2021', conference: true, seminars: true });
    expect(seminars).toMatchObject({ label: 'Semináře 2021', conference: false, seminars: true });
    // The paid orders' codes, as paying them issued (decision 031).
    expect(rows.find((r) => r.codeHash === hashAccessCode(ACCESS_CODES.order1))).toMatchObject({ orderId: 1, conference: true });
    expect(rows.find((r) => r.codeHash === hashAccessCode(ACCESS_CODES.order3))).toMatchObject({ orderId: 3, seminars: true });
  });

  it('has promo codes, one inactive and one expired, and the member ticket order', async () => {
    const codes = await db().select().from(promoCodes);
    const byCode = (c: string) => codes.find((p) => p.code === c);
    expect(byCode(PROMO_CODES.half)).toMatchObject({ discount: 50, active: true, validUntil: null });
    expect(byCode(PROMO_CODES.free)).toMatchObject({ discount: 100, active: true });
    expect(byCode(PROMO_CODES.inactive)?.active).toBe(false);
    expect(byCode(PROMO_CODES.expired)?.validUntil?.getTime()).toBeLessThan(Date.parse('2021-10-01T00:00:00Z'));

    expect(byCode(PROMO_CODES.usedUp)).toMatchObject({ discount: 15, maxUses: 1 });

    const orders = await db().select().from(ticketOrders).orderBy(ticketOrders.id);
    expect(orders.map((o) => [o.number, o.variableSymbol, o.status])).toEqual([
      ['2021-0001', '20210001', 'paid'],
      ['2021-0002', '20210002', 'awaiting'],
      ['2021-0003', '20210003', 'paid'],
    ]);
    expect(orders[0]).toMatchObject({ userId: DEMO_USERS.member.id, type: 1, amount: 1, unitPrice: 10900, totalWithVat: 13189 });
    expect(orders[1]).toMatchObject({
      type: 2,
      amount: 3,
      unitPrice: 8415,
      totalWithoutVat: 25245,
      vat: 5301,
      totalWithVat: 30546,
    });
    expect(orders[1]!.promoCodeId).toBe(codes.find((p) => p.code === PROMO_CODES.usedUp)!.id);
    expect(await db().select().from(documentCounters).orderBy(documentCounters.series)).toEqual([
      { series: 'invoice', year: 2021, last: 2 },
      { series: 'order', year: 2021, last: 3 },
    ]);
    // The paid orders have their tax documents, dated on the payment's day (decision 078); the awaiting one none.
    const docs = await db().select().from(ticketOrderDocuments).orderBy(ticketOrderDocuments.id);
    expect(docs.map((d) => [d.orderId, d.number, d.taxableOn])).toEqual([
      [1, 'F2021-0001', '2021-09-20'],
      [3, 'F2021-0002', '2021-09-29'],
    ]);
    expect(orders[2]).toMatchObject({ userId: DEMO_USERS.member.id, type: 2, amount: 3, status: 'paid' });
  });

  it("with editions 2021 loads that edition alone, current, its three orders and no mail (the current edition's orders are not made)", async () => {
    expect((await db().select().from(editions)).map((e) => [e.year, e.state])).toEqual([[2021, 'current']]);
    expect(await db().$count(ticketOrders)).toBe(3);
    expect(await db().$count(tickets)).toBe(4);
    expect(await db().$count(mailOutbox)).toBe(0);
  });

  it("has the organiser as the invoices' supplier, with an IČO and an account that pass their checks", async () => {
    const [s] = await db().select().from(ticketSettings);
    expect(s).toMatchObject({ ...DEMO_SUPPLIER, vatRate: 21, paymentDueDays: 14, quota: null, selfDeclaredTickets: false });
    expect(isValidRegnumber(s!.supplierRegnumber)).toBe(true);
    expect(ibanOfCzechAccount(parseCzechAccount(s!.bankAccount)!)).toBe(s!.iban);
  });

  it('has settings, patrons in a chosen order with some left out, and every partner group', async () => {
    const [s] = await db().select().from(settings);
    expect(s).toMatchObject({ name: 'Týden inovací ČR 2021', name_en: 'Innovation Week Czech Republic 2021' });
    expect(s?.logoId).not.toBeNull();
    expect(s?.imageId).not.toBeNull();
    const patronIds = (await db().select({ id: patrons.id }).from(patrons)).map((p) => p.id);
    const [edition] = await db().select().from(editions);
    const order = ids(edition!.patrons_order);
    expect(patronIds.length).toBeGreaterThanOrEqual(10);
    for (const id of order) expect(patronIds).toContain(id);
    expect(patronIds.length - order.length).toBeGreaterThanOrEqual(1);
    expect(patronIds.length - order.length).toBeLessThanOrEqual(2);

    const rows = await db().select().from(partners);
    for (const group of PARTNER_GROUPS) {
      const n = rows.filter((p) => p.group === group).length;
      expect(n, group).toBeGreaterThanOrEqual(2);
      expect(n, group).toBeLessThanOrEqual(6);
    }
    for (const p of rows) {
      expect(p.link).toMatch(/^https:\/\//);
      expect(p.imageId).not.toBeNull();
    }
  });

  it('has content pages localised in Czech and English and a side menu per locale', async () => {
    const rows = await db().select().from(pages);
    for (const slug of ['o-akci', 'prakticke-informace', 'ochrana-osobnich-udaju']) {
      const cs = rows.find((p) => p.slug === slug && p.locale === 'cs');
      expect(cs, slug).toBeDefined();
      const en = rows.find((p) => p.localizationGroup === cs!.localizationGroup && p.locale === 'en');
      expect(en, slug).toBeDefined();
      expect(plain(en!.content)).not.toBe('');
    }
    const menu = await db().select().from(menuPages);
    expect(menu.filter((m) => m.locale === 'en' && m.pageId !== null).length).toBeGreaterThanOrEqual(3);
    expect(await db().$count(menuPages, and(eq(menuPages.locale, 'cs'), isNull(menuPages.pageId)))).toBe(1);
  });

  it('has every image on disk, with its formats, and every image reference pointing at a file', async () => {
    const stored = await db().select().from(files);
    expect(stored.length).toBeGreaterThanOrEqual(80);
    const storage = localFileStorage(dataDir);
    for (const f of stored) for (const key of storedFileKeys(f)) expect(existsSync(storage.pathOf(key)), key).toBe(true);
    expect(stored.some((f) => f.formats.large)).toBe(true);
    expect(stored.some((f) => f.mime === 'image/svg+xml')).toBe(true);

    const { rows } = (await db().execute(sql`
      select count(*)::int as n from (
        select logo_id as id from exhibitors union all select image_id from speakers union all
        select image_id from patrons union all select image_id from partners union all
        select image_id from events union all select logo_id from settings union all select image_id from settings
      ) refs where id is not null and id not in (select id from files)`)) as unknown as { rows: { n: number }[] };
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('leaves every serial sequence past the seeded ids, so new rows insert', async () => {
    const [event] = await db()
      .insert(events)
      .values({
        name: 'Nová akce',
        name_en: 'New event',
        slug: 'nova-akce',
        start: new Date(),
        end: new Date(),
        eventtypeId: EVENT_TYPE.accompanying,
      })
      .returning();
    const maxBefore = Math.max(...CONFERENCE_PANEL_IDS);
    expect(event!.id).toBeGreaterThan(maxBefore);
    const [user] = await db().insert(users).values({ username: 'novy', email: 'novy@innoweek.test' }).returning();
    expect(user!.id).toBeGreaterThan(30);

    const { rows } = (await db().execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_default like 'nextval(%'`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    };
    expect(rows.length).toBeGreaterThanOrEqual(15);
    for (const { table_name, column_name } of rows) {
      const { rows: r } = (await db().execute(sql`
        select nextval(pg_get_serial_sequence(${`"${table_name}"`}, ${column_name})) as next,
               (select coalesce(max(${sql.identifier(column_name)}), 0) from ${sql.identifier(table_name)}) as max`)) as unknown as {
        rows: { next: string | number; max: string | number }[];
      };
      expect(Number(r[0]!.next), table_name).toBeGreaterThan(Number(r[0]!.max));
    }
  });
});

describe('seedDemoContentIfEmpty on a database in use', () => {
  let other: Database;
  beforeAll(async () => {
    other = await createTestDatabase();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('does nothing when there are users but no events', async () => {
    await other.db.insert(users).values({ username: 'someone', email: 'someone@example.cz' });
    expect(await seedDemoContentIfEmpty(other.db, { storage: localFileStorage(dataDir), editions: '2021' })).toBe(false);
    expect(await other.db.$count(events)).toBe(0);
    expect(await other.db.$count(users)).toBe(1);
  });
});
