import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events, eventWaitlist } from '../../db/schema';
import { stampMarks } from '../attendance/attendance-marks';
import { formatPresentIds, parsePresentIds } from '../attendance/present-ids';
import type { ViewerWithRights } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { authorizeSignup } from './authorize-signup';
import { fillFreeSeats, lockEvent, signupState, takesSignups } from './seats';
import { takesLeaves } from './signup-window';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupInput, SignupState } from './signup-input';
import { enqueueSignupMail, type SignupMail } from './signup-mail';

/**
 * Gives up a seat, or a place in the queue; an Admin removes an attendee the same way (`user`
 * someone else). A freed seat goes to the first person waiting in the same
 * transaction, under the event's row lock, until the seminar starts (decision 071). A seminar
 * that is over by the programme clock is 409 `Signup.ended`: its list stays as it was. Leaving
 * when not signed up is harmless.
 */
export async function leaveEvent(
  db: Db,
  opts: { viewer: ViewerWithRights | null; input: Omit<SignupInput, 'waitingList'>; mail: SignupMail; clock: ProgrammeClock },
): Promise<SignupState> {
  const { event, user } = await authorizeSignup(db, {
    viewer: opts.viewer,
    eventId: opts.input.event,
    userId: opts.input.user,
  });
  const now = opts.clock();
  if (!takesLeaves(event, now)) throw ended();
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, event.id);
    if (!locked || !takesSignups(locked)) return null;
    // Moved to an earlier end since the check.
    if (!takesLeaves(locked, now)) return 'ended' as const;
    const left = await tx
      .delete(eventJoins)
      .where(and(eq(eventJoins.eventId, locked.id), eq(eventJoins.userId, user.id)))
      .returning({ id: eventJoins.id });
    await tx.delete(eventWaitlist).where(and(eq(eventWaitlist.eventId, locked.id), eq(eventWaitlist.userId, user.id)));
    if (left.length) {
      // Someone who left was not there: their presence mark goes with the seat, as a mark made
      // now, so a check-in phone's older mark sent late does not mark them present again.
      await stampMarks(tx, locked.id, [user.id], new Date());
      const present = parsePresentIds(locked.users_present);
      if (present.includes(user.id)) {
        await tx
          .update(events)
          .set({ users_present: formatPresentIds(present.filter((id) => id !== user.id)) })
          .where(eq(events.id, locked.id));
      }
      // Someone else taking the seat (an Admin, decision 055) is a removal, and the mail says so.
      const removed = opts.viewer !== null && opts.viewer.id !== user.id;
      await enqueueSignupMail(tx, removed ? 'signup-removed' : 'signup-left', user, locked, opts.mail);
      // An Admin taking someone else's seat is on the record (decision 089); one's own leaving is not an admin write.
      if (removed)
        await recordAudit(tx, {
          actor: opts.viewer,
          action: 'update',
          entity: 'events',
          entityId: locked.id,
          label: locked.name,
          before: { attendee_removed: null },
          after: { attendee_removed: user.id },
        });
      await fillFreeSeats(tx, locked, opts.mail, now);
    }
    return locked;
  });
  if (outcome === 'ended') throw ended();
  if (!outcome) throw new AppError('Signup.notASeminar', { field: 'event' });
  return signupState(db, outcome, user.id);
}

const ended = () => new AppError('Signup.ended', { field: 'event' });
