import { describe, expect, it } from 'vitest';
import { isFull, occupancyOf, occupancyShare } from './occupancy-rule';

describe('isFull', () => {
  it('is full once the people inside reach the capacity', () => {
    expect(isFull(29, 30)).toBe(false);
    expect(isFull(30, 30)).toBe(true);
  });

  it('stays full with more people than places (a walk-in ticked off by hand)', () => {
    expect(isFull(31, 30)).toBe(true);
  });

  it('is never full without a capacity', () => {
    expect(isFull(500, null)).toBe(false);
  });

  it('is not full with a capacity of 0 (sign-ups closed, not a room without room)', () => {
    expect(isFull(0, 0)).toBe(false);
    expect(isFull(3, 0)).toBe(false);
  });
});

describe('occupancyOf', () => {
  it('carries the count, the capacity and the verdict', () => {
    expect(occupancyOf(2, 2)).toEqual({ present: 2, capacity: 2, full: true });
    expect(occupancyOf(1, 2)).toEqual({ present: 1, capacity: 2, full: false });
    expect(occupancyOf(4, null)).toEqual({ present: 4, capacity: null, full: false });
  });
});

describe('occupancyShare', () => {
  it('is the share of places taken, capped at the whole', () => {
    expect(occupancyShare({ present: 15, capacity: 30 })).toBe(0.5);
    expect(occupancyShare({ present: 40, capacity: 30 })).toBe(1);
  });

  it('is null without a capacity to share', () => {
    expect(occupancyShare({ present: 15, capacity: null })).toBeNull();
    expect(occupancyShare({ present: 0, capacity: 0 })).toBeNull();
  });
});
