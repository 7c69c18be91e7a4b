import { describe, expect, test } from 'vitest';
import { addMonths, DEFAULT_RETENTION_MONTHS, purgeDue } from './retention-periods';

const end = new Date('2021-10-24T21:00:00Z');

describe('purgeDue', () => {
  test('nothing is due before the shortest period ends, even a millisecond before', () => {
    expect(purgeDue(new Date('2022-01-24T20:59:59.999Z'), end)).toEqual([]);
  });

  test('a category is due from the instant its period ends', () => {
    expect(purgeDue(new Date('2022-01-24T21:00:00Z'), end)).toEqual(['outboxBodies']);
    expect(purgeDue(new Date('2022-04-24T21:00:00Z'), end)).toEqual(['signups', 'attendance', 'outboxBodies']);
    expect(purgeDue(new Date('2022-10-24T21:00:00Z'), end)).toEqual([
      'signups',
      'attendance',
      'quickSignupAccounts',
      'outboxBodies',
    ]);
  });

  test('the periods come from the caller (an edition may carry its own)', () => {
    const periods = { ...DEFAULT_RETENTION_MONTHS, signups: 1, outboxBodies: 24 };
    expect(purgeDue(new Date('2021-11-24T21:00:00Z'), end, periods)).toEqual(['signups']);
  });

  test('an edition not over yet purges nothing', () => {
    expect(purgeDue(new Date('2021-10-11T08:00:00Z'), end)).toEqual([]);
  });
});

describe('addMonths', () => {
  test('keeps the day, or takes the last day of a shorter month', () => {
    expect(addMonths(new Date('2021-08-31T10:00:00Z'), 6).toISOString()).toBe('2022-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2021-10-11T10:00:00Z'), 3).toISOString()).toBe('2022-01-11T10:00:00.000Z');
  });
});
