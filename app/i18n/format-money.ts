/**
 * Amounts of money as each language writes them: `10 900 Kč` / `CZK 10,900`. The price list
 * is in whole crowns, so no decimals are shown.
 */
import { intlLocale, type Locale } from './locale';

const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    formatters.set(key, f);
  }
  return f.format(amount);
}

/** `21 %`, `50 %`: the percentage with a no-break space, so it never wraps apart. */
export function formatPercent(value: number): string {
  return `${value}\u00a0%`;
}
