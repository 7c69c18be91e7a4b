import { describe, expect, it } from 'vitest';
import { ACCOMPANYING_FILTER_DAYS, dayBounds, daysBetween } from './programme-days';
import { readAccompanyingFilters, readSeminarFilters } from './programme-filters';

const q = (s: string) => new URLSearchParams(s);

describe('programme days', () => {
  it('offers 11 to 21 October 2021 for the accompanying events', () => {
    expect(ACCOMPANYING_FILTER_DAYS).toHaveLength(11);
    expect(ACCOMPANYING_FILTER_DAYS[0]).toBe('2021-10-11');
    expect(ACCOMPANYING_FILTER_DAYS.at(-1)).toBe('2021-10-21');
    expect(daysBetween('2021-10-30', '2021-11-02')).toEqual(['2021-10-30', '2021-10-31', '2021-11-01', '2021-11-02']);
  });

  it('finds the local midnights of a day, also across the change to winter time', () => {
    expect(dayBounds('2021-10-11', 'Europe/Prague')).toEqual({
      start: new Date('2021-10-10T22:00:00Z'),
      end: new Date('2021-10-11T22:00:00Z'),
    });
    // 31 October 2021 had 25 hours in Prague.
    const { start, end } = dayBounds('2021-10-31', 'Europe/Prague');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('readSeminarFilters', () => {
  it('reads a hall id and drops anything else', () => {
    expect(readSeminarFilters(q('hall=2'))).toEqual({ hallId: 2 });
    for (const bad of ['', 'hall=', 'hall=0', 'hall=-1', 'hall=2x', 'hall=99999999999', 'hall=1.5']) {
      expect(readSeminarFilters(q(bad))).toEqual({ hallId: null });
    }
  });
});

describe('readAccompanyingFilters', () => {
  it('reads location, an offered day and the upcoming toggle', () => {
    expect(readAccompanyingFilters(q('location=3&day=2021-10-15&upcoming=1'))).toEqual({
      locationId: 3,
      day: '2021-10-15',
      upcoming: true,
    });
    expect(readAccompanyingFilters(q('upcoming=on')).upcoming).toBe(true);
  });

  it('drops days outside the offered span and unknown values', () => {
    expect(readAccompanyingFilters(q('day=2021-10-04&location=abc&upcoming=0'))).toEqual({
      locationId: null,
      day: null,
      upcoming: false,
    });
    expect(readAccompanyingFilters(q('day=2021-10-32')).day).toBeNull();
  });
});
