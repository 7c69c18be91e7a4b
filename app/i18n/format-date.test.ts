import { describe, expect, it } from 'vitest';
import { dayKey, formatDate, formatDateRange, formatTime, formatTimeRange, formatWeekday } from './format-date';

// 08:00 UTC is 10:00 in Prague in October 2021 (summer time, +02:00).
const main = new Date('2021-10-11T08:00:00Z');

describe('format-date', () => {
  it('writes the date the way each language does', () => {
    expect(formatDate(main, 'cs')).toBe('11. října 2021');
    expect(formatDate(main, 'en')).toBe('11 October 2021');
    expect(formatDate('2021-10-11T08:00:00.000Z', 'en')).toBe('11 October 2021');
  });

  it('uses the event time zone, not the machine one', () => {
    // 22:30 UTC on the 10th is already the 11th in Prague.
    expect(formatDate(new Date('2021-10-10T22:30:00Z'), 'cs')).toBe('11. října 2021');
    expect(formatDate(new Date('2021-10-10T22:30:00Z'), 'en', 'UTC')).toBe('10 October 2021');
    expect(formatTime(main, 'cs')).toBe('10:00');
    expect(formatTime(main, 'en', 'America/New_York')).toBe('04:00');
    expect(dayKey(new Date('2021-10-10T22:30:00Z'))).toBe('2021-10-11');
  });

  it('writes times on a 24-hour clock in both languages', () => {
    expect(formatTime(new Date('2021-10-11T12:45:00Z'), 'en')).toBe('14:45');
    expect(formatTimeRange(main, new Date('2021-10-11T09:30:00Z'), 'cs')).toBe('10:00–11:30');
  });

  it('names the weekday', () => {
    expect(formatWeekday(main, 'cs')).toBe('pondělí 11. října');
    expect(formatWeekday(main, 'en')).toBe('Monday 11 October');
  });

  it('shortens date ranges within a month or a year', () => {
    const start = new Date('2021-10-04T07:00:00Z');
    const end = new Date('2021-10-24T18:00:00Z');
    expect(formatDateRange(start, end, 'cs')).toBe('4.–24. října 2021');
    expect(formatDateRange(start, end, 'en')).toBe('4–24 October 2021');
    const sept = new Date('2021-09-30T07:00:00Z');
    expect(formatDateRange(sept, end, 'cs')).toBe('30. září – 24. října 2021');
    expect(formatDateRange(sept, end, 'en')).toBe('30 September – 24 October 2021');
    expect(formatDateRange(new Date('2020-12-30T10:00:00Z'), start, 'en')).toBe('30 December 2020 – 4 October 2021');
    expect(formatDateRange(main, new Date('2021-10-11T15:00:00Z'), 'cs')).toBe('11. října 2021');
  });
});
