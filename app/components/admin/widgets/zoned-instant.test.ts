import { describe, expect, it } from 'vitest';
import { CalendarDateTime } from '@internationalized/date';
import { instantToZoned, zonedToInstant } from './zoned-instant';

const PRAGUE = 'Europe/Prague';

describe('datetime field values', () => {
  it('shows an instant as the wall time in the event time zone and writes it back unchanged', () => {
    const zoned = instantToZoned('2021-10-12T07:00:00.000Z', PRAGUE)!;
    expect([zoned.day, zoned.hour, zoned.minute]).toEqual([12, 9, 0]);
    expect(zonedToInstant(zoned, PRAGUE)).toBe('2021-10-12T07:00:00.000Z');
  });

  it('keeps the wall time when an edit crosses the autumn DST change', () => {
    // Saturday 30 Oct 2021 09:00 is summer time (+02:00); moving the date to Monday 1 Nov keeps 09:00, now +01:00.
    const before = instantToZoned('2021-10-30T07:00:00.000Z', PRAGUE)!;
    const after = before.set({ day: 1, month: 11 });
    expect([after.hour, after.minute]).toEqual([9, 0]);
    expect(zonedToInstant(after, PRAGUE)).toBe('2021-11-01T08:00:00.000Z');
    expect(zonedToInstant(instantToZoned(zonedToInstant(after, PRAGUE), PRAGUE), PRAGUE)).toBe('2021-11-01T08:00:00.000Z');
  });

  it('keeps the wall time across the spring change too', () => {
    const winter = instantToZoned('2021-03-27T09:30:00.000Z', PRAGUE)!; // 10:30 +01:00
    const summer = winter.add({ days: 1 });
    expect([summer.hour, summer.minute]).toEqual([10, 30]);
    expect(zonedToInstant(summer, PRAGUE)).toBe('2021-03-28T08:30:00.000Z');
  });

  it('reads a date typed into an empty field (no zone yet) in the event time zone', () => {
    expect(zonedToInstant(new CalendarDateTime(2021, 10, 12, 9, 0), PRAGUE)).toBe('2021-10-12T07:00:00.000Z');
    expect(zonedToInstant(new CalendarDateTime(2021, 12, 1, 9, 0), PRAGUE)).toBe('2021-12-01T08:00:00.000Z');
  });

  it('drops seconds and reads nothing from an empty or broken value', () => {
    expect(zonedToInstant(instantToZoned('2021-10-12T07:00:42.123Z', PRAGUE), PRAGUE)).toBe('2021-10-12T07:00:00.000Z');
    expect(instantToZoned('', PRAGUE)).toBeNull();
    expect(instantToZoned('yesterday', PRAGUE)).toBeNull();
    expect(zonedToInstant(null, PRAGUE)).toBeNull();
  });
});
