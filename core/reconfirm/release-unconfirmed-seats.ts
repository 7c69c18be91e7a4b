import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, events, users } from '../../db/schema';
import { fillFreeSeats, lockEvent, takesSignups } from '../signups/seats';
import { enqueueSignupMail, type SignupMail } from '../signups/signup-mail';
import { releasable } from './reconfirm-rules';

/**
 * Releases one seminar's unconfirmed seats under its row lock: each holder loses the seat with a
 * mail, and the freed seats go to the queue in order (`fillFreeSeats`, which mails each person
 * seated). Returns the users who lost a seat.
 */
async function releaseSeminar(tx: Tx, eventId: number, ctx: SignupMail, now: Date): Promise<number[]> {
  // The lock every join, leave and confirmation takes: the rows read after it are final, so a
  // second process gets here after the first has committed and finds nothing left to release.
  const event = await lockEvent(tx, eventId);
  if (!event || !takesSignups(event)) return [];
  const seats = await tx
    .select({
      id: eventJoins.id,
      userId: eventJoins.userId,
      reconfirm_by: eventJoins.reconfirm_by,
      reconfirmed_at: eventJoins.reconfirmed_at,
      email: users.email,
      locale: users.locale,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(eventJoins)
    .innerJoin(users, eq(users.id, eventJoins.userId))
    .where(and(eq(eventJoins.eventId, event.id), isNull(eventJoins.reconfirmed_at), lte(eventJoins.reconfirm_by, now)));
  const lost = seats.filter((seat) => releasable(seat, event, now));
  if (!lost.length) return [];
  await tx.delete(eventJoins).where(
    inArray(
      eventJoins.id,
      lost.map((seat) => seat.id),
    ),
  );
  for (const seat of lost) await enqueueSignupMail(tx, 'seat-released', seat, event, ctx);
  await fillFreeSeats(tx, event, ctx, now);
  return lost.map((seat) => seat.userId);
}

/**
 * Gives the seats not confirmed by their deadline to the people waiting, in queue order
 * (decision 134): one transaction per seminar under its row lock, so two processes at once, or a
 * join or a confirmation at the same moment, never seat anyone twice or beyond the capacity.
 * Returns how many seats were released.
 */
export async function releaseUnconfirmedSeats(db: Db, opts: { ctx: SignupMail; now: Date }): Promise<number> {
  const { now } = opts;
  const due = await db
    .selectDistinct({ eventId: eventJoins.eventId })
    .from(eventJoins)
    .innerJoin(events, eq(events.id, eventJoins.eventId))
    .where(and(isNull(eventJoins.reconfirmed_at), lte(eventJoins.reconfirm_by, now), gt(events.start, now)))
    .limit(100);
  let released = 0;
  for (const { eventId } of due) released += (await db.transaction((tx) => releaseSeminar(tx, eventId, opts.ctx, now))).length;
  return released;
}
