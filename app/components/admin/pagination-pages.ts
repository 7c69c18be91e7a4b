/** A numbered page, or the '..' marker standing for the pages left out. */
export type PageItem = number | '..';

/** At most this many items: all pages up to it, else first, last and a window with gaps. */
const SLOTS = 9;

/** The page the visitor asked for, clamped between 1 and the last page (spec 5). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, pageCount);
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), last);
}

/** How many pages `total` items fill at `perPage` a page; an empty list still has page 1. */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The pills of the pagination control (admin-and-widgets.md 7): every page when there are nine
 * or fewer, otherwise the first, the last and a window around the current page, with '..'
 * where pages are left out. The control always keeps nine items then, so it does not jump
 * about as the visitor pages through.
 */
export function paginationPages(current: number, pageCount: number): PageItem[] {
  const last = Math.max(1, pageCount);
  const page = clampPage(current, last);
  if (last <= SLOTS) return range(1, last);
  // First, gap, five-page window, gap, last: nine items.
  const side = 2;
  if (page <= SLOTS - side * 2) return [...range(1, SLOTS - 2), '..', last];
  if (page >= last - (SLOTS - side * 2) + 1) return [1, '..', ...range(last - (SLOTS - 3), last)];
  return [1, '..', ...range(page - side, page + side), '..', last];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
