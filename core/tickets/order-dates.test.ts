import { describe, expect, it } from 'vitest';
import { addDays, issueDateOf } from './order-dates';

describe('invoice dates', () => {
  it('takes the Prague calendar date: an order on 31 December after 23:00 UTC is issued in the new year', () => {
    expect(issueDateOf(new Date('2021-12-31T22:59:59Z'))).toBe('2021-12-31');
    expect(issueDateOf(new Date('2021-12-31T23:00:00Z'))).toBe('2022-01-01');
    expect(issueDateOf(new Date('2021-07-31T22:30:00Z'))).toBe('2021-08-01');
  });

  it('counts the due date in calendar days across months and years', () => {
    expect(addDays('2021-10-11', 14)).toBe('2021-10-25');
    expect(addDays('2021-12-25', 14)).toBe('2022-01-08');
    expect(addDays('2024-02-20', 10)).toBe('2024-03-01');
    expect(addDays('2021-10-11', 0)).toBe('2021-10-11');
  });
});
