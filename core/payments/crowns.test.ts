import { describe, expect, it } from 'vitest';
import { crownsText, parseCrowns } from './crowns';

describe('parseCrowns', () => {
  it('reads the ways an amount is typed', () => {
    expect(['13189', '13 189,50', '13189.5', '13\u00a0189,05 Kč', '0,01'].map(parseCrowns)).toEqual([
      1_318_900, 1_318_950, 1_318_950, 1_318_905, 1,
    ]);
  });
  it('refuses nothing, zero, negatives, three decimals and words', () => {
    expect(['', '0', '0,00', '-5', '1,234', 'abc', '1e3'].map(parseCrowns)).toEqual([null, null, null, null, null, null, null]);
  });
  it('writes haléře back for the field', () => {
    expect([crownsText(1_318_900, 'cs'), crownsText(1_318_950, 'cs'), crownsText(1_318_950, 'en')]).toEqual([
      '13189',
      '13189,50',
      '13189.50',
    ]);
  });
});
