/**
 * The printed programme of one area as an A4 PDF (decision 039): by day, each event with its
 * planned time, place, title and speakers. Server only, like the invoice (decision 026): it
 * shares the invoice's parsed DejaVu fonts, and nothing under app/ except *.server.ts imports
 * it (lint rule in eslint.config.js).
 */
import type * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../media/pdf-bytes';
import { printableText } from '../media/pdf-printable-text';
import { invoiceFonts } from '../tickets/invoice-pdf';
import type { PdfDay, ProgrammePdfLayout } from './programme-pdf-layout';

const MARGIN = 48;
const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TIME_WIDTH = 92;
const TEXT_X = MARGIN + TIME_WIDTH;
const TEXT_WIDTH = WIDTH - TIME_WIDTH;
/** Lowest y an event may reach; the page number sits below. */
const BOTTOM = PAGE_HEIGHT - MARGIN - 14;
const GAP = 9;

type Doc = PDFKit.PDFDocument;
type Style = { font: 'regular' | 'bold'; size: number; color: string };

const TITLE: Style = { font: 'bold', size: 10.5, color: '#000000' };
const TIME: Style = { font: 'bold', size: 10, color: '#000000' };
const PLACE: Style = { font: 'regular', size: 9, color: '#333333' };
const SPEAKERS: Style = { font: 'regular', size: 9, color: '#000000' };
const DAY: Style = { font: 'bold', size: 13, color: '#000000' };

/** @types/pdfkit lists only file sources; pdfkit ≥ 0.17 also accepts a fontkit font (see invoice-pdf.ts). */
const fontSource = (font: fontkit.Font) => font as unknown as PDFKit.Mixins.PDFFontSource & string;

const applyStyle = (doc: Doc, s: Style) => doc.font(s.font).fontSize(s.size).fillColor(s.color);
/** What the style's font prints of a text: an event name's emoji are left out, not boxes (decision 108). */
const printable = (text: string, s: Style) => printableText(text, invoiceFonts()[s.font]);
const heightOf = (doc: Doc, text: string, s: Style, width: number) =>
  applyStyle(doc, s).heightOfString(printable(text, s), { width, lineGap: 1 });

function write(doc: Doc, text: string, x: number, y: number, s: Style, width: number): number {
  applyStyle(doc, s).text(printable(text, s), x, y, { width, lineGap: 1 });
  return doc.y;
}

type Line = { text: string; style: Style };

/** The lines of one event beside its time: title, place, speakers. */
function eventLines(event: PdfDay['events'][number]): Line[] {
  const lines: Line[] = [{ text: event.title, style: TITLE }];
  if (event.place) lines.push({ text: event.place, style: PLACE });
  if (event.speakers.length) lines.push({ text: event.speakers.join(', '), style: SPEAKERS });
  return lines;
}

/** The height of an event: its lines, or its time when that wraps further (an event ending on a later day). */
const blockHeight = (doc: Doc, time: string, lines: Line[]) =>
  Math.max(
    heightOf(doc, time, TIME, TIME_WIDTH - 8),
    lines.reduce((h, l) => h + heightOf(doc, l.text, l.style, TEXT_WIDTH), 0),
  ) + GAP;

function dayHeading(doc: Doc, heading: string, y: number): number {
  const bottom = write(doc, heading, MARGIN, y, DAY, WIDTH) + 3;
  doc
    .moveTo(MARGIN, bottom)
    .lineTo(MARGIN + WIDTH, bottom)
    .lineWidth(0.8)
    .strokeColor('#000000')
    .stroke();
  return bottom + 7;
}

/** Renders the layout; an event is never split over two pages, and a day heading never ends a page. */
export async function renderProgrammePdf(
  layout: ProgrammePdfLayout,
  texts: { page: (n: number, of: number) => string; empty: string },
) {
  const { regular, bold } = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: '',
    bufferPages: true,
    lang: layout.locale === 'cs' ? 'cs-CZ' : 'en-GB',
    displayTitle: true,
    info: { Title: `${layout.title} – ${layout.subtitle}`, Subject: layout.title, CreationDate: layout.updatedAt },
  });
  doc.registerFont('regular', fontSource(regular));
  doc.registerFont('bold', fontSource(bold));
  const bytes = pdfBytes(doc);

  let y = write(doc, layout.title, MARGIN, MARGIN, { font: 'bold', size: 20, color: '#000000' }, WIDTH);
  y = write(doc, layout.subtitle, MARGIN, y + 2, { font: 'regular', size: 11, color: '#000000' }, WIDTH);
  y = write(doc, layout.note, MARGIN, y + 4, PLACE, WIDTH) + 14;
  if (layout.days.length === 0) write(doc, texts.empty, MARGIN, y, SPEAKERS, WIDTH);

  for (const day of layout.days) {
    const headingHeight = heightOf(doc, day.heading, DAY, WIDTH) + 10;
    day.events.forEach((event, i) => {
      const lines = eventLines(event);
      const needed = blockHeight(doc, event.time, lines) + (i === 0 ? headingHeight : 0);
      if (y + needed > BOTTOM && y > MARGIN + 1) {
        doc.addPage();
        y = MARGIN;
      }
      if (i === 0) y = dayHeading(doc, day.heading, y);
      const timeBottom = write(doc, event.time, MARGIN, y, TIME, TIME_WIDTH - 8);
      for (const line of lines) y = write(doc, line.text, TEXT_X, y, line.style, TEXT_WIDTH);
      y = Math.max(y, timeBottom) + GAP;
    });
    y += 8;
  }

  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: pdfkit would otherwise start a new page for this line.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    applyStyle(doc, PLACE).text(texts.page(i + 1, count), MARGIN, PAGE_HEIGHT - MARGIN + 8, { width: WIDTH, align: 'right' });
    doc.page.margins.bottom = bottomMargin;
  }
  doc.end();
  return bytes;
}
