/**
 * A signed-in visitor's stars as the site layout's data carries them: the ids joined by commas
 * ('' for none). A string, so that a page shared by a visibility class can carry one user's
 * stars in place of its placeholder (decision 200); the browser reads it back with `starIdsOf`.
 */
export function starListText(ids: readonly number[]): string {
  return ids.join(',');
}

/** The ids of a `starListText`; anything that is not a positive whole number is left out. */
export function starIdsOf(text: string): number[] {
  if (!text) return [];
  return text
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}
