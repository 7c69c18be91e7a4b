/**
 * The printable ticket (decision 115): one page per ticket with its signed QR code, in A4 (to
 * print at home) or badge size (A6, to wear or to show on a phone). Server only, like the
 * invoice: pdfkit, the fonts and qrcode stay out of the browser (eslint.config.js).
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Locale } from '../mailer/templates';
import { pdfBytes } from '../media/pdf-bytes';
import type { TicketPdfFormat } from './get-ticket-pdf';
import { invoiceFonts } from './invoice-pdf';

export type PrintedTicket = {
  code: string;
  /** The signed text the QR code carries (`signTicketCode`). */
  qrText: string;
  /** The holder's name once the ticket is claimed; null leaves a line to write it on. */
  holderName: string | null;
};

const TEXTS = {
  cs: {
    title: 'Vstupenka na konferenci',
    event: 'Innoweek',
    order: (n: string) => `Objednávka ${n}`,
    holder: 'Držitel',
    unnamed: 'Jméno doplní držitel',
    scan: 'U vstupu ukažte QR kód; bez čtečky stačí kód pod ním.',
    personal: 'Vstupenka platí pro jednoho člověka a projde vstupem jednou.',
  },
  en: {
    title: 'Conference ticket',
    event: 'Innoweek',
    order: (n: string) => `Order ${n}`,
    holder: 'Holder',
    unnamed: 'Holder to write their name',
    scan: 'Show the QR code at the door; the code below it works without a scanner.',
    personal: 'The ticket is for one person and admits once.',
  },
} as const satisfies Record<Locale, unknown>;

const COLOR = { text: '#1a1a2e', muted: '#5b6272', rule: '#c8cdd5' };
// A6 in points: a badge holder's size, and a phone screen's proportions.
const SIZES = {
  a4: { size: 'A4', width: 595.28, margin: 56, qr: 240 },
  badge: { size: 'A6', width: 297.64, margin: 20, qr: 170 },
};

/** One ticket per page, in the order given; the file's language is the order's. */
export async function renderTicketsPdf(opts: {
  tickets: PrintedTicket[];
  format: TicketPdfFormat;
  locale: Locale;
  orderNumber: string;
}): Promise<Uint8Array> {
  const t = TEXTS[opts.locale];
  const layout = SIZES[opts.format];
  const { regular, bold } = invoiceFonts();
  const doc = new PDFDocument({
    size: layout.size,
    margin: layout.margin,
    font: '',
    autoFirstPage: false,
    lang: opts.locale === 'cs' ? 'cs-CZ' : 'en-GB',
    displayTitle: true,
    info: { Title: `${t.title} – ${t.order(opts.orderNumber)}`, Author: t.event, CreationDate: new Date(0) },
  });
  doc.registerFont('regular', regular as unknown as string);
  doc.registerFont('bold', bold as unknown as string);
  const bytes = pdfBytes(doc);
  const big = opts.format === 'a4' ? 1 : 0.62;
  const inner = layout.width - 2 * layout.margin;

  for (const ticket of opts.tickets) {
    doc.addPage();
    const m = layout.margin;
    doc
      .font('bold')
      .fontSize(28 * big)
      .fillColor(COLOR.text)
      .text(t.event, m, m, { width: inner, align: 'center' });
    doc
      .font('regular')
      .fontSize(14 * big)
      .fillColor(COLOR.muted)
      .text(t.title, { width: inner, align: 'center' });
    let y = doc.y + 18 * big;
    doc
      .font('regular')
      .fontSize(9 * big)
      .fillColor(COLOR.muted)
      .text(t.holder.toUpperCase(), m, y, { width: inner, align: 'center' });
    doc
      .font('bold')
      .fontSize((ticket.holderName ? 24 : 14) * big)
      .fillColor(ticket.holderName ? COLOR.text : COLOR.muted)
      .text(ticket.holderName ?? t.unnamed, { width: inner, align: 'center' });
    y = doc.y + 16 * big;
    // Error correction Q: a creased paper or a cracked phone screen still scans.
    const png = await QRCode.toBuffer(ticket.qrText, {
      errorCorrectionLevel: 'Q',
      margin: 2,
      scale: 8,
      type: 'png',
      rendererOpts: { colorType: 0, filterType: 0 } as QRCode.QRCodeToBufferOptions['rendererOpts'],
    });
    doc.image(png, (layout.width - layout.qr) / 2, y, { width: layout.qr, height: layout.qr });
    y += layout.qr + 8 * big;
    doc
      .font('bold')
      .fontSize(18 * big)
      .fillColor(COLOR.text)
      .text(ticket.code, m, y, { width: inner, align: 'center' });
    y = doc.y + 12 * big;
    doc
      .moveTo(m, y)
      .lineTo(layout.width - m, y)
      .lineWidth(0.6)
      .strokeColor(COLOR.rule)
      .stroke();
    doc
      .font('regular')
      .fontSize(10 * big)
      .fillColor(COLOR.muted)
      .text(t.scan, m, y + 10 * big, { width: inner, align: 'center' });
    doc.text(t.personal, { width: inner, align: 'center' });
    doc.text(t.order(opts.orderNumber), { width: inner, align: 'center' });
  }
  doc.end();
  return new Uint8Array(await bytes);
}
