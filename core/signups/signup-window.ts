/**
 * When a seminar takes sign-ups, by the programme clock (CLOCK_START or the real time,
 * decision 071): a seat, a queue place and promotion from the queue until the scheduled start;
 * giving a seat or a queue place up until the end, so the list of who was signed up stays as
 * it was once the seminar is over.
 */
export type SignupPhase = 'open' | 'started' | 'ended';

type Times = { start: Date; end: Date };

export function signupPhase(event: Times, now: Date): SignupPhase {
  const t = now.getTime();
  if (t < event.start.getTime()) return 'open';
  return t < event.end.getTime() ? 'started' : 'ended';
}

/** A seat or a queue place can be taken, and the queue is served: before the start. */
export const takesJoins = (event: Times, now: Date) => signupPhase(event, now) === 'open';

/** A seat or a queue place can be given up: before the end. */
export const takesLeaves = (event: Times, now: Date) => signupPhase(event, now) !== 'ended';
