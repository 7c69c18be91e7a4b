import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, events } from '../../db/schema';
import { awaitsConfirmation } from '../reconfirm/reconfirm-rules';
import { canSignUpOthers, type ViewerWithRights } from '../accounts/policy';
import { takesOnlineSignups } from '../events/access-control';
import { eventVisibleTo } from '../events/event-visibility';
import { readTicketSettings } from '../tickets/ticket-settings';
import { seatsLeftOf, seatsTaken, signupState, takesSignups } from './seats';
import type { SignupStateName } from './signup-input';
import { signupPhase, type SignupPhase } from './signup-window';

/** What the viewer may do at a seminar now; each is refused by the sign-up routes when false. */
export type SignupActions = {
  /** Take a seat (a guest: sign in first): open, with registration, not placed, a seat free. */
  join: boolean;
  /** Take a queue place: as `join`, when the seminar is full. */
  waitlist: boolean;
  /** Give up one's seat or queue place: placed, and the seminar not over. */
  leave: boolean;
  /** Sign someone else off (an Admin, decision 055): until the seminar is over. */
  signOffOthers: boolean;
};

/**
 * A seminar's sign-up box as a screen shows it: the viewer's place and the seats, and what they
 * may do now with the reasons (`phase`, `walkIn`, `state`, a full seminar) that decide it.
 */
export type SignupBox = {
  state: SignupStateName;
  position?: number;
  seatsTaken: number;
  /** null: no seat limit. */
  seatsLeft: number | null;
  /** The seat limit, null when there is none. */
  max: number | null;
  /** The signed-in viewer's id, null for a guest. */
  user: number | null;
  /** Entry without registration (decision 027): no join; a seat taken before can still be given up. */
  walkIn: boolean;
  /** By the programme clock on the scheduled times (decision 071): joins close at the start, leaving at the end. */
  phase: SignupPhase;
  /** A seat the viewer is asked to confirm (decision 134): by when; unset when nothing is asked. */
  confirmBy?: Date;
  /** Signed-in viewers: whether the ticket settings accept a self-declared ticket ('Mám lístek', decision 032). */
  selfDeclaredTickets?: boolean;
  may: SignupActions;
};

/** The deadline of a seat its holder is asked to confirm and has not yet, while it is ahead. */
async function seatToConfirm(db: Db, eventId: number, userId: number, now: Date): Promise<Date | null> {
  const [seat] = await db
    .select({ reconfirm_by: eventJoins.reconfirm_by, reconfirmed_at: eventJoins.reconfirmed_at })
    .from(eventJoins)
    .where(and(eq(eventJoins.eventId, eventId), eq(eventJoins.userId, userId)));
  return seat && awaitsConfirmation(seat, now) ? seat.reconfirm_by : null;
}

/**
 * The sign-up box of a published seminar the viewer may see (null for anything else), judged as
 * `joinEvent` and `leaveEvent` judge it: on the stored (scheduled) times by the programme clock
 * `now`, never on the times a hall running late shows, so a page never offers what the server
 * then refuses.
 */
export async function getSignupBox(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number; now: Date },
): Promise<SignupBox | null> {
  const { viewer, now } = opts;
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, opts.eventId), eventVisibleTo(viewer, 'preview')));
  if (!event || !takesSignups(event)) return null;
  const phase = signupPhase(event, now);
  const walkIn = !takesOnlineSignups(event.access_control);
  const max = event.max_users;
  const place = viewer
    ? await signupState(db, event, viewer.id)
    : await seatsTaken(db, event.id).then((taken) => ({
        state: 'none' as const,
        position: undefined,
        seatsTaken: taken,
        seatsLeft: seatsLeftOf(event, taken),
      }));
  const placed = place.state !== 'none';
  const joinable = phase === 'open' && !walkIn && !placed;
  const full = place.seatsLeft === 0;
  const box: SignupBox = {
    state: place.state,
    ...(place.position !== undefined ? { position: place.position } : {}),
    seatsTaken: place.seatsTaken,
    seatsLeft: place.seatsLeft,
    max,
    user: viewer?.id ?? null,
    walkIn,
    phase,
    may: {
      join: joinable && !full,
      waitlist: joinable && full,
      leave: placed && phase !== 'ended',
      signOffOthers: canSignUpOthers(viewer) && phase !== 'ended',
    },
  };
  if (!viewer) return box;
  // Whether the ticket step may offer 'Mám lístek' (decision 032).
  const { selfDeclaredTickets } = await readTicketSettings(db);
  const confirmBy = place.state === 'joined' ? await seatToConfirm(db, event.id, viewer.id, now) : null;
  return { ...box, selfDeclaredTickets, ...(confirmBy ? { confirmBy } : {}) };
}
