import { describe, expect, it } from 'vitest';
import type { CurrentLivestream } from './find-hall-programme';
import { liveBannerState } from './live-banner-state';

const TZ = 'Europe/Prague';
const onAir: CurrentLivestream[] = [
  {
    hall: { id: 1, slug: 'sal-1', slug_en: 'hall-1', name: 'Sál 1', name_en: 'Hall 1' },
    event: { name: 'Závěr', name_en: 'Closing', start: '2026-10-24T18:00:00.000Z', end: '2026-10-24T20:00:00.000Z', delay: null },
    live: false,
  },
];

describe('liveBannerState (decision 164)', () => {
  // The last event ends at 22:00 in Prague on 24 October 2026 (summer time, UTC+2): the day ends at 22:00 UTC.
  const lastEnd = new Date('2026-10-24T20:00:00Z');

  it('shows what is on air up to the last moment of the last day in the event time zone', () => {
    expect(liveBannerState(onAir, lastEnd, new Date('2026-10-24T19:00:00Z'), TZ)).toEqual({ current: onAir, editionOver: false });
    expect(liveBannerState([], lastEnd, new Date('2026-10-24T21:59:59.999Z'), TZ)).toEqual({ current: [], editionOver: false });
  });

  it('says the edition is over from the midnight after its last day, and lists nothing then', () => {
    expect(liveBannerState(onAir, lastEnd, new Date('2026-10-24T22:00:00Z'), TZ)).toEqual({ current: [], editionOver: true });
    expect(liveBannerState([], lastEnd, new Date('2027-03-01T10:00:00Z'), TZ).editionOver).toBe(true);
  });

  it('counts an event ending exactly at midnight to the day it ran on', () => {
    const atMidnight = new Date('2026-10-24T22:00:00Z');
    expect(liveBannerState([], atMidnight, new Date('2026-10-24T22:00:00Z'), TZ).editionOver).toBe(true);
    expect(liveBannerState([], atMidnight, new Date('2026-10-24T21:59:00Z'), TZ).editionOver).toBe(false);
  });

  it('goes by the day in the time zone, not in UTC (winter time, UTC+1)', () => {
    const december = new Date('2026-12-03T22:30:00Z'); // 23:30 in Prague on 3 December
    expect(liveBannerState([], december, new Date('2026-12-03T22:59:59Z'), TZ).editionOver).toBe(false);
    expect(liveBannerState([], december, new Date('2026-12-03T23:00:00Z'), TZ).editionOver).toBe(true);
  });

  it('is never over without an event', () => {
    expect(liveBannerState([], null, new Date('2099-01-01T00:00:00Z'), TZ)).toEqual({ current: [], editionOver: false });
  });
});
