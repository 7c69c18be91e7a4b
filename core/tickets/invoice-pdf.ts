/**
 * The PDF of an invoice or a credit note (decision 026): one A4 page with the supplier and the
 * buyer, the dates, the payment details with the Czech QR payment code, the lines, the VAT
 * summary and the total. Server only: pdfkit, fontkit and the font files stay out of any
 * browser bundle because nothing under app/ imports this module (lint rule in eslint.config.js).
 */
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../media/pdf-bytes';
import { printableText } from '../media/pdf-printable-text';
import QRCode from 'qrcode';
import { asksForPayment, type InvoiceDocument, vatSummary } from './invoice-document';
import { formatAmount, formatDay, formatMoney } from './invoice-format';
import { invoiceTexts, invoiceTitle, type InvoiceTexts } from './invoice-texts';
import { buildSpdPayment, formatIban } from './spd';

type Fonts = { regular: fontkit.Font; bold: fontkit.Font };
let fonts: Fonts | undefined;

function openFont(file: string): fontkit.Font {
  const path = createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${file}`);
  const font = fontkit.openSync(path);
  if (!('layout' in font)) throw new Error(`${path} is a font collection, not one font`);
  // The trap of sharing a parsed font between documents: fontkit keeps each glyph it creates,
  // with the characters it was created for. Embedding a subset creates the parts of composed
  // letters (the I of Í) with no character, and a later document writing that I then maps it to
  // nothing: it prints but cannot be copied or searched. Creating every glyph from its character
  // first gives each one its character for good.
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

/**
 * DejaVu Sans (it has every Czech letter; pdfkit's built-in Helvetica has no ě, ř, ů), read and
 * parsed once per process. pdfkit takes a parsed fontkit font where it takes a font file and
 * embeds only the glyphs used; parsing per document would cost ~60 ms of every render.
 */
export function invoiceFonts(): Fonts {
  fonts ??= { regular: openFont('DejaVuSans.ttf'), bold: openFont('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** @types/pdfkit lists only file sources; pdfkit ≥ 0.17 also accepts a fontkit font (PDFFontFactory.open). */
const fontSource = (font: fontkit.Font) => font as unknown as PDFKit.Mixins.PDFFontSource & string;

const COLOR = { text: '#1a1a2e', muted: '#5b6272', rule: '#c8cdd5', fill: '#f1f3f6', paid: '#1b7a3d' };
const MARGIN = 42;
const PAGE_WIDTH = 595.28; // A4
const RIGHT = PAGE_WIDTH - MARGIN;
const WIDTH = RIGHT - MARGIN;
const QR_SIZE = 106; // 37 mm, above the 35 mm the QR Platba guidelines ask for

type Doc = PDFKit.PDFDocument;
type Font = 'regular' | 'bold';

function write(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  o: { width: number; size?: number; font?: Font; color?: string; align?: 'left' | 'right' | 'center' },
) {
  const font = o.font ?? 'regular';
  doc
    .font(font)
    .fontSize(o.size ?? 9)
    .fillColor(o.color ?? COLOR.text)
    // A company name with an emoji prints without it, not with an empty box (decision 108).
    .text(printableText(text, invoiceFonts()[font]), x, y, { width: o.width, align: o.align ?? 'left', lineGap: 1 });
  return doc.y;
}

const rule = (doc: Doc, y: number, color = COLOR.rule) =>
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(color).stroke();

function header(doc: Doc, d: InvoiceDocument, t: InvoiceTexts) {
  let y = write(doc, invoiceTitle(d), MARGIN, MARGIN, { width: 330, size: 17, font: 'bold' });
  if (d.kind === 'creditNote' && d.creditedInvoiceNumber)
    y = write(doc, t.creditedInvoice(d.creditedInvoiceNumber), MARGIN, y + 2, { width: 330, size: 10 });
  // A payment request is not a tax document and says so under its title (decision 078).
  if (d.kind === 'paymentRequest') y = write(doc, t.notTaxDocument, MARGIN, y + 2, { width: 330, size: 10 });
  write(doc, t.numberLabel, RIGHT - 170, MARGIN, { width: 170, size: 8, color: COLOR.muted, align: 'right' });
  const numberBottom = write(doc, d.number, RIGHT - 170, MARGIN + 11, { width: 170, size: 14, font: 'bold', align: 'right' });
  y = Math.max(y, numberBottom) + 10;
  rule(doc, y, COLOR.text);
  return y + 14;
}

function party(doc: Doc, x: number, y: number, width: number, heading: string, name: string, lines: string[]) {
  y = write(doc, heading.toUpperCase(), x, y, { width, size: 7.5, color: COLOR.muted });
  y = write(doc, name, x, y + 3, { width, size: 11, font: 'bold' });
  for (const line of lines) y = write(doc, line, x, y + 1, { width });
  return y;
}

const joinNonEmpty = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

function parties(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  const column = (WIDTH - 24) / 2;
  const { supplier: s, buyer: b } = d;
  const supplierLines = [
    s.street,
    joinNonEmpty(s.zip, s.city),
    s.country,
    `${t.regNumber}: ${s.regNumber}`,
    `${t.vatNumber}: ${s.vatNumber}`,
  ];
  const buyerLines = [
    b.street,
    joinNonEmpty(b.zip, b.city),
    b.country,
    b.regNumber && `${t.regNumber}: ${b.regNumber}`,
    b.vatNumber && `${t.vatNumber}: ${b.vatNumber}`,
    `${t.email}: ${b.email}`,
  ].filter((line): line is string => Boolean(line));
  const left = party(doc, MARGIN, y, column, t.supplier, s.name, supplierLines);
  const right = party(doc, MARGIN + column + 24, y, column, t.buyer, b.name, buyerLines);
  return Math.max(left, right) + 18;
}

/** Label above value, as the payment and date blocks print them. */
function field(doc: Doc, label: string, value: string, x: number, y: number, width: number, bold = false) {
  y = write(doc, label, x, y, { width, size: 7.5, color: COLOR.muted });
  return write(doc, value, x, y, { width, size: 9.5, font: bold ? 'bold' : 'regular' }) + 5;
}

async function details(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  const loc = d.locale;
  const datesWidth = 150;
  const payX = MARGIN + datesWidth + 18;
  const payWidth = 200;
  let left = write(doc, t.dates.toUpperCase(), MARGIN, y, { width: datesWidth, size: 7.5, color: COLOR.muted, font: 'bold' }) + 4;
  left = field(doc, t.issueDate, formatDay(d.issueDate, loc), MARGIN, left, datesWidth);
  if (d.kind !== 'paymentRequest') left = field(doc, t.taxableDate, formatDay(d.taxableDate, loc), MARGIN, left, datesWidth);
  // What asks for money has a due day; an invoice issued on payment has the payment instead.
  const payable = d.kind !== 'creditNote' && !d.payment;
  if (payable) left = field(doc, t.dueDate, formatDay(d.dueDate, loc), MARGIN, left, datesWidth, true);
  if (d.kind !== 'creditNote') left = field(doc, t.paymentMethod, t.bankTransfer, MARGIN, left, datesWidth);

  let middle = write(doc, t.payment.toUpperCase(), payX, y, { width: payWidth, size: 7.5, color: COLOR.muted, font: 'bold' }) + 4;
  if (payable) {
    middle = field(doc, t.bankAccount, d.supplier.bankAccount, payX, middle, payWidth, true);
    middle = field(doc, t.iban, formatIban(d.supplier.iban), payX, middle, payWidth);
    if (d.supplier.bic) middle = field(doc, t.bic, d.supplier.bic, payX, middle, payWidth);
  }
  middle = field(doc, t.variableSymbol, d.variableSymbol, payX, middle, payWidth, true);
  if (d.payment) {
    const received = `${formatMoney(d.totals.total, loc)}, ${formatDay(d.payment.paidOn, loc)}`;
    middle = field(doc, t.paymentReceived, received, payX, middle, payWidth, true);
  } else if (payable) {
    const due = asksForPayment(d) ? d.totals.total : 0;
    middle = field(doc, t.amountDue, formatMoney(due, loc), payX, middle, payWidth, true);
  }

  let right = y;
  if (asksForPayment(d)) right = await qrCode(doc, d, t, y);
  else if (d.kind !== 'creditNote') right = paidMark(doc, t, d.totals.total === 0 ? t.nothingToPay : t.doNotPay, y);
  return Math.max(left, middle, right) + 10;
}

/** The SPD string the invoice's QR code carries: what banking apps prefill. */
export function invoiceSpd(d: InvoiceDocument): string {
  const message = d.locale === 'cs' ? `Objednávka ${d.number}` : `Order ${d.number}`;
  return buildSpdPayment({
    iban: d.supplier.iban,
    ...(d.supplier.bic ? { bic: d.supplier.bic } : {}),
    amount: d.totals.total,
    currency: d.currency,
    variableSymbol: d.variableSymbol,
    message,
    dueDate: d.dueDate,
    recipientName: d.supplier.name,
  });
}

async function qrCode(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  // Error correction M, as the QR Platba guidelines recommend; 6 px per module prints sharp at 37 mm.
  // A grey PNG without alpha and without filters: pdfkit embeds its data as it is instead of
  // decoding and recompressing it (that halves the cost of the QR code).
  const png = await QRCode.toBuffer(invoiceSpd(d), {
    errorCorrectionLevel: 'M',
    margin: 0,
    scale: 6,
    type: 'png',
    rendererOpts: { colorType: 0, filterType: 0 } as QRCode.QRCodeToBufferOptions['rendererOpts'],
  });
  const x = RIGHT - QR_SIZE;
  doc.image(png, x, y + 2, { width: QR_SIZE, height: QR_SIZE });
  return write(doc, t.qrCaption, x, y + QR_SIZE + 6, { width: QR_SIZE, size: 8, font: 'bold', align: 'right' });
}

function paidMark(doc: Doc, t: InvoiceTexts, note: string, y: number) {
  const width = 130;
  const x = RIGHT - width;
  doc
    .roundedRect(x, y + 2, width, 34, 4)
    .lineWidth(1.6)
    .strokeColor(COLOR.paid)
    .stroke();
  write(doc, t.paid.toUpperCase(), x, y + 10, { width, size: 15, font: 'bold', color: COLOR.paid, align: 'center' });
  return write(doc, note, x, y + 42, { width, size: 8, color: COLOR.paid });
}

const COLUMNS = [
  { key: 'description', width: 181, align: 'left' },
  { key: 'quantity', width: 36, align: 'right' },
  { key: 'unitPrice', width: 66, align: 'right' },
  { key: 'vatRate', width: 40, align: 'right' },
  { key: 'base', width: 66, align: 'right' },
  { key: 'vat', width: 56, align: 'right' },
  { key: 'total', width: 66, align: 'right' },
] as const;

function row(doc: Doc, y: number, cells: string[], o: { size: number; font: Font; color?: string; pad: number }) {
  let x = MARGIN;
  let bottom = y;
  COLUMNS.forEach((column, i) => {
    const inner = column.width - (i === 0 ? 6 : 4);
    bottom = Math.max(
      bottom,
      write(doc, cells[i] ?? '', x + (i === 0 ? 4 : 0), y + o.pad, {
        width: inner,
        size: o.size,
        font: o.font,
        color: o.color,
        align: column.align,
      }),
    );
    x += column.width;
  });
  return bottom + o.pad;
}

function lines(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  const loc = d.locale;
  const headerCells = COLUMNS.map((c) => t.columns[c.key]);
  // Measure the header first so the grey band fits its tallest (wrapped) label.
  const headerHeight = Math.max(
    ...COLUMNS.map((c, i) =>
      doc
        .font('bold')
        .fontSize(7.5)
        .heightOfString(headerCells[i]!, { width: c.width - 4, lineGap: 1 }),
    ),
  );
  doc.rect(MARGIN, y, WIDTH, headerHeight + 10).fill(COLOR.fill);
  y = row(doc, y, headerCells, { size: 7.5, font: 'bold', color: COLOR.muted, pad: 5 });
  for (const line of d.lines) {
    y = row(
      doc,
      y,
      [
        line.description,
        String(line.quantity),
        formatAmount(line.unitPrice, loc),
        `${line.vatRate} %`,
        formatAmount(line.base, loc),
        formatAmount(line.vat, loc),
        formatAmount(line.total, loc),
      ],
      { size: 9, font: 'regular', pad: 6 },
    );
    rule(doc, y);
  }
  return write(doc, t.amountsIn, MARGIN, y + 4, { width: WIDTH, size: 7.5, color: COLOR.muted }) + 14;
}

function summary(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  const loc = d.locale;
  const width = 270;
  const x = RIGHT - width;
  const cells = [70, 70, 60, 70];
  const put = (values: string[], at: number, font: Font, color?: string) => {
    let cx = x;
    let bottom = at;
    values.forEach((value, i) => {
      bottom = Math.max(
        bottom,
        write(doc, value, cx, at, { width: cells[i]! - 4, font, color, size: 8.5, align: i === 0 ? 'left' : 'right' }),
      );
      cx += cells[i]!;
    });
    return bottom + 3;
  };
  let at = write(doc, t.vatSummary, x, y, { width, size: 9, font: 'bold' }) + 4;
  at = put([t.rate, t.columns.base, t.columns.vat, t.sum], at, 'bold', COLOR.muted);
  for (const rate of vatSummary(d))
    at = put(
      [`${rate.rate} %`, formatAmount(rate.base, loc), formatAmount(rate.vat, loc), formatAmount(rate.total, loc)],
      at,
      'regular',
    );
  doc.moveTo(x, at).lineTo(RIGHT, at).lineWidth(0.6).strokeColor(COLOR.rule).stroke();
  at = put(
    [t.sum, formatAmount(d.totals.base, loc), formatAmount(d.totals.vat, loc), formatAmount(d.totals.total, loc)],
    at + 3,
    'bold',
  );
  return at + 12;
}

function total(doc: Doc, d: InvoiceDocument, t: InvoiceTexts, y: number) {
  const label = d.kind === 'creditNote' ? t.totalCredit : asksForPayment(d) ? t.totalDue : t.totalPaid;
  doc.rect(MARGIN, y, WIDTH, 36).fill(COLOR.fill);
  write(doc, label, MARGIN + 10, y + 11, { width: 250, size: 12, font: 'bold' });
  write(doc, formatMoney(d.totals.total, d.locale), RIGHT - 250, y + 9, { width: 240, size: 16, font: 'bold', align: 'right' });
  return y + 36 + 14;
}

function footer(doc: Doc, d: InvoiceDocument) {
  // Written below the bottom margin: without this pdfkit would start a new page for it.
  doc.page.margins.bottom = 0;
  const s = d.supplier;
  const contact = [s.name, s.email, s.web].filter(Boolean).join(' · ');
  const y = doc.page.height - MARGIN - 16;
  rule(doc, y - 6);
  write(doc, s.registration, MARGIN, y, { width: WIDTH, size: 7, color: COLOR.muted });
  write(doc, contact, MARGIN, doc.y, { width: WIDTH, size: 7, color: COLOR.muted });
}

/** Renders an invoice or a credit note as a one-page A4 PDF in the document's language. */
export async function renderInvoicePdf(d: InvoiceDocument): Promise<Uint8Array> {
  const { regular, bold } = invoiceFonts();
  const t = invoiceTexts[d.locale];
  const title = `${invoiceTitle(d)} ${d.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // No default font: pdfkit would otherwise load Helvetica, which cannot print Czech anyway.
    font: '',
    lang: d.locale === 'cs' ? 'cs-CZ' : 'en-GB',
    displayTitle: true,
    // Dated by the document, so the same invoice renders to the same bytes.
    info: { Title: title, Author: d.supplier.name, Subject: title, CreationDate: new Date(`${d.issueDate}T00:00:00Z`) },
  });
  doc.registerFont('regular', fontSource(regular));
  doc.registerFont('bold', fontSource(bold));
  const bytes = pdfBytes(doc);

  let y = header(doc, d, t);
  y = parties(doc, d, t, y);
  y = await details(doc, d, t, y);
  y = lines(doc, d, t, y);
  y = summary(doc, d, t, y);
  y = total(doc, d, t, y);
  if (d.payment) {
    const paidBy = t.paidBy(
      formatMoney(d.totals.total, d.locale),
      formatDay(d.payment.paidOn, d.locale),
      d.payment.requestNumber,
    );
    y = write(doc, paidBy, MARGIN, y, { width: WIDTH, size: 9 }) + 4;
  }
  if (d.note) write(doc, d.note, MARGIN, y, { width: WIDTH, size: 9 });
  footer(doc, d);
  doc.end();
  return bytes;
}
