/**
 * An amount typed in crowns as haléře: `13 189,50`, `13189.5` or `13189` (spaces and a decimal
 * comma or point, at most two decimals); null for anything else, zero or negative included.
 */
export function parseCrowns(text: string): number | null {
  const plain = text.replace(/[\s\u00a0]/g, '').replace(/(Kč|CZK)$/i, '');
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Haléře as crowns for an input field: `13189,50` in Czech, `13189.50` in English, whole crowns without decimals. */
export function crownsText(minor: number, locale: 'cs' | 'en'): string {
  const text = minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
  return locale === 'cs' ? text.replace('.', ',') : text;
}
