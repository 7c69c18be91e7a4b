import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvDay, inertCell, writeCsv } from './write-csv';

describe('writeCsv', () => {
  it('makes every text cell starting with = + - @ tab or CR inert (OWASP), and leaves others alone', () => {
    expect(['=1+1', '+420 601 234 567', '-2', '@SUM(A1)', '\tx', '\rx'].map(inertCell)).toEqual([
      "'=1+1",
      "'+420 601 234 567",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(['Jana', ' =x', '1=1', ''].map(inertCell)).toEqual(['Jana', ' =x', '1=1', '']);
  });

  it('writes a BOM, semicolons, CRLF rows, decimal commas; our own numbers and amounts are not escaped', () => {
    const text = writeCsv(
      ['Jméno', 'Částka', 'Počet'],
      [
        ['=cmd; "x"', { minor: -1_318_950 }, -3],
        [null, { minor: 5 }, 2.5],
      ],
    );
    expect(text.startsWith('\uFEFFJméno;Částka;Počet\r\n')).toBe(true);
    expect(parse(text, { bom: true, delimiter: ';' })).toEqual([
      ['Jméno', 'Částka', 'Počet'],
      [`'=cmd; "x"`, '-13189,50', '-3'],
      ['', '0,05', '2,5'],
    ]);
  });

  it('dates instants in the event time zone', () => {
    expect(csvDay('2021-10-12T22:01:00Z', 'Europe/Prague')).toBe('2021-10-13');
    expect(csvDay('2021-10-12T21:59:00Z', 'Europe/Prague')).toBe('2021-10-12');
    expect(csvDay(null, 'Europe/Prague')).toBe('');
    // Winter time: 00:01 on 1 January is 23:01 UTC the day before.
    expect(csvDateTime(new Date('2021-12-31T23:01:00Z'), 'Europe/Prague')).toBe('2022-01-01 00:01');
  });
});
