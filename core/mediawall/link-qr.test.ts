import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { linkQrDataUrl } from './link-qr';

/** Reads a QR code's data address back as a phone would: the image drawn, then decoded. */
async function decode(dataUrl: string): Promise<string | undefined> {
  const svg = decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const { data, info } = await sharp(Buffer.from(svg)).resize(400, 400).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('a link as a QR code for the wall', () => {
  it('is an SVG image that reads back as the link', async () => {
    const url = 'https://innoweek.example/en/live/1/prague-hall';
    const qr = await linkQrDataUrl(url);
    expect(qr.startsWith('data:image/svg+xml,')).toBe(true);
    expect(await decode(qr)).toBe(url);
  });
});
