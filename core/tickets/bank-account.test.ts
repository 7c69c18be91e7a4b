import { describe, expect, it } from 'vitest';
import { formatIban, ibanOfCzechAccount, isValidIban, normalizeIban, parseCzechAccount } from './bank-account';
import { isValidRegnumber, isValidVatNumber } from './company-id';

describe('Czech bank accounts', () => {
  it('reads the domestic form and checks prefix and number by the ČNB weights', () => {
    expect(parseCzechAccount('19-2000145399/0800')).toEqual({ prefix: '19', number: '2000145399', bank: '0800' });
    expect(parseCzechAccount('1234567899/2010')).toEqual({ prefix: '', number: '1234567899', bank: '2010' });
    // One digit off fails the check; shapes that are not an account fail too.
    for (const bad of [
      '1234567898/2010',
      '19-2000145398/0800',
      '18-2000145399/0800',
      '1234567899',
      '1234567899/201',
      'x/0800',
      '0000000000/0800',
    ])
      expect(parseCzechAccount(bad), bad).toBeNull();
  });

  it('spells a domestic account as its CZ IBAN (the ČNB example)', () => {
    expect(ibanOfCzechAccount(parseCzechAccount('19-2000145399/0800')!)).toBe('CZ6508000000192000145399');
    expect(ibanOfCzechAccount(parseCzechAccount('1234567899/2010')!)).toBe('CZ6920100000001234567899');
  });

  it('checks an IBAN by mod 97, spaces and case aside', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('cz6508000000192000145399')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    for (const bad of ['CZ6608000000192000145399', 'CZ650800000019200014539', 'CZ65', '', 'XX00 1234'])
      expect(isValidIban(bad), bad).toBe(false);
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });
});

describe('company identifiers', () => {
  it('checks the IČO check digit', () => {
    for (const ok of ['12345679', '00216208', '25596641']) expect(isValidRegnumber(ok), ok).toBe(true);
    for (const bad of ['12345678', '1234567', '123456790', 'abcdefgh']) expect(isValidRegnumber(bad), bad).toBe(false);
  });

  it("takes a DIČ with its country code, in its EU state's form", () => {
    for (const ok of [
      'CZ12345679',
      'CZ7001011234',
      'SK2020202020',
      'DE123456789',
      'ATU12345678',
      'NL123456789B01',
      'EL123456789',
    ])
      expect(isValidVatNumber(ok), ok).toBe(true);
    for (const bad of [
      '12345679',
      'CZ123',
      'CZ12345679A',
      'cz12345679',
      'NONSENSE',
      'DEAB',
      'DE12345678',
      'ATU1234567',
      'SK202020202',
    ])
      expect(isValidVatNumber(bad), bad).toBe(false);
  });

  it("checks a Czech company's DIČ like its IČO (decision 078)", () => {
    expect(isValidVatNumber('CZ27184528')).toBe(true);
    expect(isValidVatNumber('CZ27184527')).toBe(false);
  });

  it('takes a VAT number from outside the EU as written (decision 078)', () => {
    for (const ok of ['CHE123456789MWST', 'CHE-123.456.789', 'GB123456789', 'NO123456789MVA', 'US12-3456789'])
      expect(isValidVatNumber(ok), ok).toBe(true);
    for (const bad of ['CH', 'CHMWST', 'GB1', 'US12 3456789', '1234567890']) expect(isValidVatNumber(bad), bad).toBe(false);
  });
});
