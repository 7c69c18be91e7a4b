import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, events } from '../../db/schema';
import { AppError } from '../errors/app-error';
import type { ProgrammeClock } from '../programme/programme-clock';
import { lockEvent } from '../signups/seats';
import { readSeatToken, seatTokenValid } from './seat-token';
import { eventLinkColumns } from '../events/event-link-columns';

type EventRow = typeof events.$inferSelect;

/** Where a seat asked to be confirmed stands. */
export type SeatConfirmationState = 'pending' | 'confirmed' | 'late' | 'gone';

/** A seat's confirmation as the confirm page and the Me page show it. */
export type SeatConfirmation = {
  event: Pick<EventRow, 'id' | 'name' | 'name_en' | 'slug' | 'slug_en' | 'eventtypeId' | 'start' | 'end'>;
  userId: number;
  state: SeatConfirmationState;
  /** By when to confirm; null once the seat is gone. */
  deadline: Date | null;
};

/** The seat a token names, its signature checked against the seminar's request: 404 `SeatConfirm.invalid` otherwise. */
async function seatOfToken(db: Db | Tx, token: string, secret: string): Promise<{ eventId: number; userId: number }> {
  const read = readSeatToken(token);
  if (!read) throw invalid();
  const [event] = await db.select({ askedAt: events.reconfirm_asked_at }).from(events).where(eq(events.id, read.eventId));
  if (!event?.askedAt || !seatTokenValid(token, event.askedAt, secret)) throw invalid();
  return { eventId: read.eventId, userId: read.userId };
}

async function readConfirmation(db: Db | Tx, eventId: number, userId: number, now: Date): Promise<SeatConfirmation> {
  const [event] = await db
    .select({
      ...eventLinkColumns,
      name: events.name,
      name_en: events.name_en,
      start: events.start,
      end: events.end,
    })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) throw invalid();
  const [seat] = await db
    .select({ reconfirm_by: eventJoins.reconfirm_by, reconfirmed_at: eventJoins.reconfirmed_at })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId)));
  return { event, userId, ...stateOf(seat, now) };
}

/** A seat not asked (given after the request) needs no confirmation: it counts as confirmed. */
function stateOf(
  seat: { reconfirm_by: Date | null; reconfirmed_at: Date | null } | undefined,
  now: Date,
): { state: SeatConfirmationState; deadline: Date | null } {
  if (!seat) return { state: 'gone', deadline: null };
  if (seat.reconfirmed_at !== null || seat.reconfirm_by === null) return { state: 'confirmed', deadline: seat.reconfirm_by };
  return { state: now < seat.reconfirm_by ? 'pending' : 'late', deadline: seat.reconfirm_by };
}

/** What the mailed link's page shows, before anything is confirmed (a GET changes nothing: mail scanners open links). */
export async function getSeatConfirmation(
  db: Db,
  opts: { token: string; secret: string; clock: ProgrammeClock },
): Promise<SeatConfirmation> {
  const seat = await seatOfToken(db, opts.token, opts.secret);
  return readConfirmation(db, seat.eventId, seat.userId, opts.clock());
}

/**
 * Confirms a seat asked about (decision 134), by the mailed token (no sign-in) or as the signed-in
 * holder (`userId` of the session, `eventId`). Under the seminar's row lock, the one the release
 * takes, so a confirmation and the release at the same moment have one outcome: confirmed before
 * the deadline, the seat stays; at or after it, 409 `SeatConfirm.late`; released or left, 409
 * `SeatConfirm.noSeat`. Confirming again is harmless.
 */
export async function confirmSeat(
  db: Db,
  opts: ({ token: string; secret: string } | { userId: number; eventId: number }) & { clock: ProgrammeClock },
): Promise<SeatConfirmation> {
  const now = opts.clock();
  const { eventId, userId } = 'token' in opts ? await seatOfToken(db, opts.token, opts.secret) : opts;
  return db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw invalid();
    const before = await readConfirmation(tx, eventId, userId, now);
    if (before.state === 'gone') throw new AppError('SeatConfirm.noSeat', { field: 'event' });
    if (before.state === 'late') throw new AppError('SeatConfirm.late', { field: 'event' });
    if (before.state === 'confirmed') return before;
    await tx
      .update(eventJoins)
      .set({ reconfirmed_at: now })
      .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId)));
    return { ...before, state: 'confirmed' };
  });
}

const invalid = () => new AppError('SeatConfirm.invalid', { field: 'token' });
