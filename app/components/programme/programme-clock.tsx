import { useContext, useEffect, useState } from 'react';
import type { EventDelay } from '../../../core/halls/hall-delay';
import { nextPhaseChange, sessionPhase, type SessionPhase, type Span } from '../../../core/programme/now-next';
import { takesJoins } from '../../../core/signups/signup-window';
import { ProgrammeClock } from './programme-clock-provider';

/** The longest a page waits in one go: a sleeping tab's timer is checked again at least this often. */
const MAX_WAIT_MS = 60 * 60_000;

/**
 * The programme's now (ms), rendered again when one of `spans` starts or ends: one timer for
 * the nearest such moment, so a page moves a session from next to now to over without a
 * reload and without asking the server.
 */
export function useProgrammeNow(spans: readonly Span[]): number {
  const offset = useContext(ProgrammeClock);
  const [now, setNow] = useState(() => Date.now() + offset);
  const change = nextPhaseChange(spans, now);
  useEffect(() => {
    if (change === null) return;
    const wait = Math.min(change - (Date.now() + offset), MAX_WAIT_MS);
    // A timer that fires a little early sets a `now` before the change and is set again.
    const timer = window.setTimeout(() => setNow(Date.now() + offset), Math.max(wait, 0) + 50);
    return () => window.clearTimeout(timer);
  }, [offset, change, now]);
  return now;
}

/** A session's phase by the programme clock, turning at its start and its end without a reload. */
export function useSessionPhase(span: Span): SessionPhase {
  return sessionPhase(span, useProgrammeNow([span]));
}

/**
 * Whether a seminar still takes sign-ups by the programme clock: until its scheduled start,
 * whatever a hall running late shows (decision 071), turning then without a reload.
 */
export function useSignupsOpen(event: Span & { delay: EventDelay | null }): boolean {
  const scheduled = event.delay ? { start: event.delay.scheduled_start, end: event.delay.scheduled_end } : event;
  const now = useProgrammeNow([scheduled]);
  return takesJoins({ start: new Date(scheduled.start), end: new Date(scheduled.end) }, new Date(now));
}
