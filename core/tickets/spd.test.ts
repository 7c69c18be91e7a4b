import { describe, expect, it } from 'vitest';
import { buildSpdPayment, czechAccountToIban, formatIban, isValidIban, spdText } from './spd';

/** ISO 13616 check digits computed here with BigInt, independently of the module's digit-by-digit mod 97. */
const expectedCzIban = (bank: string, prefix: string, number: string) => {
  const bban = bank + prefix.padStart(6, '0') + number.padStart(10, '0');
  const check = 98n - (BigInt(`${bban}123500`) % 97n); // C = 12, Z = 35, then "00"
  return `CZ${check.toString().padStart(2, '0')}${bban}`;
};

describe('czechAccountToIban', () => {
  it('turns the published examples into their IBANs', () => {
    // The Czech National Bank's example account and the SPD specification's sample payee.
    expect(czechAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    expect(formatIban(czechAccountToIban('19-2000145399/0800'))).toBe('CZ65 0800 0000 1920 0014 5399');
    expect(czechAccountToIban('1265098001/5500')).toBe('CZ5855000000001265098001');
  });

  it('agrees with check digits computed independently', () => {
    const cases: [string, string, string][] = [
      ['0800', '19', '2000145399'],
      ['5500', '', '1265098001'],
      ['0100', '', '123457'], // a short number, padded with zeros
      ['2010', '', '2700000000'],
    ];
    for (const [bank, prefix, number] of cases) {
      const account = `${prefix ? `${prefix}-` : ''}${number}/${bank}`;
      const iban = czechAccountToIban(account);
      expect(iban).toBe(expectedCzIban(bank, prefix, number));
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it('accepts spaces around the parts', () => {
    expect(czechAccountToIban(' 19 - 2000145399 / 0800 ')).toBe('CZ6508000000192000145399');
  });

  it('refuses a malformed account, a bad check digit or an empty number', () => {
    for (const bad of [
      '',
      '2000145399',
      '2000145399/800',
      '19-2000145399/08000',
      '1234567-2000145399/0800', // prefix longer than 6 digits
      '12345678901/0800', // number longer than 10 digits
      '19-2000145398/0800', // number fails mod 11
      '18-2000145399/0800', // prefix fails mod 11
      '0000000000/0800',
      'CZ6508000000192000145399',
      '19-2000145399/08a0',
    ])
      expect(() => czechAccountToIban(bad), bad).toThrow(RangeError);
  });
});

describe('isValidIban', () => {
  it('checks mod 97 and the Czech length', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('cz6508000000192000145399')).toBe(true);
    expect(isValidIban('CZ6608000000192000145399')).toBe(false);
    expect(isValidIban('CZ650800000019200014539')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true); // the German example IBAN
    expect(isValidIban('GB82WEST12345698765432')).toBe(true); // letters inside the BBAN
  });
});

describe('buildSpdPayment', () => {
  const base = {
    iban: 'CZ5855000000001265098001',
    amount: 480.5,
    currency: 'CZK',
    variableSymbol: '1234567890',
    message: 'Platba za zboží',
  };

  it('builds the specification example', () => {
    expect(buildSpdPayment(base)).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*X-VS:1234567890*MSG:PLATBA ZA ZBOZI',
    );
  });

  it('writes whole crowns with two decimals and adds BIC, due date and payee when given', () => {
    expect(
      buildSpdPayment({
        iban: 'CZ65 0800 0000 1920 0014 5399',
        bic: 'gibaczpx',
        amount: 13_189,
        currency: 'czk',
        variableSymbol: '2021000001',
        message: 'Faktura 2021-0001',
        dueDate: '2021-03-15',
        recipientName: 'Týden inovací, z. s.',
      }),
    ).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399+GIBACZPX*AM:13189.00*CC:CZK*X-VS:2021000001*DT:20210315*RN:TYDEN INOVACI Z. S.*MSG:FAKTURA 2021-0001',
    );
  });

  it('keeps asterisks and percent signs out of values and cuts the message to 60 characters', () => {
    const spd = buildSpdPayment({ ...base, message: `Sleva *50 %* ${'ěščřžýáíéůú'.repeat(10)}` });
    const msg = spd.split('*MSG:')[1]!;
    expect(spd.split('*')).toHaveLength(7); // SPD, 1.0 and five fields: no stray separator
    expect(msg).not.toMatch(/[*%]/);
    expect(msg.length).toBeLessThanOrEqual(60);
    expect(msg.startsWith('SLEVA 50 ESCRZYAIEUU')).toBe(true);
  });

  it('leaves out an empty message', () => {
    expect(buildSpdPayment({ ...base, message: '***' })).toBe(
      'SPD*1.0*ACC:CZ5855000000001265098001*AM:480.50*CC:CZK*X-VS:1234567890',
    );
  });

  it('refuses values the format cannot carry', () => {
    const bad: Partial<typeof base & { bic: string; dueDate: string }>[] = [
      { iban: 'CZ6608000000192000145399' },
      { bic: 'GIBA' },
      { amount: 0 },
      { amount: -10 },
      { amount: 10.005 },
      { amount: Number.NaN },
      { amount: 10_000_000 }, // "10000000.00" is 11 characters
      { currency: 'Kč' },
      { variableSymbol: '' },
      { variableSymbol: '12345678901' },
      { variableSymbol: '2021-0001' },
      { dueDate: '15. 3. 2021' },
    ];
    for (const change of bad) expect(() => buildSpdPayment({ ...base, ...change }), JSON.stringify(change)).toThrow(RangeError);
    expect(buildSpdPayment({ ...base, amount: 9_999_999.99 })).toContain('*AM:9999999.99*');
  });
});

describe('spdText', () => {
  it('drops diacritics, upper-cases and keeps only the QR alphanumeric set', () => {
    expect(spdText('Příliš žluťoučký kůň: 2× úpěl/ďábelské ódy', 60)).toBe('PRILIS ZLUTOUCKY KUN: 2 UPEL/DABELSKE ODY');
    expect(spdText('  a  *  b  ', 60)).toBe('A B');
    expect(spdText('abc def', 4)).toBe('ABC');
  });
});
