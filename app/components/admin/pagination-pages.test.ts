import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, paginationPages } from './pagination-pages';

describe('paginationPages', () => {
  it('lists every page when there are nine or fewer', () => {
    expect(paginationPages(1, 1)).toEqual([1]);
    expect(paginationPages(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationPages(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('near the start: the first seven pages, a gap and the last', () => {
    expect(paginationPages(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '..', 20]);
    expect(paginationPages(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, '..', 20]);
  });

  it('in the middle: first, a gap, two pages either side of the current one, a gap, last', () => {
    expect(paginationPages(6, 20)).toEqual([1, '..', 4, 5, 6, 7, 8, '..', 20]);
    expect(paginationPages(10, 20)).toEqual([1, '..', 8, 9, 10, 11, 12, '..', 20]);
    expect(paginationPages(15, 20)).toEqual([1, '..', 13, 14, 15, 16, 17, '..', 20]);
  });

  it('near the end: the first, a gap and the last seven pages', () => {
    expect(paginationPages(16, 20)).toEqual([1, '..', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationPages(20, 20)).toEqual([1, '..', 14, 15, 16, 17, 18, 19, 20]);
    expect(paginationPages(6, 10)).toEqual([1, '..', 4, 5, 6, 7, 8, 9, 10]);
  });

  it('always shows the current page and nine items once there are more than nine pages', () => {
    for (let last = 10; last <= 30; last++) {
      for (let page = 1; page <= last; page++) {
        const items = paginationPages(page, last);
        expect(items).toHaveLength(9);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(last);
      }
    }
  });

  it('windows 10 and 50 pages the same way', () => {
    expect(paginationPages(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, '..', 10]);
    expect(paginationPages(10, 10)).toEqual([1, '..', 4, 5, 6, 7, 8, 9, 10]);
    expect(paginationPages(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, '..', 50]);
    expect(paginationPages(25, 50)).toEqual([1, '..', 23, 24, 25, 26, 27, '..', 50]);
    expect(paginationPages(50, 50)).toEqual([1, '..', 44, 45, 46, 47, 48, 49, 50]);
  });

  it('clamps a page out of range', () => {
    expect(paginationPages(0, 3)).toEqual([1, 2, 3]);
    expect(paginationPages(99, 20)).toEqual([1, '..', 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('clampPage and pageCountOf', () => {
  it('keeps the page between 1 and the last page', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 25)).toBe(1);
    expect(pageCountOf(25, 25)).toBe(1);
    expect(pageCountOf(26, 25)).toBe(2);
  });
});
