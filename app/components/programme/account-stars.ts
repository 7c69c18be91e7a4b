import { starIdsOf } from '../../../core/stars/star-list-text';

let last: { text: string; ids: readonly number[] } | null = null;

/**
 * A signed-in visitor's stars from the site layout's text (decision 200), as one list per text:
 * every star of a page, and the merge of a guest's stars, read the same list (the stars' store
 * keys what the page changed by the list it changed it from). Null for a guest.
 */
export function accountStars(text: string | null | undefined): readonly number[] | null {
  if (text == null) return null;
  if (last?.text !== text) last = { text, ids: starIdsOf(text) };
  return last.ids;
}
