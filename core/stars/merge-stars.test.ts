import { describe, expect, it } from 'vitest';
import { mergeStarIds, parseBrowserStars } from './merge-stars';

describe('mergeStarIds', () => {
  it('keeps every star of both sides once, the account first', () => {
    expect(mergeStarIds([3, 1], [1, 7, 3, 9])).toEqual([3, 1, 7, 9]);
  });

  it('keeps the browser stars when the account has none, and the account ones when the browser has none', () => {
    expect(mergeStarIds([], [4, 5])).toEqual([4, 5]);
    expect(mergeStarIds([4, 5], [])).toEqual([4, 5]);
  });

  it('drops what is not an event id', () => {
    expect(mergeStarIds([2], [0, -1, 1.5, '3', null, 2 ** 60, 8])).toEqual([2, 8]);
  });

  it('stops at the cap, keeping the older stars', () => {
    expect(mergeStarIds([1, 2], [3, 4, 5], 3)).toEqual([1, 2, 3]);
  });
});

describe('parseBrowserStars', () => {
  it('reads a JSON array of ids and treats anything else as no stars', () => {
    expect(parseBrowserStars('[5,6,5]')).toEqual([5, 6]);
    expect(parseBrowserStars(null)).toEqual([]);
    expect(parseBrowserStars('{"a":1}')).toEqual([]);
    expect(parseBrowserStars('not json')).toEqual([]);
  });
});
