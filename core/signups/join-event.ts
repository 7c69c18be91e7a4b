import type { Db } from '../../db/client';
import { eventJoins, eventWaitlist } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { takesOnlineSignups } from '../events/access-control';
import type { FieldErrors } from '../errors/field-errors';
import { authorizeSignup, type SignupUser } from './authorize-signup';
import { fillFreeSeats, lockEventWithVenue, seatsAndPlace, signupState, stateOf, takesSignups } from './seats';
import { takesJoins } from './signup-window';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupInput, SignupState } from './signup-input';
import { enqueueSignupMail, type SignupMail } from './signup-mail';

/** The profile a seminar seat needs (spec 4: first name, last name, phone, then the ticket). */
const PROFILE = ['firstName', 'lastName', 'phone'] as const;

export function missingProfile(user: Pick<SignupUser, (typeof PROFILE)[number]>): string[] {
  return PROFILE.filter((field) => !user[field]?.trim());
}

/**
 * Takes a seat at a published seminar, or a place in its queue (`waitingList`) when it is full.
 * After authorizeSignup (which also hides an event the caller's access level does not show,
 * decision 027): an event without registration (walk-in) is 400 `Signup.noRegistration`; a
 * seminar that has started by the programme clock 409 `Signup.started` (decision 071); an
 * incomplete profile 400 `Signup.fillOut` (the missing fields in `fields` and `missing`), no
 * ticket 400 `Signup.noTicket`, a full seminar 409 `Signup.full` (with `waitingList: true`).
 * Joining again is harmless. The seat is counted and taken in one transaction holding the
 * event's row lock, so concurrent joins never exceed max_users; the confirmation mail with the
 * .ics is written in it too.
 */
export async function joinEvent(
  db: Db,
  opts: { viewer: ViewerWithRights | null; input: SignupInput; mail: SignupMail; clock: ProgrammeClock },
): Promise<SignupState> {
  const { event, user } = await authorizeSignup(db, {
    viewer: opts.viewer,
    eventId: opts.input.event,
    userId: opts.input.user,
  });
  if (!takesOnlineSignups(event.access_control)) throw noRegistration();
  const now = opts.clock();
  // Before the profile and the ticket: nobody is asked to complete anything for a closed seminar.
  if (!takesJoins(event, now)) throw started();
  const missing = missingProfile(user);
  if (missing.length)
    throw new AppError('Signup.fillOut', {
      fields: Object.fromEntries(missing.map((f) => [f, 'Form.error.required'])) as FieldErrors,
      details: { missing },
    });
  if (!user.hasTicket) throw new AppError('Signup.noTicket', { field: 'hasTicket' });

  // Answered without the lock: a second join (the state as it is), and a seminar full at this
  // moment (refused as full: a seat freed a moment later goes to the queue, not to this request).
  const before = await seatsAndPlace(db, event.id, user.id);
  if (before.place !== 'none') return stateOf(event, user.id, before);
  if (!opts.input.waitingList && event.max_users !== null && before.taken >= event.max_users) throw fullError(before.taken);

  // Only what decides the seat runs under the lock, in as few round trips as it can (every other
  // join of the seminar waits for it); the answer is read after the commit.
  const outcome = await db.transaction(async (tx) => {
    const lock = await lockEventWithVenue(tx, event.id);
    // Unpublished or retyped since the check: told as the check would have.
    if (!lock || !takesSignups(lock.event)) return { refused: 'Signup.notASeminar' as const };
    const locked = lock.event;
    if (!takesOnlineSignups(locked.access_control)) return { refused: 'Signup.noRegistration' as const };
    // Moved to an earlier start since the check.
    if (!takesJoins(locked, now)) return { refused: 'Signup.started' as const };
    const seats = await seatsAndPlace(tx, locked.id, user.id);
    // Seats free while people wait (a limit raised elsewhere) go to the queue first.
    const { taken, promoted } = await fillFreeSeats(tx, locked, opts.mail, now, seats);
    // Already seated, or already queued: nothing to do.
    if (seats.place !== 'none') return { event: locked };
    if (locked.max_users === null || taken < locked.max_users) {
      await tx.insert(eventJoins).values({ eventId: locked.id, userId: user.id });
      await enqueueSignupMail(tx, 'signup-joined', user, locked, opts.mail, { venue: lock.venue });
    } else if (opts.input.waitingList) {
      await tx.insert(eventWaitlist).values({ eventId: locked.id, userId: user.id }).onConflictDoNothing();
      // The place is confirmed with its position: last in the queue as counted under the lock
      // that orders it, less those just seated from it.
      const position = seats.queued - promoted.length + 1;
      await enqueueSignupMail(tx, 'signup-waiting', user, locked, opts.mail, { position });
    } else {
      return { refused: 'Signup.full' as const, taken };
    }
    return { event: locked };
  });
  if (outcome.event) return signupState(db, outcome.event, user.id);
  if (outcome.refused === 'Signup.full') throw fullError(outcome.taken ?? 0);
  if (outcome.refused === 'Signup.noRegistration') throw noRegistration();
  if (outcome.refused === 'Signup.started') throw started();
  throw new AppError('Signup.notASeminar', { field: 'event' });
}

const noRegistration = () => new AppError('Signup.noRegistration', { field: 'event' });
const started = () => new AppError('Signup.started', { field: 'event' });

/** Full: the queue is offered (`waitingList: true`) with the seats as counted. */
const fullError = (taken: number) =>
  new AppError('Signup.full', { details: { waitingList: true, seatsTaken: taken, seatsLeft: 0 } });
