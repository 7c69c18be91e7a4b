import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAttendanceMarks, eventJoins, tickets } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { eventForAttendance } from '../attendance/attendance-event';
import { markAttendance } from '../attendance/mark-attendance';
import { parsePresentIds } from '../attendance/present-ids';
import { EVENT_TYPE } from '../events/event-types';
import { sameDay } from '../halls/hall-delay';
import { readScannedCode } from '../tickets/ticket-signature';
import type { ScanAnswer, ScanTicketInput } from './door-scan';
import { holderName, selectDoorTickets, ticketRefusal, type DoorTicketRow } from './door-tickets';
import { authorized } from '../authorization/authorize';

type TicketRow = DoorTicketRow;

const answer = (result: ScanAnswer['result'], t?: TicketRow, first?: { at: Date | null; device: string | null }): ScanAnswer => ({
  result,
  code: t?.code ?? null,
  holderName: t ? holderName(t) : null,
  admittedAt: first?.at ? first.at.toISOString() : null,
  admittedDevice: first?.device ?? null,
});

async function findTicket(db: Db, code: string): Promise<TicketRow | undefined> {
  const [row] = await selectDoorTickets(db).where(eq(tickets.code, code));
  return row;
}

/**
 * One scan at the door (decision 116): the signed QR text or a typed code is read, the ticket
 * found, and refused with the reason (cancelled order, unpaid, unknown, forged) or admitted.
 * A ticket is admitted exactly once: the first admission is one conditional update (`admitted_at
 * is null and voided_at is null`), so of any number of scans at once, from any devices, one
 * writes it and the rest read `already` with its time and device; a cancel at the same moment
 * either voids an admitted ticket or makes the scan find it void. An offline scan synced later
 * keeps its own time (`scannedAt`, never ahead of the server's clock).
 * With `eventId` the seminar's door: the holder must have a seat there and the seminar must be
 * today; the presence mark is the seminar's attendance list (decision 025).
 */
export async function scanTicket(
  db: Db,
  opts: ScanTicketInput & { viewer: ViewerWithRights | null; secret: string; now: Date; timezone: string },
): Promise<ScanAnswer> {
  const viewer = authorized(opts.viewer, 'door.scan');
  const read = readScannedCode(opts.text, opts.secret);
  if ('error' in read) return answer(read.error);
  const at = opts.scannedAt && new Date(opts.scannedAt) < opts.now ? new Date(opts.scannedAt) : opts.now;
  if (opts.eventId !== undefined) return scanAtSeminar(db, { ...opts, viewer, code: read.code, at, eventId: opts.eventId });

  const ticket = await findTicket(db, read.code);
  if (!ticket) return answer('unknown');
  const refused = ticketRefusal(ticket);
  if (refused) return answer(refused, ticket);
  const [admitted] = await db
    .update(tickets)
    .set({ admittedAt: at, admittedDevice: opts.device, admittedBy: viewer.id })
    .where(and(eq(tickets.id, ticket.id), isNull(tickets.admittedAt), isNull(tickets.voidedAt)))
    .returning({ admittedAt: tickets.admittedAt });
  if (admitted) return answer('admitted', ticket, { at, device: opts.device });
  // Someone else's scan, or a cancel, came first: read what stands now.
  const now = (await findTicket(db, read.code))!;
  return answer(ticketRefusal(now) ?? 'already', now, { at: now.admittedAt, device: now.admittedDevice });
}

async function scanAtSeminar(
  db: Db,
  opts: { viewer: ViewerWithRights; code: string; at: Date; eventId: number; now: Date; timezone: string; device: string },
): Promise<ScanAnswer> {
  // The seminar's editors only, as its attendance list (401/403/404 as there).
  const event = await eventForAttendance(db, { viewer: opts.viewer, id: opts.eventId });
  const ticket = await findTicket(db, opts.code);
  if (!ticket) return answer('unknown');
  const refused = ticketRefusal(ticket);
  if (refused) return answer(refused, ticket);
  if (event.eventtypeId !== EVENT_TYPE.seminar || ticket.holderUserId === null) return answer('notForThis', ticket);
  if (!sameDay(event.start, opts.now, opts.timezone)) return answer('wrongDay', ticket);
  const seat = await db.$count(eventJoins, and(eq(eventJoins.eventId, event.id), eq(eventJoins.userId, ticket.holderUserId)));
  if (!seat) return answer('notForThis', ticket);
  if (parsePresentIds(event.users_present).includes(ticket.holderUserId)) {
    const [mark] = await db
      .select({ markedAt: eventAttendanceMarks.markedAt })
      .from(eventAttendanceMarks)
      .where(and(eq(eventAttendanceMarks.eventId, event.id), eq(eventAttendanceMarks.userId, ticket.holderUserId)));
    return answer('already', ticket, { at: mark?.markedAt ?? null, device: null });
  }
  await markAttendance(db, {
    viewer: opts.viewer,
    eventId: event.id,
    userId: ticket.holderUserId,
    present: true,
    at: opts.at,
    now: opts.now,
  });
  return answer('admitted', ticket, { at: opts.at, device: opts.device });
}
