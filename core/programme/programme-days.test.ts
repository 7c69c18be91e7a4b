import { describe, expect, it } from 'vitest';
import { dayCount, daysBetween, editionDays, runningDays } from './programme-days';

const TZ = 'Europe/Prague';

describe('daysBetween', () => {
  it('lists the calendar days from first to last inclusive, across months and a DST change', () => {
    expect(daysBetween('2021-10-30', '2021-11-02')).toEqual(['2021-10-30', '2021-10-31', '2021-11-01', '2021-11-02']);
    expect(daysBetween('2021-10-11', '2021-10-11')).toEqual(['2021-10-11']);
    expect(daysBetween('2021-10-12', '2021-10-11')).toEqual([]);
  });

  it('ends past the year 9999, where days are written with six digits and sort before 9999', () => {
    expect(daysBetween('9999-12-27', '+010000-01-02')).toHaveLength(7);
    expect(dayCount('9999-12-31', '+010000-01-01')).toBe(2);
  });

  it('refuses a span longer than asked for instead of walking it', () => {
    expect(() => daysBetween('2021-01-01', '9999-12-31')).toThrow(RangeError);
    expect(daysBetween('2021-01-01', '2021-01-10', 10)).toHaveLength(10);
    expect(() => daysBetween('2021-01-01', '2021-01-11', 10)).toThrow(RangeError);
  });
});

describe('runningDays', () => {
  it('gives an event the local days it runs on', () => {
    expect(runningDays(new Date('2021-10-11T08:00:00Z'), new Date('2021-10-12T22:00:00Z'), TZ)).toEqual([
      '2021-10-11',
      '2021-10-12',
    ]);
  });

  it('counts an event stored with a wrong year (up to the year 9999) for its first and last day only', () => {
    expect(runningDays(new Date('2021-10-11T08:00:00Z'), new Date('9999-12-31T20:00:00Z'), TZ)).toEqual([
      '2021-10-11',
      '9999-12-31',
    ]);
    expect(editionDays([{ start: '2021-10-11T08:00:00Z', end: '9999-12-31T20:00:00Z' }], TZ)).toEqual([
      '2021-10-11',
      '9999-12-31',
    ]);
  });
});
