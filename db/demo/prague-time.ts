import { TZDate } from '@date-fns/tz';

/**
 * A wall-clock time in Prague in October 2021 as a UTC instant, e.g. prague(11, '09:00') is
 * 2021-10-11T07:00:00Z (summer time, +02:00, until 31 October).
 */
export function prague(dayOfOctober: number, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(2021, 9, dayOfOctober, h, m, 'Europe/Prague').getTime());
}

/** When the demo content was "published": before registration opened in September 2021. */
export const PUBLISHED_AT = new Date('2021-09-01T08:00:00Z');
