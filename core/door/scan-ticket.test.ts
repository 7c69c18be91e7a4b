/**
 * The door scan (decision 116) on a real database: each ticket admits exactly once, under a race
 * of two devices as much as one after the other; void, cancelled and unpaid tickets are refused
 * with the reason; a forged QR code never reaches a ticket; a seminar admits its seat holders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { EVENT_TYPE, eventJoins, tickets } from '../../db/schema';
import { loadUserWithRights } from '../accounts/load-user-with-rights';
import type { ViewerWithRights } from '../accounts/policy';
import { newTicketCode } from '../tickets/ticket-code';
import { signTicketCode } from '../tickets/ticket-signature';
import { createTestDatabase } from '../../tests/db';
import { createAdmin, createEvent, createOrganizer, createTicketOrder, createUser } from '../../tests/factories';
import { findDoorList } from './find-door-list';
import { findDoorSeminars } from './find-door-seminars';
import { scanTicket } from './scan-ticket';

const SECRET = 'test-secret-test-secret-test-secret-42';
const TZ = 'Europe/Prague';
const NOW = new Date('2026-11-12T08:41:00Z');

let database: Database;
let staff: ViewerWithRights;
beforeAll(async () => {
  database = await createTestDatabase();
  staff = (await loadUserWithRights(database.db, (await createOrganizer(database.db)).id))!;
});
afterAll(() => database.close());

async function paidTicket(
  values: { holderUserId?: number; voidedAt?: Date } = {},
  status: 'paid' | 'cancelled' | 'awaiting' = 'paid',
) {
  const order = await createTicketOrder(database.db, {
    status,
    ...(status === 'paid' ? { paidAt: NOW } : {}),
    ...(status === 'cancelled' ? { cancelledAt: NOW } : {}),
  });
  const code = newTicketCode();
  await database.db
    .insert(tickets)
    .values({ orderId: order.id, code, ...values, ...(values.holderUserId ? { claimedAt: NOW } : {}) });
  return code;
}

const scan = (
  text: string,
  device = 'Door 1',
  extra: { scannedAt?: string; eventId?: number; viewer?: ViewerWithRights | null } = {},
) => scanTicket(database.db, { viewer: staff, text, device, secret: SECRET, now: NOW, timezone: TZ, ...extra });

describe('scanTicket at the conference door', () => {
  it('admits a signed QR code once, with the holder’s name; the next scan is told when and where', async () => {
    const holder = await createUser(database.db, { firstName: 'Jana', lastName: 'Dvořáková' });
    const code = await paidTicket({ holderUserId: holder.id });
    const first = await scan(signTicketCode(code, SECRET), 'Door 2');
    expect(first).toEqual({
      result: 'admitted',
      code,
      holderName: 'Jana Dvořáková',
      admittedAt: NOW.toISOString(),
      admittedDevice: 'Door 2',
    });
    expect(await scan(code.toLowerCase(), 'Door 1')).toMatchObject({
      result: 'already',
      admittedAt: NOW.toISOString(),
      admittedDevice: 'Door 2',
    });
  });

  it('admits exactly one of 50 parallel scans of one ticket from two devices', async () => {
    const code = await paidTicket();
    const signed = signTicketCode(code, SECRET);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => scan(i % 2 ? signed : code, i % 2 ? 'Door 1' : 'Door 2')),
    );
    const admitted = answers.filter((a) => a.result === 'admitted');
    expect(admitted).toHaveLength(1);
    expect(answers.filter((a) => a.result === 'already')).toHaveLength(49);
    // Every refusal names the one admission that stands.
    for (const a of answers) expect(a.admittedDevice).toBe(admitted[0]!.admittedDevice);
  });

  it('refuses a cancelled order’s ticket, an unpaid one and an unknown code, saying which', async () => {
    expect((await scan(await paidTicket({ voidedAt: NOW }, 'cancelled'))).result).toBe('cancelled');
    // A payment taken back voids the tickets of an order that awaits payment again.
    expect((await scan(await paidTicket({ voidedAt: NOW }, 'awaiting'))).result).toBe('unpaid');
    expect((await scan(await paidTicket({}, 'awaiting'))).result).toBe('unpaid');
    expect(await scan(newTicketCode())).toMatchObject({ result: 'unknown', code: null });
  });

  it('refuses a QR code signed with another key, and text that is no code, without admitting anything', async () => {
    const code = await paidTicket();
    expect((await scan(signTicketCode(code, 'another-secret-another-secret-another'))).result).toBe('forged');
    expect(await scan('https://example.com/')).toMatchObject({ result: 'invalid' });
    expect((await scan(code)).result).toBe('admitted');
  });

  it('keeps an offline scan’s own time, never one ahead of the server’s clock', async () => {
    const early = await paidTicket();
    expect((await scan(early, 'Door 3', { scannedAt: '2026-11-12T08:30:00Z' })).admittedAt).toBe('2026-11-12T08:30:00.000Z');
    const ahead = await paidTicket();
    expect((await scan(ahead, 'Door 3', { scannedAt: '2026-11-12T12:00:00Z' })).admittedAt).toBe(NOW.toISOString());
  });

  it('is for door staff only: a guest 401, a member 403', async () => {
    const code = await paidTicket();
    await expect(scan(code, 'Door 1', { viewer: null })).rejects.toMatchObject({ code: 'Request.unauthorized' });
    const member = (await loadUserWithRights(database.db, (await createUser(database.db)).id))!;
    await expect(scan(code, 'Door 1', { viewer: member })).rejects.toMatchObject({ code: 'Door.forbidden' });
    await expect(findDoorList(database.db, { viewer: member, now: NOW })).rejects.toMatchObject({ code: 'Door.forbidden' });
  });

  it('lists every ticket for an offline scanner, with its state and first admission', async () => {
    const code = await paidTicket();
    const cancelled = await paidTicket({ voidedAt: NOW }, 'cancelled');
    await scan(code, 'Door 4');
    const list = await findDoorList(database.db, { viewer: staff, now: NOW });
    expect(list.tickets.find((t) => t.code === code)).toMatchObject({ state: 'valid', admittedDevice: 'Door 4' });
    expect(list.tickets.find((t) => t.code === cancelled)).toMatchObject({ state: 'cancelled', admittedAt: null });
  });
});

describe('scanTicket at a seminar', () => {
  it('admits a seat holder once, and tells others why not: no seat, another day', async () => {
    const admin = (await loadUserWithRights(database.db, (await createAdmin(database.db)).id))!;
    const seminar = await createEvent(database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      start: new Date('2026-11-12T08:00:00Z'),
      end: new Date('2026-11-12T10:00:00Z'),
    });
    const tomorrow = await createEvent(database.db, {
      eventtypeId: EVENT_TYPE.seminar,
      start: new Date('2026-11-13T08:00:00Z'),
      end: new Date('2026-11-13T10:00:00Z'),
    });
    const seated = await createUser(database.db);
    const other = await createUser(database.db);
    await database.db.insert(eventJoins).values([
      { eventId: seminar.id, userId: seated.id },
      { eventId: tomorrow.id, userId: seated.id },
    ]);
    const code = await paidTicket({ holderUserId: seated.id });
    const at = (eventId: number, text = code) => scan(text, 'Sál 2', { viewer: admin, eventId });
    expect((await at(seminar.id)).result).toBe('admitted');
    expect((await at(seminar.id)).result).toBe('already');
    expect((await at(tomorrow.id)).result).toBe('wrongDay');
    expect((await at(seminar.id, await paidTicket({ holderUserId: other.id }))).result).toBe('notForThis');
    expect((await at(seminar.id, await paidTicket())).result).toBe('notForThis');
    // The scanner offers today's seminars whose list the viewer may see: all of them to an Admin,
    // none to an Organizer who edits no exhibitor's events.
    const offered = await findDoorSeminars(database.db, { viewer: admin, now: NOW, timezone: TZ });
    expect(offered.map((s) => s.id)).toContain(seminar.id);
    expect(offered.map((s) => s.id)).not.toContain(tomorrow.id);
    expect(await findDoorSeminars(database.db, { viewer: staff, now: NOW, timezone: TZ })).toEqual([]);
  });
});
