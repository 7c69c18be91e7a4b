/**
 * Folds text the way the database folds the search_text columns: decomposed, combining marks
 * removed, lower case ("Přehlídka" -> "prehlidka").
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
