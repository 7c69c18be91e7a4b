import jsQR from 'jsqr';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderTicketsPdf } from './ticket-pdf';
import { readScannedCode, signTicketCode } from './ticket-signature';

const SECRET = 'test-secret-test-secret-test-secret-42';

async function readPdf(pdf: Uint8Array) {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(proxy, { mergePages: false });
  const images = await extractImages(proxy, 1);
  return { text: (text as string[]).map((page) => page.replace(/\s+/g, ' ')), pages: totalPages, images };
}

function decodeQr(image: { data: Uint8ClampedArray; width: number; height: number; channels: number }) {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  for (let i = 0; i < image.width * image.height; i++) {
    for (let c = 0; c < 3; c++) rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)]!;
    rgba[i * 4 + 3] = 255;
  }
  return jsQR(rgba, image.width, image.height)?.data;
}

const ticket = (code: string, holderName: string | null) => ({ code, qrText: signTicketCode(code, SECRET), holderName });

describe('renderTicketsPdf', () => {
  it('prints one page per ticket, with the holder’s name and a QR code the door scanner accepts', async () => {
    for (const format of ['a4', 'badge'] as const) {
      const pdf = await renderTicketsPdf({
        tickets: [ticket('TI-7KQ4-M9XD-2HPA', 'Jiří Šťastný'), ticket('TI-0000-1111-2222', null)],
        format,
        locale: 'cs',
        orderNumber: '2026-0042',
      });
      const { text, pages, images } = await readPdf(pdf);
      expect(pages).toBe(2);
      expect(text[0]).toContain('Jiří Šťastný');
      expect(text[0]).toContain('TI-7KQ4-M9XD-2HPA');
      expect(text[0]).toContain('Objednávka 2026-0042');
      expect(text[1]).toContain('Jméno doplní držitel');
      const scanned = decodeQr(images[0]!);
      expect(scanned && readScannedCode(scanned, SECRET)).toEqual({ code: 'TI-7KQ4-M9XD-2HPA', signed: true });
    }
  });
});
