import { TZDate } from '@date-fns/tz';

/**
 * What one card of the admin home holds (decision 086): how many things need attention and the
 * first few of them. Each card has its own query in this folder, so a card is added by adding a
 * query and its entry in the home's list (`app/routes/admin/home-cards.server.ts`).
 */
export type AttentionList<T> = { total: number; items: T[] };

/** How many items a card lists; the rest are behind its link. */
export const ATTENTION_ITEMS = 5;

/** The calendar day of `now` in the time zone, as the instants it starts and ends at. */
export function dayOf(now: Date, timezone: string): { start: Date; end: Date } {
  const local = new TZDate(now.getTime(), timezone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), local.getDate(), 0, 0, 0, 0, timezone);
  const end = new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + 1, 0, 0, 0, 0, timezone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
