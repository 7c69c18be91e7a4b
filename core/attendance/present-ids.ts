/** users_present as stored (spec: comma-joined user ids) → the ids, in order, without repeats or junk. */
export function parsePresentIds(stored: string): number[] {
  const ids = stored
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)];
}

/** The ids as users_present stores them. */
export function formatPresentIds(ids: Iterable<number>): string {
  return [...new Set(ids)].join(',');
}
