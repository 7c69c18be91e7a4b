/**
 * A link as a QR code for a wall screen: an SVG image's data address, drawn on the server with
 * the qrcode library the payment codes use, so no QR code reaches the page's scripts. SVG, not
 * PNG: the wall scales it to its screen, and a phone camera reads sharp edges at any size. Black
 * on white with a quiet zone of 2 modules: the wall draws it on a white tile of its own.
 * qrcode loads on the first call (decision 050).
 */
export async function linkQrDataUrl(url: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // Error correction M: read from across a hall at an angle, not printed on paper that tears.
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
