import { describe, expect, test } from 'vitest';
import { delayedTimes, delayInForce, nextMidnight, shownTimes } from './hall-delay';

const TZ = 'Europe/Prague';
const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
/** A hall running `minutes` late since `setAt`. */
const late = (minutes: number, setAt: string | null) => ({
  delayMinutes: minutes,
  delaySetAt: setAt === null ? null : at(setAt),
});
const shown = (s: { start: Date; end: Date; minutes: number }) => ({
  start: s.start.toISOString(),
  end: s.end.toISOString(),
  minutes: s.minutes,
});

describe('shownTimes', () => {
  const seminar = span('2021-10-11T11:00:00+02:00', '2021-10-11T12:00:00+02:00');

  test('a hall on time shows the stored times', () => {
    expect(shown(shownTimes(late(0, null), seminar, TZ))).toEqual({
      start: '2021-10-11T09:00:00.000Z',
      end: '2021-10-11T10:00:00.000Z',
      minutes: 0,
    });
    expect(shownTimes(null, seminar, TZ).minutes).toBe(0);
  });

  test('an event later that day moves by the delay', () => {
    expect(shown(shownTimes(late(10, '2021-10-11T10:32:00+02:00'), seminar, TZ))).toEqual({
      start: '2021-10-11T09:10:00.000Z',
      end: '2021-10-11T10:10:00.000Z',
      minutes: 10,
    });
  });

  test('an event already over when the delay was set keeps its times', () => {
    const morning = span('2021-10-11T09:00:00+02:00', '2021-10-11T10:00:00+02:00');
    expect(shownTimes(late(10, '2021-10-11T10:32:00+02:00'), morning, TZ)).toEqual({ ...morning, minutes: 0 });
    // Ending at the very moment counts as over.
    expect(shownTimes(late(10, '2021-10-11T10:00:00+02:00'), morning, TZ).minutes).toBe(0);
  });

  test('an event in progress when the delay was set moves', () => {
    const running = span('2021-10-11T10:15:00+02:00', '2021-10-11T11:00:00+02:00');
    expect(shown(shownTimes(late(15, '2021-10-11T10:32:00+02:00'), running, TZ))).toEqual({
      start: '2021-10-11T08:30:00.000Z',
      end: '2021-10-11T09:15:00.000Z',
      minutes: 15,
    });
  });

  test('events of another day keep their times: a forgotten delay expires by itself', () => {
    const delay = late(30, '2021-10-11T10:32:00+02:00');
    expect(shownTimes(delay, span('2021-10-12T09:00:00+02:00', '2021-10-12T10:00:00+02:00'), TZ).minutes).toBe(0);
    expect(shownTimes(delay, span('2021-10-10T09:00:00+02:00', '2021-10-10T10:00:00+02:00'), TZ).minutes).toBe(0);
  });

  test('the day ends at midnight in the event time zone, not in UTC', () => {
    // 23:30 in Prague is 21:30 UTC: an event at 00:30 the next Prague day is still the 11th in UTC.
    const lateEvening = late(10, '2021-10-11T23:30:00+02:00');
    expect(shownTimes(lateEvening, span('2021-10-12T00:30:00+02:00', '2021-10-12T01:00:00+02:00'), TZ).minutes).toBe(0);
    expect(shownTimes(lateEvening, span('2021-10-11T23:45:00+02:00', '2021-10-12T00:15:00+02:00'), TZ).minutes).toBe(10);
    // 00:20 in Prague is still the 11th in UTC: the 12th's events move.
    const afterMidnight = late(10, '2021-10-12T00:20:00+02:00');
    expect(shownTimes(afterMidnight, span('2021-10-12T09:00:00+02:00', '2021-10-12T10:00:00+02:00'), TZ).minutes).toBe(10);
    // An event of the evening before that runs past midnight, not over yet, moves too.
    expect(shownTimes(afterMidnight, span('2021-10-11T23:30:00+02:00', '2021-10-12T00:30:00+02:00'), TZ).minutes).toBe(10);
  });

  test('on the days the clocks change, the whole local day counts', () => {
    // 31 October 2021 has 25 hours in Prague: 23:30 CET is 22:30 UTC.
    const autumn = late(5, '2021-10-31T01:30:00+02:00');
    expect(shownTimes(autumn, span('2021-10-31T23:30:00+01:00', '2021-10-31T23:50:00+01:00'), TZ).minutes).toBe(5);
    expect(shownTimes(autumn, span('2021-11-01T00:00:00+01:00', '2021-11-01T00:30:00+01:00'), TZ).minutes).toBe(0);
    // 27 March 2022 has 23 hours.
    const spring = late(5, '2022-03-27T01:00:00+01:00');
    expect(shownTimes(spring, span('2022-03-27T23:30:00+02:00', '2022-03-27T23:55:00+02:00'), TZ).minutes).toBe(5);
    expect(shownTimes(spring, span('2022-03-28T00:00:00+02:00', '2022-03-28T00:30:00+02:00'), TZ).minutes).toBe(0);
  });
});

describe('nextMidnight', () => {
  test('across the end of a month and a change of the clocks', () => {
    expect(new Date(nextMidnight(at('2021-10-31T12:00:00+01:00'), TZ)).toISOString()).toBe('2021-10-31T23:00:00.000Z');
    expect(new Date(nextMidnight(at('2021-10-30T12:00:00+02:00'), TZ)).toISOString()).toBe('2021-10-30T22:00:00.000Z');
  });
});

describe('delayedTimes', () => {
  test('tells the delay with the scheduled times, or null when on time', () => {
    const seminar = span('2021-10-11T11:00:00+02:00', '2021-10-11T12:00:00+02:00');
    expect(delayedTimes(late(10, '2021-10-11T10:32:00+02:00'), seminar, TZ)).toEqual({
      start: at('2021-10-11T11:10:00+02:00'),
      end: at('2021-10-11T12:10:00+02:00'),
      delay: { minutes: 10, scheduled_start: '2021-10-11T09:00:00.000Z', scheduled_end: '2021-10-11T10:00:00.000Z' },
    });
    expect(delayedTimes(late(0, null), seminar, TZ)).toEqual({ ...seminar, delay: null });
  });
});

describe('delayInForce', () => {
  const delay = late(10, '2021-10-11T10:32:00+02:00');
  test('the stored delay on its day, none from the next day on', () => {
    expect(delayInForce(delay, at('2021-10-11T23:59:00+02:00'), TZ)).toBe(delay);
    expect(delayInForce(delay, at('2021-10-12T00:00:00+02:00'), TZ)).toEqual({ delayMinutes: 0, delaySetAt: null });
    expect(delayInForce(late(0, null), at('2021-10-11T12:00:00+02:00'), TZ).delayMinutes).toBe(0);
  });
});
