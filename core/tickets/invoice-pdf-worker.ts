/**
 * The entry of the invoice PDF's thread (decision 198): renders each document it is sent, one
 * after another, and sends back its bytes or why it could not. Started by
 * `renderInvoicePdfOffThread` (invoice-pdf-thread.ts); the build writes it as a file of its own
 * beside the server's (build/server/invoice-pdf-worker.js).
 */
import { parentPort } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';

export type InvoicePdfAsk = { id: number; document: InvoiceDocument };
export type InvoicePdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-pdf-worker runs as a worker thread (renderInvoicePdfOffThread)');

port.on('message', ({ id, document }: InvoicePdfAsk) => {
  renderInvoicePdf(document).then(
    (pdf) => port.postMessage({ id, pdf } satisfies InvoicePdfAnswer),
    (err: unknown) => port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies InvoicePdfAnswer),
  );
});
