import { MAX_STARS } from './star-limits';

/**
 * The union of the account's stars and the browser's (decision 038): nothing starred on either
 * side is lost. The account's come first, then the browser's new ones in their order, so at the
 * cap the stars kept are the older ones. Ids that are not positive whole numbers are dropped
 * (the browser's list is whatever localStorage held).
 */
export function mergeStarIds(account: readonly number[], browser: readonly unknown[], max = MAX_STARS): number[] {
  const merged = new Set<number>();
  for (const id of [...account, ...browser]) {
    if (merged.size >= max) break;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) merged.add(id);
  }
  return [...merged];
}

/** The browser's stars from what localStorage holds: a JSON array of ids, anything else is none. */
export function parseBrowserStars(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? mergeStarIds([], value) : [];
  } catch {
    return [];
  }
}
