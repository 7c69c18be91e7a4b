import { describe, expect, it } from 'vitest';
import { findClashes } from './find-clashes';

const at = (time: string) => `2021-10-12T${time}:00+02:00`;
const ev = (id: number, start: string, end: string) => ({ id, start: at(start), end: at(end) });
const asObject = (m: Map<number, number[]>) => Object.fromEntries([...m].map(([k, v]) => [k, [...v].sort()]));

describe('findClashes', () => {
  it('marks both events of an overlap, and each event with every one it overlaps', () => {
    const clashes = findClashes([
      ev(1, '09:00', '10:00'),
      ev(2, '09:30', '11:00'),
      ev(3, '10:30', '12:00'),
      ev(4, '13:00', '14:00'),
    ]);
    expect(asObject(clashes)).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
  });

  it('does not count back-to-back events as a clash', () => {
    expect(findClashes([ev(1, '09:00', '10:00'), ev(2, '10:00', '11:00')]).size).toBe(0);
  });

  it('finds an event inside a long one, whatever order they come in', () => {
    const clashes = findClashes([ev(5, '10:00', '10:30'), ev(6, '08:00', '18:00'), ev(7, '12:00', '12:15')]);
    expect(asObject(clashes)).toEqual({ 5: [6], 6: [5, 7], 7: [6] });
  });

  it('compares instants, not the text: the same moment written in two offsets overlaps', () => {
    const clashes = findClashes([
      { id: 1, start: '2021-10-12T08:00:00Z', end: '2021-10-12T09:00:00Z' },
      { id: 2, start: '2021-10-12T10:30:00+02:00', end: '2021-10-12T11:30:00+02:00' },
    ]);
    expect(asObject(clashes)).toEqual({ 1: [2], 2: [1] });
  });

  it('ignores events of zero length', () => {
    expect(findClashes([ev(1, '09:00', '09:00'), ev(2, '08:00', '10:00')]).size).toBe(0);
  });
});
