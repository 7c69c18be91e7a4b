import { describe, expect, it } from 'vitest';
import { sessionPhase } from '../programme/now-next';
import { hallStreamOf } from './live-stream-of';

const event = { start: '2021-10-11T08:00:00.000Z', end: '2021-10-11T09:00:00.000Z', hall: { id: 2, name: 'Sál Brno' } };
const watchable = (now: string) => (sessionPhase(event, now) === 'running' ? hallStreamOf(event) : null);

describe('the stream of an event in progress', () => {
  it('is its hall’s from its start until just before its end', () => {
    expect(watchable('2021-10-11T07:59:59Z')).toBeNull();
    expect(watchable('2021-10-11T08:00:00Z')).toEqual({ hallId: 2, slug: 'sal-brno' });
    expect(watchable('2021-10-11T08:59:59Z')).toEqual({ hallId: 2, slug: 'sal-brno' });
    expect(watchable('2021-10-11T09:00:00Z')).toBeNull();
  });

  it('is none for an event in no hall', () => {
    expect(hallStreamOf({ hall: null })).toBeNull();
  });
});
