import { describe, expect, it } from 'vitest';
import { placeCalendarDays, placeInColumns, visibleHours, weeksOf, weekStart } from './calendar-placement';

const TZ = 'Europe/Prague';
const ev = (id: string, start: string, end: string) => ({ id, start: new Date(start), end: new Date(end) });
const at = (day: string, time: string, offset = '+02:00') => `${day}T${time}:00${offset}`;
const box = (p: { event: { id: string }; top: number; bottom: number; column: number; columns: number; span: number }) => [
  p.event.id,
  p.top,
  p.bottom,
  p.column,
  p.columns,
  p.span,
];

describe('placeCalendarDays', () => {
  it('puts overlapping events side by side and lets a box stretch over free columns', () => {
    const day = '2021-10-11';
    const [d] = placeCalendarDays(
      [
        ev('a', at(day, '09:00'), at(day, '10:00')),
        ev('b', at(day, '09:30'), at(day, '11:00')),
        ev('c', at(day, '10:00'), at(day, '10:30')),
        ev('d', at(day, '09:45'), at(day, '10:15')),
        ev('alone', at(day, '12:00'), at(day, '13:00')),
      ],
      [day],
      TZ,
    );
    // a, b, d overlap; c starts when a ends and takes its column; "alone" has the whole width.
    expect(d!.placed.map(box)).toEqual([
      ['a', 540, 600, 0, 3, 1],
      ['b', 570, 660, 1, 3, 1],
      ['d', 585, 615, 2, 3, 1],
      ['c', 600, 630, 0, 3, 1],
      ['alone', 720, 780, 0, 1, 1],
    ]);
    expect(d!.columns).toBe(3);
  });

  it('stretches a box to the right when the columns beside it are free in its time', () => {
    const placed = placeInColumns([
      { id: 'long', top: 0, bottom: 120 },
      { id: 'x', top: 10, bottom: 30 },
      { id: 'y', top: 20, bottom: 40 },
      { id: 'late', top: 60, bottom: 90 },
    ]);
    expect(placed.map((p) => [p.id, p.column, p.columns, p.span])).toEqual([
      ['long', 0, 3, 1],
      ['x', 1, 3, 1],
      ['y', 2, 3, 1],
      // Nothing else runs from 60 to 90: it takes both free columns.
      ['late', 1, 3, 2],
    ]);
  });

  it('splits an event across midnight into a piece on each day, marked as continuing', () => {
    const days = placeCalendarDays(
      [ev('night', at('2021-10-11', '22:00'), at('2021-10-12', '01:30'))],
      ['2021-10-11', '2021-10-12'],
      TZ,
    );
    expect(days.map((d) => d.placed.map((p) => [p.top, p.bottom, p.fromPreviousDay, p.untilNextDay]))).toEqual([
      [[1320, 1440, false, true]],
      [[0, 90, true, false]],
    ]);
    // Ending at midnight is not on the next day; its box runs to the bottom of its own.
    const [eve, next] = placeCalendarDays(
      [ev('eve', at('2021-10-11', '23:00'), at('2021-10-12', '00:00'))],
      ['2021-10-11', '2021-10-12'],
      TZ,
    );
    expect(eve!.placed.map((p) => [p.top, p.bottom, p.untilNextDay])).toEqual([[1380, 1440, false]]);
    expect(next!.placed).toEqual([]);
  });

  it('lists events of a day or more as multi-day on each of their days, not on the hours', () => {
    const week = placeCalendarDays(
      [
        ev('fair', at('2021-10-04', '09:00'), at('2021-10-24', '18:00')),
        ev('talk', at('2021-10-05', '10:00'), at('2021-10-05', '11:00')),
      ],
      ['2021-10-04', '2021-10-05', '2021-10-25'],
      TZ,
    );
    expect(week.map((d) => [d.day, d.multiDay.map((e) => e.id), d.placed.map((p) => p.event.id)])).toEqual([
      ['2021-10-04', ['fair'], []],
      ['2021-10-05', ['fair'], ['talk']],
      ['2021-10-25', [], []],
    ]);
  });

  it('keeps wall-clock positions on the 25-hour day summer time ends, and on the 23-hour day it starts', () => {
    const autumn = '2021-10-31';
    const [fall] = placeCalendarDays(
      [
        // 01:30 summer time to 02:30 winter time: two real hours, one on the wall clock.
        ev('fold', at(autumn, '01:30', '+02:00'), at(autumn, '02:30', '+01:00')),
        // The repeated hour twice: an hour apart in real time, the same place on the wall
        // clock, so they stand side by side rather than on top of each other.
        ev('first 02:00', at(autumn, '02:00', '+02:00'), at(autumn, '02:40', '+02:00')),
        ev('second 02:00', at(autumn, '02:20', '+01:00'), at(autumn, '02:50', '+01:00')),
        // 02:30 summer time to 02:30 winter time: no length on the clock, drawn with the shortest box.
        ev('repeat', at(autumn, '02:30', '+02:00'), at(autumn, '02:30', '+01:00')),
        ev('morning', at(autumn, '09:00', '+01:00'), at(autumn, '10:00', '+01:00')),
      ],
      [autumn],
      TZ,
    );
    expect(fall!.hours).toBe(25);
    expect(fall!.placed.map(box)).toEqual([
      ['fold', 90, 150, 0, 3, 1],
      ['first 02:00', 120, 160, 1, 3, 1],
      ['second 02:00', 140, 170, 2, 3, 1],
      ['repeat', 150, 165, 0, 3, 1],
      ['morning', 540, 600, 0, 1, 1],
    ]);

    const spring = '2021-03-28';
    const [rise] = placeCalendarDays([ev('gap', at(spring, '01:30', '+01:00'), at(spring, '03:30', '+02:00'))], [spring], TZ);
    expect(rise!.hours).toBe(23);
    // One real hour across the missing 02:00-03:00: two hours on the wall clock.
    expect(rise!.placed.map((p) => [p.top, p.bottom])).toEqual([[90, 210]]);
    // Midnight to midnight of that day is 23 hours but still under "a day": it sits on the hours.
    const [whole] = placeCalendarDays(
      [ev('whole', at(spring, '00:00', '+01:00'), at('2021-03-29', '00:00', '+02:00'))],
      [spring],
      TZ,
    );
    expect(whole!.placed.map((p) => [p.top, p.bottom])).toEqual([[0, 1440]]);
  });
});

describe('visibleHours and weeks', () => {
  it('shows at least 9 to 18 and widens to the events', () => {
    const days = placeCalendarDays([ev('late', at('2021-10-11', '18:30'), at('2021-10-11', '21:15'))], ['2021-10-11'], TZ);
    expect(visibleHours(days)).toEqual({ from: 9, to: 22 });
    expect(visibleHours([])).toEqual({ from: 9, to: 18 });
  });

  it('groups days into weeks starting on Monday', () => {
    expect(weekStart('2021-10-11')).toBe('2021-10-11');
    expect(weekStart('2021-10-17')).toBe('2021-10-11');
    expect(weekStart('2021-10-04')).toBe('2021-10-04');
    expect(weeksOf(['2021-10-24', '2021-10-04', '2021-10-12', '2021-10-13'])).toEqual(['2021-10-04', '2021-10-11', '2021-10-18']);
  });
});
