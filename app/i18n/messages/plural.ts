/** A message with Czech plural forms, by Intl.PluralRules category (one 1, few 2-4, many fractions, other 0 and 5+). */
export type PluralMessage = { one: string; few?: string; many?: string; other: string };
