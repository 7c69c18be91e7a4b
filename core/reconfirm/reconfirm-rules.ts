/**
 * When a full seminar asks its seat holders to confirm they are coming (decision 134): the
 * organiser sets `reconfirm_hours` (N) per seminar; the request goes N hours before the start
 * and the seats not confirmed by the deadline, N/2 hours before the start, go to the queue, so
 * the first people waiting have the other half of the time to arrange to come.
 */

/** The hours an organiser may choose: at least two (an hour to confirm, an hour to come), at most a week. */
export const RECONFIRM_HOURS = { min: 2, max: 168 } as const;

/** What the event form offers when an organiser turns the control on. */
export const SUGGESTED_RECONFIRM_HOURS = 24;

const HOUR = 60 * 60_000;

type Seminar = { start: Date; reconfirm_hours: number | null };

/** When the request goes and by when a seat must be confirmed; null for a seminar that never asks. */
export function reconfirmWindow(event: Seminar): { askFrom: Date; deadline: Date } | null {
  if (event.reconfirm_hours === null) return null;
  const start = event.start.getTime();
  return {
    askFrom: new Date(start - event.reconfirm_hours * HOUR),
    deadline: new Date(start - (event.reconfirm_hours * HOUR) / 2),
  };
}

/**
 * Whether the seat holders are to be asked now: the control is on, nobody was asked yet, the
 * request's time has come and its deadline has not passed, and the seminar is full with someone
 * waiting (a seminar with free seats or an empty queue loses nothing to a no-show).
 */
export function shouldAsk(
  event: Seminar & { max_users: number | null; reconfirm_asked_at: Date | null },
  seats: { taken: number; waiting: number },
  now: Date,
): boolean {
  const window = reconfirmWindow(event);
  if (!window || event.reconfirm_asked_at !== null || event.max_users === null) return false;
  if (now < window.askFrom || now >= window.deadline) return false;
  return seats.taken >= event.max_users && seats.waiting > 0;
}

/** Whether an asked seat is still to be confirmed at `now`: asked, not confirmed, its deadline ahead. */
export const awaitsConfirmation = (seat: { reconfirm_by: Date | null; reconfirmed_at: Date | null }, now: Date) =>
  seat.reconfirm_by !== null && seat.reconfirmed_at === null && now < seat.reconfirm_by;

/**
 * Whether an unconfirmed seat is released at `now`: its deadline passed and the seminar has not
 * started (after the start nobody is seated from the queue, decision 071, so a seat released
 * then would only empty a chair).
 */
export const releasable = (seat: { reconfirm_by: Date | null; reconfirmed_at: Date | null }, event: { start: Date }, now: Date) =>
  seat.reconfirm_by !== null && seat.reconfirmed_at === null && now >= seat.reconfirm_by && now < event.start;
