import { describe, expect, it } from 'vitest';
import { dayBounds, daysBetween, editionDays, isDay, runningDays } from './programme-days';
import { readAccompanyingFilters, readAllSessionsFilters, readSeminarFilters } from './programme-filters';

const q = (s: string) => new URLSearchParams(s);
const TZ = 'Europe/Prague';

describe('programme days', () => {
  it('counts calendar days and knows a real day from a look-alike', () => {
    expect(daysBetween('2021-10-30', '2021-11-02')).toEqual(['2021-10-30', '2021-10-31', '2021-11-01', '2021-11-02']);
    expect(isDay('2021-10-11')).toBe(true);
    for (const bad of ['2021-10-32', '2021-02-29', '2021-1-1', '11.10.2021', '', null]) expect(isDay(bad)).toBe(false);
  });

  it('takes the edition days from the events: every local day one of them runs on', () => {
    const at = (s: string) => new Date(s);
    // Ends at midnight: does not run on the next day. Crosses midnight: runs on both.
    expect(runningDays(at('2021-10-14T22:00:00+02:00'), at('2021-10-15T00:00:00+02:00'), TZ)).toEqual(['2021-10-14']);
    expect(runningDays(at('2021-10-14T23:00:00+02:00'), at('2021-10-15T01:00:00+02:00'), TZ)).toEqual([
      '2021-10-14',
      '2021-10-15',
    ]);
    // 22:30 UTC is already the next day in Prague.
    expect(runningDays(at('2021-10-11T22:30:00Z'), at('2021-10-11T22:30:00Z'), TZ)).toEqual(['2021-10-12']);
    // A slip of the year counts for its first and last day only.
    expect(runningDays(at('2020-10-11T10:00:00+02:00'), at('2021-10-11T10:00:00+02:00'), TZ)).toEqual([
      '2020-10-11',
      '2021-10-11',
    ]);
    expect(
      editionDays(
        [
          { start: '2022-10-12T08:00:00Z', end: '2022-10-12T09:00:00Z' },
          { start: '2022-10-10T08:00:00Z', end: '2022-10-11T09:00:00Z' },
          { start: '2022-10-12T10:00:00Z', end: '2022-10-12T11:00:00Z' },
        ],
        TZ,
      ),
    ).toEqual(['2022-10-10', '2022-10-11', '2022-10-12']);
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

  it('drops what is not a day and unknown values (the use case drops days it does not offer)', () => {
    expect(readAccompanyingFilters(q('day=2021-13-04&location=abc&upcoming=0'))).toEqual({
      locationId: null,
      day: null,
      upcoming: false,
    });
    expect(readAccompanyingFilters(q('day=2021-10-32')).day).toBeNull();
  });
});

describe('readAllSessionsFilters', () => {
  it('reads the accompanying and seminar parameters under the same names, plus area, city, text, seats and soon', () => {
    expect(
      readAllSessionsFilters(
        q('day=2021-10-11&location=3&hall=2&upcoming=1&area=seminars&city=Brno&q=+vodík++auto+&seats=1&soon=1'),
      ),
    ).toEqual({
      day: '2021-10-11',
      locationId: 3,
      hallId: 2,
      upcoming: true,
      area: 'seminars',
      city: 'Brno',
      text: 'vodík auto',
      seats: true,
      soon: true,
    });
  });

  it('drops an unknown area and text no parameter may hold', () => {
    const filters = readAllSessionsFilters(q(`area=party&q=${'x'.repeat(101)}&city=%00`));
    expect(filters).toMatchObject({ area: null, text: null, city: null, seats: false, soon: false });
  });
});
