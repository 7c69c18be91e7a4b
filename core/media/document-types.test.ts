import { describe, expect, it } from 'vitest';
import { isPdf, PDF_EOF_WINDOW } from './document-types';

const bytes = (text: string) => new TextEncoder().encode(text);
const minimal = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF';

describe('isPdf', () => {
  it('takes %PDF- at byte 0 with %%EOF in the last kilobyte', () => {
    expect(isPdf(bytes(minimal))).toBe(true);
    expect(isPdf(bytes(`${minimal}\r\n`))).toBe(true);
    expect(isPdf(bytes(`${minimal}${' '.repeat(PDF_EOF_WINDOW - 5)}`))).toBe(true);
  });

  it('refuses anything else', () => {
    for (const [label, text] of [
      ['empty', ''],
      ['header only', '%PDF-'],
      ['no %%EOF', minimal.replace('%%EOF', '')],
      ['%%EOF too far from the end', `${minimal}${' '.repeat(PDF_EOF_WINDOW - 4)}`],
      ['a byte before the header', ` ${minimal}`],
      ['a BOM before the header', `\ufeff${minimal}`],
      ['lower case', minimal.replace('%PDF-', '%pdf-')],
      ['%%EOF only inside the header', '%PDF-%%EO'],
      ['PNG bytes', '\x89PNG\r\n\x1a\n%%EOF'],
    ] as const) {
      expect(isPdf(bytes(text)), label).toBe(false);
    }
  });
});
