/**
 * A ticket's QR code as an SVG image's data address, drawn on the server so no QR library
 * reaches the pages' scripts; SVG stays sharp at any size on a phone held up to the scanner.
 * Error correction Q: a cracked screen or a creased print still scans. qrcode loads on the
 * first call (decision 050).
 */
export async function ticketQrDataUrl(qrText: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(qrText, { type: 'svg', errorCorrectionLevel: 'Q', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
