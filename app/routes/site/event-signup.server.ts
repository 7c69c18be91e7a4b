import type { Db } from '../../../db/client';
import type { ViewerWithRights } from '../../../core/accounts/policy';
import { AppError } from '../../../core/errors/app-error';
import { takesOnlineSignups } from '../../../core/events/access-control';
import { EVENT_TYPE } from '../../../core/events/event-types';
import type { ProgrammeEventDetail } from '../../../core/programme/programme-event-detail';
import { getSignup } from '../../../core/signups/get-signup';
import { seatsTaken } from '../../../core/signups/seats';
import { signupPhase } from '../../../core/signups/signup-window';
import { readTicketSettings } from '../../../core/tickets/ticket-settings';
import type { SeminarSignupData } from '../../components/programme/seminar-signup';

/**
 * The sign-up box's data for a published seminar (null for anything else): the viewer's state by
 * the core behind `GET /api/event-join/{event}`, and for a guest the seats the event already counts.
 * A walk-in event (no registration, decision 027) shows its note instead of a join button. The
 * phase is judged by the programme clock `now` on the scheduled times, as the sign-up routes
 * judge it (decision 071).
 */
export async function loadSignup(
  db: Db,
  viewer: ViewerWithRights | null,
  event: ProgrammeEventDetail,
  now: Date,
): Promise<SeminarSignupData | null> {
  if (event.type !== EVENT_TYPE.seminar || !event.published) return null;
  const max = event.capacity?.max ?? null;
  const walkIn = !takesOnlineSignups(event.access);
  // The stored times: a hall running late moves what the page shows, not when sign-ups close.
  const scheduled = event.delay ? { start: event.delay.scheduled_start, end: event.delay.scheduled_end } : event;
  const phase = signupPhase({ start: new Date(scheduled.start), end: new Date(scheduled.end) }, now);
  if (viewer) {
    try {
      const s = await getSignup(db, { viewer, eventId: event.id });
      // Whether the ticket step may offer 'Mám lístek' (decision 032).
      const { selfDeclaredTickets } = await readTicketSettings(db);
      return {
        ...{ state: s.state, position: s.position, seatsTaken: s.seatsTaken, seatsLeft: s.seatsLeft, max, user: viewer.id },
        walkIn,
        phase,
        selfDeclaredTickets,
      };
    } catch (err) {
      // A seminar that stopped taking sign-ups between the two reads shows no box.
      if (err instanceof AppError) return null;
      throw err;
    }
  }
  const taken = event.capacity?.taken ?? (await seatsTaken(db, event.id));
  return {
    state: 'none',
    seatsTaken: taken,
    seatsLeft: max === null ? null : Math.max(0, max - taken),
    max,
    user: null,
    walkIn,
    phase,
  };
}
