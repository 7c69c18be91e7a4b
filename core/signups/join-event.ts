import type { Db, Tx } from '../../db/client';
import { eventJoins, eventWaitlist, type events } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { takesOnlineSignups } from '../events/access-control';
import type { FieldErrors } from '../errors/field-errors';
import { authorizeSignup, type CheckedEvent, type SignupUser, type SignupViewer } from './authorize-signup';
import { joinTurn, type JoinTurn } from './join-turns';
import {
  fillFreeSeats,
  lockEventWithVenue,
  placedAmong,
  seatsAndPlace,
  signupState,
  stateOf,
  takesSignups,
  type Seats,
} from './seats';
import { takesJoins } from './signup-window';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupInput, SignupState } from './signup-input';
import { enqueueSignupMail, type SignupMail } from './signup-mail';

/** The profile a seminar seat needs (spec 4: first name, last name, phone, then the ticket). */
const PROFILE = ['firstName', 'lastName', 'phone'] as const;

type EventRow = typeof events.$inferSelect;

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
 * .ics is written in it too. This process's joins of one seminar take turns at the lock
 * (joinTurn, decision 197).
 */
export async function joinEvent(
  db: Db,
  opts: { viewer: SignupViewer | null; input: SignupInput; mail: SignupMail; clock: ProgrammeClock },
): Promise<SignupState> {
  // The seats and the user's place are read with the event, for the check before the lock.
  const { event, user, seats } = await authorizeSignup(db, {
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
  if (seats.place !== 'none') return stateOf(event, user.id, seats);
  if (!opts.input.waitingList && event.max_users !== null && seats.taken >= event.max_users) throw fullError(seats.taken);
  // This process's joins of the seminar take turns at its lock (decision 197); a join that a full
  // seminar refuses may be refused by the join ahead of it, which found it full under the lock.
  const turn = await joinTurn(db, event.id, opts.input.waitingList ? null : user.id);
  if (turn.full) throw fullError(turn.taken);
  return takeSeat(db, { ...opts, event, user, now, turn });
}

/** What a join's transaction decided: refused, or the state it left (`after`; undefined: read it after the commit). */
type Outcome = {
  refused?: 'Signup.notASeminar' | 'Signup.noRegistration' | 'Signup.started' | 'Signup.full';
  event?: EventRow;
  after?: Seats | undefined;
  taken?: number;
  /** The users waiting for their turn to refuse as full (`refusable`). */
  refuse?: number[] | undefined;
};

/**
 * The seat (or the queue's place) under the seminar's row lock, in as few round trips as it can
 * (every other join of the seminar waits for it), answered from what was read under the lock.
 */
async function takeSeat(
  db: Db,
  opts: {
    input: SignupInput;
    mail: SignupMail;
    event: CheckedEvent;
    user: SignupUser;
    now: Date;
    turn: Extract<JoinTurn, { full: false }>;
  },
): Promise<SignupState> {
  const { user, now, turn } = opts;
  let full: { taken: number; refuse: readonly number[] } | undefined;
  try {
    const outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const lock = await lockEventWithVenue(tx, opts.event.id);
      // Unpublished or retyped since the check: told as the check would have.
      if (!lock || !takesSignups(lock.event)) return { refused: 'Signup.notASeminar' as const };
      const locked = lock.event;
      if (!takesOnlineSignups(locked.access_control)) return { refused: 'Signup.noRegistration' as const };
      // Moved to an earlier start since the check.
      if (!takesJoins(locked, now)) return { refused: 'Signup.started' as const };
      const seats = await seatsAndPlace(tx, locked.id, user.id);
      // Seats free while people wait (a limit raised elsewhere) go to the queue first.
      const { taken, promoted } = await fillFreeSeats(tx, locked, opts.mail, now, seats);
      const queued = seats.queued - promoted.length;
      // Already seated, or already queued: nothing to do. After promotions, read again after the commit.
      if (seats.place !== 'none') return { event: locked, after: promoted.length ? undefined : seats };
      if (locked.max_users === null || taken < locked.max_users) {
        await tx.insert(eventJoins).values({ eventId: locked.id, userId: user.id });
        await enqueueSignupMail(tx, 'signup-joined', user, locked, opts.mail, { venue: lock.venue });
        const refuse = await refusable(tx, locked, taken + 1, turn);
        return {
          event: locked,
          after: { taken: taken + 1, queued, place: 'joined' as const, position: 0 },
          taken: taken + 1,
          refuse,
        };
      }
      if (opts.input.waitingList) {
        await tx.insert(eventWaitlist).values({ eventId: locked.id, userId: user.id }).onConflictDoNothing();
        // The place is confirmed with its position: last in the queue as counted under the lock
        // that orders it, less those just seated from it.
        const position = queued + 1;
        await enqueueSignupMail(tx, 'signup-waiting', user, locked, opts.mail, { position });
        return { event: locked, after: { taken, queued: position, place: 'waiting' as const, position } };
      }
      return { refused: 'Signup.full' as const, taken, event: locked, refuse: await refusable(tx, locked, taken, turn) };
    });
    const { event, after } = outcome;
    if (outcome.refuse) full = { taken: outcome.taken ?? 0, refuse: outcome.refuse };
    if (outcome.refused === 'Signup.full') throw fullError(outcome.taken ?? 0);
    if (outcome.refused === 'Signup.noRegistration') throw noRegistration();
    if (outcome.refused === 'Signup.started') throw started();
    if (!event) throw new AppError('Signup.notASeminar', { field: 'event' });
    // The state as the commit left it, from what was read under the lock.
    return after ? stateOf(event, user.id, after) : signupState(db, event, user.id);
  } finally {
    turn.leave(full);
  }
}

/**
 * With the seminar full (`taken` seats) under its lock: the joins waiting for their turn that a
 * full seminar refuses, less those whose user holds a place (read under the lock, in one
 * statement): they are refused when this join leaves its turn, after the commit.
 */
async function refusable(tx: Tx, event: EventRow, taken: number, turn: Extract<JoinTurn, { full: false }>) {
  if (event.max_users === null || taken < event.max_users) return undefined;
  const asked = turn.refusable();
  if (!asked.length) return undefined;
  const placed = await placedAmong(tx, event.id, asked);
  return asked.filter((id) => !placed.has(id));
}

const noRegistration = () => new AppError('Signup.noRegistration', { field: 'event' });
const started = () => new AppError('Signup.started', { field: 'event' });

/** Full: the queue is offered (`waitingList: true`) with the seats as counted. */
const fullError = (taken: number) =>
  new AppError('Signup.full', { details: { waitingList: true, seatsTaken: taken, seatsLeft: 0 } });
