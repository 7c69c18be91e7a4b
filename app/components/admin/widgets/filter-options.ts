import type { Option } from './form-fields';

/** Lower case without accents, so 'SVOBOD' finds 'Svobodová' and 'ZELENY' finds 'Zelený'. */
export function foldLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('cs');
}

/** The options whose label holds the query, case (and accents) ignored; all for an empty query. */
export function filterOptions<O extends Option>(options: readonly O[], query: string): O[] {
  const q = foldLabel(query.trim());
  if (!q) return [...options];
  return options.filter((o) => foldLabel(o.label).includes(q));
}

/** Moves the `moved` ids before or after `target`, keeping their order. */
export function reorder<T>(list: readonly T[], moved: readonly T[], target: T, position: 'before' | 'after'): T[] {
  if (moved.includes(target)) return [...list];
  const rest = list.filter((item) => !moved.includes(item));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  const ordered = list.filter((item) => moved.includes(item));
  return [...rest.slice(0, at), ...ordered, ...rest.slice(at)];
}
