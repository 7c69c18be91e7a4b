import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('skips titles before and after the name', () => {
    expect(initials('doc. Ing. Jana Procházková, Ph.D.')).toBe('JP');
    expect(initials('Ing. arch. Veronika Šťastná')).toBe('VŠ');
    expect(initials('prof. RNDr. Karel Vondráček, DrSc.')).toBe('KV');
  });

  it('takes the first and last name of longer names', () => {
    expect(initials('Maria Anna Lindqvist')).toBe('ML');
    expect(initials("Sarah O'Connell")).toBe('SO');
  });

  it('copes with one word and nothing', () => {
    expect(initials('Madonna')).toBe('M');
    expect(initials('')).toBe('');
  });
});
