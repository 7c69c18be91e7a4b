import { describe, expect, it } from 'vitest';
import { formatPresentIds, parsePresentIds } from './present-ids';
import { presentIdsInput } from './present-ids-input';

describe('users_present', () => {
  it('reads the stored list, skipping empties, junk and repeats', () => {
    expect(parsePresentIds('')).toEqual([]);
    expect(parsePresentIds('3, 1,,x,3,-2')).toEqual([3, 1]);
  });

  it('writes ids comma-joined, once each', () => {
    expect(formatPresentIds([4, 2, 4])).toBe('4,2');
    expect(formatPresentIds([])).toBe('');
  });

  it('takes a comma-joined id list or nothing from a writer', () => {
    expect(presentIdsInput.parse(' 12, 7 ')).toEqual([12, 7]);
    expect(presentIdsInput.parse('')).toEqual([]);
    for (const bad of ['a', '1,,2', '1;2', '-1']) expect(presentIdsInput.safeParse(bad).success, bad).toBe(false);
  });
});
