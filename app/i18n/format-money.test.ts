import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './format-money';

// Intl separates groups and the currency with no-break spaces; compare them as plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes whole crowns the way each language does', () => {
    expect(plain(formatMoney(10_900, 'CZK', 'cs'))).toBe('10 900 Kč');
    expect(plain(formatMoney(10_900, 'CZK', 'en'))).toBe('CZK 10,900');
    expect(plain(formatMoney(0, 'CZK', 'cs'))).toBe('0 Kč');
    expect(plain(formatMoney(1_318_900, 'CZK', 'cs'))).toBe('1 318 900 Kč');
  });

  it('keeps a percentage together with its sign', () => {
    expect(formatPercent(21)).toBe('21\u00a0%');
  });
});
