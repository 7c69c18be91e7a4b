import { CONFERENCE_HALL_ID } from '../../db/schema';

/** What a verified passphrase opens: the conference hall, the seminar halls, or both. */
export type PassRights = { conference: boolean; seminars: boolean };

/**
 * granted: the player may be shown. locked: nothing opens it yet (sign in with a ticket, or a
 * passphrase). insufficient: a passphrase is stored but lacks this hall's right (spec 8,
 * 'This cannot be accessed using your current password').
 */
export type HallAccess = 'granted' | 'locked' | 'insufficient';

/**
 * Who may watch a hall (spec 4, 6): a signed-in ticket holder watches the seminar halls, and the
 * holder of a valid ticket of a paid order the conference hall (5) too (decision 081); a
 * verified passphrase opens the conference hall with the conference right and the other halls
 * with the seminars right. Admins and Organizers, who run the streams, watch every hall.
 */
export function hallAccess(
  hallId: number,
  who: {
    /** `users.hasTicket`: a held ticket, an Admin's grant or a self-declaration. */
    ticketHolder: boolean;
    /** Holds a valid ticket of a paid order (holdsPaidTicket), which a declaration never is. */
    paidTicket: boolean;
    staff: boolean;
    pass: PassRights | null;
  },
): HallAccess {
  if (who.staff) return 'granted';
  const conferenceHall = hallId === CONFERENCE_HALL_ID;
  if (conferenceHall ? who.paidTicket : who.ticketHolder) return 'granted';
  if (who.pass) return (conferenceHall ? who.pass.conference : who.pass.seminars) ? 'granted' : 'insufficient';
  return 'locked';
}
