import { describe, expect, it } from 'vitest';
import { parseAmountMinor, parseBankCsv, parseStatementDate } from './parse-bank-csv';
import { isGpc, parseGpc, StatementFormatError } from './parse-gpc';
import { decodeStatement } from './statement-payment';

/** A `075` line built field by field, so the test states the layout it expects. */
function gpcLine(f: {
  counter?: string;
  id: string;
  amount: number;
  code: '1' | '2' | '4' | '5';
  vs: string;
  bank?: string;
  name?: string;
  date: string;
}) {
  const line =
    '075' +
    '0000002001234567' +
    (f.counter ?? '0000000123456789') +
    f.id.padStart(13, '0') +
    String(f.amount).padStart(12, '0') +
    f.code +
    f.vs.padStart(10, '0') +
    ('00' + (f.bank ?? '0800') + '0308') +
    '0000000000' +
    f.date +
    (f.name ?? '').padEnd(20, ' ') +
    '0' +
    '0203' +
    f.date;
  expect(line).toHaveLength(128);
  return line;
}
const header =
  '0740000002001234567ASOCIACE INOVACNIHO 011021000000000000000+000001318900000+000000000000000+000001318900000+001151021              ';

describe('GPC (ABO) statements', () => {
  const text = [
    header,
    gpcLine({ id: '1001', amount: 1318900, code: '2', vs: '20210001', name: 'NOVAK JAN', date: '151021' }),
    gpcLine({ id: '1002', amount: 50000, code: '1', vs: '123', date: '151021' }),
    gpcLine({ id: '1003', amount: 20000, code: '5', vs: '20210002', date: '161021' }),
  ].join('\r\n');

  it('reads credits as money in and debits and cancelled credits as money out, in haléře', () => {
    expect(isGpc(text)).toBe(true);
    const [a, b, c] = parseGpc(text);
    expect(a).toEqual({
      bankId: '0000000001001',
      date: '2021-10-15',
      amountMinor: 1_318_900,
      currency: 'CZK',
      variableSymbol: '20210001',
      counterAccount: '123456789/0800',
      message: 'NOVAK JAN',
    });
    expect([b!.amountMinor, c!.amountMinor]).toEqual([-50_000, -20_000]);
    expect(c!.date).toBe('2021-10-16');
  });

  it('refuses a line it cannot read, naming it', () => {
    const good = gpcLine({ id: '1', amount: 1, code: '2', vs: '1', date: '151021' });
    const bad = [header, `${good.slice(0, 48)}00000000000X${good.slice(60)}`].join('\n');
    expect(() => parseGpc(bad)).toThrow(StatementFormatError);
    try {
      parseGpc(bad);
    } catch (err) {
      expect((err as StatementFormatError).line).toBe(2);
    }
  });
});

describe('CSV statements', () => {
  it("reads Fio's export: summary lines first, semicolons, Czech amounts, a BOM", () => {
    const fio = [
      '\uFEFF"Výpis č. 10/2021 z účtu ""2001234567/2010"""',
      '"Počáteční stav";"0,00"',
      '',
      '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Kód banky";"KS";"VS";"SS";"Zpráva pro příjemce";"Typ"',
      '"22938475";"15.10.2021";"13 189,00";"CZK";"123456789";"0800";"0308";"20210001";"";"Vstupenka Novák";"Příjem"',
      '"22938476";"16.10.2021";"-1 500,50";"CZK";"987654321";"0100";"";"";"";"Hosting";"Platba"',
      '"22938477";"16.10.2021";"5 000,00";"CZK";"555";"0300";"";"0020210002";"";"Záloha";"Příjem"',
    ].join('\r\n');
    const payments = parseBankCsv(fio);
    expect(payments.map((p) => [p.bankId, p.date, p.amountMinor, p.variableSymbol, p.counterAccount])).toEqual([
      ['22938475', '2021-10-15', 1_318_900, '20210001', '123456789/0800'],
      ['22938476', '2021-10-16', -150_050, '', '987654321/0100'],
      ['22938477', '2021-10-16', 500_000, '20210002', '555/0300'],
    ]);
    expect(payments[0]!.message).toBe('Vstupenka Novák');
  });

  it('reads an English export with commas and plain amounts', () => {
    const csv = [
      'Date,Amount,Currency,Variable symbol,Counter account,Message',
      '2021-10-15,13189.00,CZK,20210001,19-2000145399/0800,Ticket',
    ].join('\n');
    expect(parseBankCsv(csv)).toEqual([
      expect.objectContaining({
        date: '2021-10-15',
        amountMinor: 1_318_900,
        variableSymbol: '20210001',
        counterAccount: '19-2000145399/0800',
      }),
    ]);
  });

  it('decodes a Windows-1250 file', () => {
    const bytes = new Uint8Array([0x50, 0xf8, 0xed, 0x6a, 0x65, 0x6d]); // "Příjem"
    expect(decodeStatement(bytes)).toBe('Příjem');
    expect(decodeStatement(new TextEncoder().encode('\uFEFFPříjem'))).toBe('Příjem');
  });

  it('refuses a file without the columns it needs', () => {
    expect(() => parseBankCsv('a;b\n1;2')).toThrow(StatementFormatError);
  });

  it('reads amounts and dates in the notations banks use', () => {
    expect(['1 234,50', '-1234.5', '1.234,50', '13189', '+10,00 CZK', 'abc'].map(parseAmountMinor)).toEqual([
      123_450,
      -123_450,
      123_450,
      1_318_900,
      1_000,
      null,
    ]);
    expect(['15.10.2021', '5. 1. 2022', '2021-10-15', '15/10/2021', 'x'].map(parseStatementDate)).toEqual([
      '2021-10-15',
      '2022-01-05',
      '2021-10-15',
      '2021-10-15',
      null,
    ]);
  });
});
