import { describe, expect, it } from 'vitest';
import { filterOptions, reorder } from './filter-options';

const speakers = [
  { id: 1, label: 'Jana Svobodová' },
  { id: 2, label: 'Petr Zelený' },
  { id: 3, label: 'ANNA NOVÁKOVÁ' },
];

describe('multiselect search', () => {
  it('matches part of the label, case and accents ignored', () => {
    expect(filterOptions(speakers, 'SVOBOD').map((o) => o.id)).toEqual([1]);
    expect(filterOptions(speakers, 'ZELENY').map((o) => o.id)).toEqual([2]);
    expect(filterOptions(speakers, 'nováková').map((o) => o.id)).toEqual([3]);
    expect(filterOptions(speakers, 'ová').map((o) => o.id)).toEqual([1, 3]);
  });

  it('lists everything for an empty query and nothing for a miss', () => {
    expect(filterOptions(speakers, '  ')).toHaveLength(3);
    expect(filterOptions(speakers, 'xyz')).toEqual([]);
  });
});

describe('reorder', () => {
  it('moves items before or after a target', () => {
    expect(reorder([1, 2, 3, 4], [4], 1, 'before')).toEqual([4, 1, 2, 3]);
    expect(reorder([1, 2, 3, 4], [1], 3, 'after')).toEqual([2, 3, 1, 4]);
    expect(reorder([1, 2, 3, 4], [1, 2], 4, 'after')).toEqual([3, 4, 1, 2]);
  });

  it('leaves the list alone when dropped on itself', () => {
    expect(reorder([1, 2, 3], [2], 2, 'before')).toEqual([1, 2, 3]);
  });
});
