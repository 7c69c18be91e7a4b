import { describe, expect, it } from 'vitest';
import { liveStreamOf } from './live-stream-of';

const event = {
  start: '2021-10-11T08:00:00.000Z',
  end: '2021-10-11T09:00:00.000Z',
  hall: { id: 2, name: 'Sál Brno', name_en: 'Brno Hall' },
};

describe('the stream of an event in progress', () => {
  it('is its hall’s from its start until just before its end', () => {
    expect(liveStreamOf(event, new Date('2021-10-11T07:59:59Z'))).toBeNull();
    expect(liveStreamOf(event, new Date('2021-10-11T08:00:00Z'))).toEqual({ hallId: 2, slug: 'sal-brno', slug_en: 'brno-hall' });
    expect(liveStreamOf(event, new Date('2021-10-11T08:59:59Z'))).toEqual({ hallId: 2, slug: 'sal-brno', slug_en: 'brno-hall' });
    expect(liveStreamOf(event, new Date('2021-10-11T09:00:00Z'))).toBeNull();
  });

  it('has no English slug for a hall without an English name (the Czech one serves)', () => {
    const czechOnly = { ...event, hall: { id: 2, name: 'Sál Brno', name_en: null } };
    expect(liveStreamOf(czechOnly, new Date('2021-10-11T08:30:00Z'))).toEqual({ hallId: 2, slug: 'sal-brno', slug_en: null });
  });

  it('is none for an event in no hall', () => {
    expect(liveStreamOf({ ...event, hall: null }, new Date('2021-10-11T08:30:00Z'))).toBeNull();
  });
});
