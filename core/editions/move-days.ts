import { TZDate } from '@date-fns/tz';

const ZONE = 'Europe/Prague';
const DAY_MS = 86_400_000;

/** Whole days from one calendar day (YYYY-MM-DD) to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * An instant moved by whole calendar days in Prague, keeping its wall-clock time: a session at
 * 09:30 stays at 09:30 when the move crosses a change of summer time (decision 165).
 */
export function moveDays(instant: Date, days: number): Date {
  const local = new TZDate(instant.getTime(), ZONE);
  local.setDate(local.getDate() + days);
  return new Date(local.getTime());
}
