import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { deflatePart, gzipOfParts, type GzipPart } from './gzip-parts';

const shared = (text: string | Uint8Array): GzipPart => {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return { bytes, deflated: deflatePart(bytes) };
};
const own = (text: string | Uint8Array): GzipPart => ({ bytes: typeof text === 'string' ? Buffer.from(text) : text });
const joined = (parts: GzipPart[]) => Buffer.concat(parts.map((p) => p.bytes));

describe('gzip made of parts', () => {
  test('compressed and stored parts in any order are one gzip file of their bytes, checked by its CRC and length', () => {
    const page = '<!DOCTYPE html><html lang="cs"><body>Přihlášený návštěvník – '.repeat(400);
    const cases: GzipPart[][] = [
      [shared(page), own('Marta Členová'), shared(page.slice(7)), own('1,2,3'), shared('</body></html>')],
      [own('at the start'), shared(page), own('at the end')],
      [own('a'), own('b'), own('')],
      [shared(''), own('x'), shared('')],
      [],
    ];
    for (const parts of cases) expect(gunzipSync(gzipOfParts(parts)).equals(joined(parts))).toBe(true);
  });

  test('a stored part longer than one stored block (64 KiB) goes as several', () => {
    const big = randomBytes(200_000);
    const parts = [shared('head '), own(big), shared(' tail')];
    expect(gunzipSync(gzipOfParts(parts)).equals(joined(parts))).toBe(true);
  });

  test('the shared parts are what makes it small: a page of repeated text compresses as a whole would', () => {
    const page = 'Odborné semináře, doprovodné akce a živé přenosy. '.repeat(1500);
    const gz = gzipOfParts([shared(page), own('Petr Novotný'), shared(page)]);
    expect(gz.byteLength).toBeLessThan(Buffer.byteLength(page) / 20);
  });

  test('a part compressed with what precedes it as its dictionary reads right, and is smaller', () => {
    const page = Array.from(
      { length: 300 },
      (_, i) => `<li><a href="/odborne-seminare/${(i * 7919) % 1000}">Seminář ${(i * 104729) % 997}</a></li>`,
    ).join('');
    const first = shared(page);
    const value = own('Zm9vYmFyYmF6cXV4MTIzNA=='); // a nonce's 24 characters
    const stand = Buffer.concat([first.bytes, Buffer.alloc(24)]); // its place as NUL bytes
    const second: GzipPart = { bytes: Buffer.from(page), deflated: deflatePart(Buffer.from(page), stand) };
    const parts = [first, value, second];
    expect(gunzipSync(gzipOfParts(parts)).equals(joined(parts))).toBe(true);
    expect(second.deflated!.byteLength).toBeLessThan(shared(page).deflated!.byteLength / 2);
  });

  test('a part with a wrong CRC would be refused: the reader checks the trailer', () => {
    const gz = gzipOfParts([shared('hello '), own('world')]);
    const at = gz.byteLength - 8;
    gz.writeUInt8(gz.readUInt8(at) ^ 0xff, at);
    expect(() => gunzipSync(gz)).toThrow();
  });
});
