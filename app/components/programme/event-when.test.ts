import { describe, expect, it } from 'vitest';
import { eventWhen } from './event-when';

const TZ = 'Europe/Prague';

describe('eventWhen', () => {
  it('writes one day with a time range, in Prague time and each language', () => {
    const start = '2021-10-11T13:30:00.000Z';
    const end = '2021-10-11T14:30:00.000Z';
    expect(eventWhen(start, end, 'cs', TZ)).toEqual({
      sameDay: true,
      date: '11. října 2021',
      time: '15:30–16:30',
      full: '11. října 2021, 15:30–16:30',
    });
    expect(eventWhen(start, end, 'en', TZ).full).toBe('11 October 2021, 15:30–16:30');
  });

  it('writes both ends of an event over several days', () => {
    const when = eventWhen('2021-10-04T07:00:00Z', '2021-10-24T16:00:00Z', 'cs', TZ);
    expect(when).toEqual({
      sameDay: false,
      date: '4.–24. října 2021',
      time: '09:00 – 18:00',
      full: '4. října 2021, 09:00 – 24. října 2021, 18:00',
    });
    expect(eventWhen('2021-10-04T07:00:00Z', '2021-10-24T16:00:00Z', 'en', TZ).date).toBe('4–24 October 2021');
  });

  it('takes the day in Prague, not in UTC', () => {
    // 23:30 UTC on the 10th is already the 11th in Prague.
    expect(eventWhen('2021-10-10T23:30:00Z', '2021-10-11T01:00:00Z', 'en', TZ)).toMatchObject({
      sameDay: true,
      date: '11 October 2021',
    });
  });
});
