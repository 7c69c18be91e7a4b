import { describe, expect, it } from 'vitest';
import { sessionPhase } from '../programme/now-next';
import { hallStreamOf } from './live-stream-of';

const event = {
  start: '2021-10-11T08:00:00.000Z',
  end: '2021-10-11T09:00:00.000Z',
  hall: { id: 2, name: 'Sál Brno', name_en: 'Brno Hall' },
};
type Event = Omit<typeof event, 'hall'> & { hall: { id: number; name: string; name_en: string | null } };
const watchable = (e: Event, now: string) => (sessionPhase(e, now) === 'running' ? hallStreamOf(e) : null);

describe('the stream of an event in progress', () => {
  it('is its hall’s from its start until just before its end', () => {
    const brno = { hallId: 2, slug: 'sal-brno', slug_en: 'brno-hall' };
    expect(watchable(event, '2021-10-11T07:59:59Z')).toBeNull();
    expect(watchable(event, '2021-10-11T08:00:00Z')).toEqual(brno);
    expect(watchable(event, '2021-10-11T08:59:59Z')).toEqual(brno);
    expect(watchable(event, '2021-10-11T09:00:00Z')).toBeNull();
  });

  it('has no English slug for a hall without an English name (the Czech one serves)', () => {
    const czechOnly = { ...event, hall: { id: 2, name: 'Sál Brno', name_en: null } };
    expect(watchable(czechOnly, '2021-10-11T08:30:00Z')).toEqual({ hallId: 2, slug: 'sal-brno', slug_en: null });
  });

  it('is none for an event in no hall', () => {
    expect(hallStreamOf({ hall: null })).toBeNull();
  });
});
