import { describe, expect, it } from 'vitest';
import { ticketInvoice } from '../../tests/invoice-fixtures';
import { buildCreditNote } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoicePdfOffThread, stopInvoicePdfThread } from './invoice-pdf-thread';

describe('renderInvoicePdfOffThread', () => {
  it('makes on its thread the same bytes as the render on this one', async () => {
    const request = ticketInvoice({ count: 5, discount: 50 });
    const paid = ticketInvoice({ count: 2, paid: true, locale: 'en' });
    const note = buildCreditNote(ticketInvoice({ count: 3 }), '2021-D0001', '2021-04-02');
    for (const document of [request, paid, note]) {
      const [there, here] = await Promise.all([renderInvoicePdfOffThread(document), renderInvoicePdf(document)]);
      expect(Buffer.from(there).equals(Buffer.from(here))).toBe(true);
    }
  });

  it('renders several documents asked at once, each answered with its own', async () => {
    const documents = [1, 2, 3, 4].map((count) => ticketInvoice({ count }));
    const pdfs = await Promise.all(documents.map((d) => renderInvoicePdfOffThread(d)));
    const expected = await Promise.all(documents.map((d) => renderInvoicePdf(d)));
    expect(pdfs.map((pdf, i) => Buffer.from(pdf).equals(Buffer.from(expected[i]!)))).toEqual([true, true, true, true]);
  });

  it('a thread that dies fails the renders it held; the next render starts another thread', async () => {
    const document = ticketInvoice({ count: 1 });
    await renderInvoicePdfOffThread(document);
    const held = renderInvoicePdfOffThread(document);
    await stopInvoicePdfThread();
    await expect(held).rejects.toThrow('the invoice PDF thread stopped');
    expect(Buffer.from(await renderInvoicePdfOffThread(document)).equals(Buffer.from(await renderInvoicePdf(document)))).toBe(true);
  });

  it('a render not answered within its limit ends the thread and fails; the next render starts another', async () => {
    const document = ticketInvoice({ count: 2 });
    // A new thread takes longer than 1 ms to start, let alone to draw: this render overruns.
    await stopInvoicePdfThread();
    await expect(renderInvoicePdfOffThread(document, 1)).rejects.toThrow('did not answer within 1 ms');
    expect(Buffer.from(await renderInvoicePdfOffThread(document)).equals(Buffer.from(await renderInvoicePdf(document)))).toBe(true);
  });
});
