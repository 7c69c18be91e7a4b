import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { companyBuyer, ticketInvoice } from '../../tests/invoice-fixtures';
import { buildCreditNote } from './invoice-document';
import { invoiceFonts, invoiceSpd, renderInvoicePdf } from './invoice-pdf';

/** The PDF's text as a reader gets it, every run of spaces, non-breaking spaces and line breaks read as one space. */
async function readPdf(pdf: Uint8Array) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: true });
  const images = await extractImages(proxy, 1);
  return { text: text.replace(/\s+/g, ' '), pages: totalPages, images };
}

/** Decodes the QR code image embedded in the page, as a banking app reads it. */
function decodeQr(image: { data: Uint8ClampedArray; width: number; height: number; channels: number }) {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data;
}

describe('renderInvoicePdf', () => {
  it('prints a Czech invoice with its diacritics, number, symbol, dates and totals', async () => {
    const { text, pages } = await readPdf(await renderInvoicePdf(ticketInvoice({ count: 1 })));
    expect(pages).toBe(1);
    for (const expected of [
      'Faktura – daňový doklad',
      '2021-0001',
      'Týden inovací ČR, z. s.',
      'Řehořova 908/4',
      'Účetní kancelář Šťastný & Dvořák s.r.o.',
      'IČO: 87654321',
      'DIČ: CZ87654321',
      'Datum zdanitelného plnění',
      '1. 3. 2021',
      '15. 3. 2021',
      '19-2000145399/0800',
      'CZ65 0800 0000 1920 0014 5399',
      'Variabilní symbol',
      '20210001',
      '10 900,00',
      '2 289,00',
      '13 189,00 Kč',
      'Rekapitulace DPH',
      'Celkem k úhradě',
      'QR Platba',
      'zapsaný ve spolkovém rejstříku',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Zaplaceno'.toUpperCase());
  });

  it('carries the SPD payment string in a QR code a reader decodes', async () => {
    const doc = ticketInvoice({ count: 1 });
    const spd =
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:13189.00*CC:CZK*X-VS:20210001*DT:20210315*RN:TYDEN INOVACI CR Z. S.*MSG:OBJEDNAVKA 2021-0001';
    expect(invoiceSpd(doc)).toBe(spd);
    const { images } = await readPdf(await renderInvoicePdf(doc));
    expect(images).toHaveLength(1);
    expect(decodeQr(images[0]!)).toBe(spd);
  });

  it('prints an English invoice in English', async () => {
    const doc = ticketInvoice({ locale: 'en', count: 12, discount: 50, promoCode: 'FIRMA50' });
    const { text, images } = await readPdf(await renderInvoicePdf(doc));
    for (const expected of [
      'Invoice – tax document',
      'CUSTOMER',
      'VAT No.: CZ87654321',
      'Date of taxable supply',
      '15 Mar 2021',
      '71,874.00 CZK',
      'Total due',
      'QR payment',
    ])
      expect(text, expected).toContain(expected);
    expect(decodeQr(images[0]!)).toContain('*AM:71874.00*');
    expect(decodeQr(images[0]!)).toContain('*MSG:ORDER 2021-0001');
  });

  it('marks a paid and a zero invoice paid, without a QR code', async () => {
    const paid = await readPdf(await renderInvoicePdf(ticketInvoice({ paid: true })));
    expect(paid.text).toContain('ZAPLACENO');
    expect(paid.text).toContain('Neplaťte – částka je již uhrazena.');
    expect(paid.images).toHaveLength(0);
    const free = await readPdf(await renderInvoicePdf(ticketInvoice({ count: 12, discount: 100, locale: 'en' })));
    expect(free.text).toContain('PAID');
    expect(free.text).toContain('0.00 CZK');
    expect(free.images).toHaveLength(0);
  });

  it('prints a credit note with negative amounts, the credited invoice and no QR code', async () => {
    const note = buildCreditNote(ticketInvoice({ count: 1 }), '2021-D0001', '2021-04-02');
    const { text, images } = await readPdf(await renderInvoicePdf(note));
    for (const expected of [
      'Opravný daňový doklad',
      '2021-D0001',
      'k faktuře – daňovému dokladu č. 2021-0001',
      '2. 4. 2021',
      '-13 189,00 Kč',
      'Důvod opravy: zrušení objednávky.',
    ])
      expect(text, expected).toContain(expected);
    expect(text).not.toContain('Datum splatnosti');
    expect(images).toHaveLength(0);
  });

  it('keeps every letter searchable after an earlier document embedded the parts of composed letters', async () => {
    // Í and Ú are drawn from I and U: the first PDF's subset creates those glyphs on its own.
    await renderInvoicePdf(ticketInvoice({ buyer: { ...companyBuyer, name: 'Ústav Íránských a Ugrofinských studií' } }));
    const { text } = await readPdf(
      await renderInvoicePdf(ticketInvoice({ locale: 'en', buyer: { name: 'Ivan Ulrich', email: 'ivan@example.test' } })),
    );
    expect(text).toContain('Invoice – tax document');
    expect(text).toContain('Ivan Ulrich');
  });

  it('prints a company name with an emoji without it, never as an empty box (decision 108)', async () => {
    const { text } = await readPdf(
      await renderInvoicePdf(ticketInvoice({ buyer: { ...companyBuyer, name: 'Raketa 🚀 Start-up s.r.o.' } })),
    );
    expect(text).toContain('Raketa Start-up s.r.o.');
    expect(text).not.toMatch(/[\u{1F000}-\u{1FFFF}\ufffd]/u);
  });

  // Speed is the bench's business (no timing assertions here): what makes it fast is checked.
  it('renders the same document to the same bytes with the fonts read once', async () => {
    const doc = ticketInvoice({ count: 5, discount: 50 });
    const fonts = invoiceFonts();
    const first = await renderInvoicePdf(doc);
    const second = await renderInvoicePdf(doc);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(invoiceFonts()).toBe(fonts); // the same parsed fonts, not a second read
    expect(first.byteLength).toBeLessThan(100_000); // only the glyphs used are embedded
  });
});
