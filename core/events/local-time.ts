import { TZDate } from '@date-fns/tz';

const cache = new Map<string, { date: string; time: string }>();
const CACHE_LIMIT = 10_000;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The local date ("2021-10-11") and time ("09:00") of an instant in the event time zone.
 * Programme times repeat a lot and the conversion is the costly part of a list, so results
 * are memoized.
 */
export function localDateTime(instant: Date, timezone: string): { date: string; time: string } {
  const key = `${timezone}|${instant.getTime()}`;
  let hit = cache.get(key);
  if (!hit) {
    const z = new TZDate(instant.getTime(), timezone);
    hit = {
      date: `${z.getFullYear()}-${pad(z.getMonth() + 1)}-${pad(z.getDate())}`,
      time: `${pad(z.getHours())}:${pad(z.getMinutes())}`,
    };
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, hit);
  }
  return hit;
}
