import { describe, expect, it } from 'vitest';
import { addDays, dayIn, formatAmount, formatDay, formatMoney } from './invoice-format';

/** Tests read spaces as plain spaces; the module writes non-breaking ones. */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('invoice formats', () => {
  it('writes money the Czech way in Czech and the English way in English', () => {
    expect(plain(formatMoney(10_900, 'cs'))).toBe('10 900,00 Kč');
    expect(plain(formatMoney(13_189, 'cs'))).toBe('13 189,00 Kč');
    expect(plain(formatMoney(1_234_567.5, 'cs'))).toBe('1 234 567,50 Kč');
    expect(plain(formatMoney(-29_948, 'cs'))).toBe('-29 948,00 Kč');
    expect(plain(formatMoney(0, 'cs'))).toBe('0,00 Kč');
    expect(plain(formatMoney(-0, 'cs'))).toBe('0,00 Kč');
    expect(plain(formatMoney(13_189, 'en'))).toBe('13,189.00 CZK');
    expect(plain(formatAmount(4_950, 'cs'))).toBe('4 950,00');
    expect(formatMoney(10_900, 'cs')).not.toContain(' '); // never split across lines
  });

  it('writes calendar days in the document language', () => {
    expect(plain(formatDay('2021-03-15', 'cs'))).toBe('15. 3. 2021');
    expect(plain(formatDay('2021-03-15', 'en'))).toBe('15 Mar 2021');
    expect(() => formatDay('2021-13-01', 'cs')).toThrow(RangeError);
  });

  it('counts days and finds the Prague day of an instant', () => {
    expect(addDays('2021-02-22', 14)).toBe('2021-03-08');
    expect(addDays('2021-03-27', 2)).toBe('2021-03-29'); // over the switch to summer time
    expect(dayIn(new Date('2021-03-14T23:30:00Z'))).toBe('2021-03-15'); // 00:30 in Prague
    expect(dayIn(new Date('2021-07-31T21:59:00Z'))).toBe('2021-07-31'); // 23:59 in Prague, summer time
  });
});
