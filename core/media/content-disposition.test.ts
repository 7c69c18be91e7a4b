import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name (RFC 6266, RFC 8187)', () => {
    expect(contentDisposition('Program.pdf', '.pdf')).toBe(`inline; filename="Program.pdf"; filename*=UTF-8''Program.pdf`);
    expect(contentDisposition('Přednáška – Žluťoučký kůň.pdf', '.pdf')).toBe(
      `inline; filename="Prednaska _ Zlutoucky kun.pdf"; filename*=UTF-8''P%C5%99edn%C3%A1%C5%A1ka%20%E2%80%93%20%C5%BDlu%C5%A5ou%C4%8Dk%C3%BD%20k%C5%AF%C5%88.pdf`,
    );
  });

  it('cannot break out of the header or its quotes', () => {
    const header = contentDisposition('a"b\\c%41\r\nSet-Cookie: x=1;\u0000 (1)*\'.pdf', '.pdf');
    for (const bad of ['\r', '\n', '\u0000']) expect(header).not.toContain(bad);
    const [, ascii, encoded] = /^inline; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header)!;
    expect(ascii).toBe("a_b_c_41Set-Cookie: x=1; (1)*'.pdf");
    expect(encoded).toMatch(/^[A-Za-z0-9%._~!-]+$/);
    expect(decodeURIComponent(encoded!)).toBe('a"b_c%41Set-Cookie: x=1; (1)*\'.pdf');
  });

  it('always ends in the type, and names an empty name', () => {
    expect(contentDisposition('poster.png', '.pdf')).toContain('filename="poster.png.pdf"');
    expect(contentDisposition('HANDOUT.PDF', '.pdf')).toContain('filename="HANDOUT.PDF"');
    expect(contentDisposition(' \u200b ', '.pdf')).toContain('filename="document.pdf"');
    expect(contentDisposition('\ud800x', '.pdf')).toContain("filename*=UTF-8''x.pdf");
  });
});
