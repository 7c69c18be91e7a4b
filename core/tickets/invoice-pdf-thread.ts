import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { InvoiceDocument } from './invoice-document';
import type { InvoicePdfAnswer, InvoicePdfAsk } from './invoice-pdf-worker';

/**
 * The thread's entry. The build emits it as a file of its own and points this URL at it
 * (scripts/server-worker-entries.ts); from the sources (tests, the bench, `npm run dev`) it is
 * the TypeScript file, which the thread runs through tsx.
 */
const ENTRY = new URL('./invoice-pdf-worker.ts', import.meta.url);

/** A thread left without a document this long ends, and gives back its heap; the next PDF starts another. */
const IDLE_MS = 60_000;

/**
 * A render not answered this long ends the thread, failing what it holds (the outbox tries again
 * later): a document that hung pdfkit would otherwise hold the outbox's composer, which composes
 * one message at a time, for good. A page takes 10-25 ms.
 */
export const RENDER_LIMIT_MS = 30_000;

type Waiting = { resolve: (pdf: Uint8Array) => void; reject: (err: Error) => void; limit: NodeJS.Timeout };
type Thread = { worker: Worker; waiting: Map<number, Waiting>; idle?: NodeJS.Timeout };

let thread: Thread | null = null;
let asked = 0;

/**
 * Renders an invoice or a credit note (`renderInvoicePdf`) on a thread of its own (decision 198):
 * pdfkit draws synchronously, 10-25 ms a page, and on the server's one thread every request
 * waited while it did. The thread gets the document's data and sends back the bytes, the same
 * bytes as the render here. It starts with the first PDF (so pdfkit and its fonts never load in
 * a process that makes none, decision 050) and ends after a minute without one. When it dies
 * (a crash, out of memory) every render it held fails, the caller decides what then (the outbox
 * tries the message again later, decision 157), and the next render starts a new thread.
 */
export function renderInvoicePdfOffThread(document: InvoiceDocument, limitMs = RENDER_LIMIT_MS): Promise<Uint8Array> {
  const t = thread ?? start();
  clearTimeout(t.idle);
  const id = ++asked;
  return new Promise<Uint8Array>((resolve, reject) => {
    const limit = setTimeout(() => {
      end(t, new Error(`the invoice PDF thread did not answer within ${limitMs} ms`));
      void t.worker.terminate();
    }, limitMs);
    limit.unref();
    t.waiting.set(id, { resolve, reject, limit });
    // Held while it owes an answer, so a script awaiting a PDF is not left to exit meanwhile.
    t.worker.ref();
    t.worker.postMessage({ id, document } satisfies InvoicePdfAsk);
  });
}

/** How many renders the thread owes an answer now. */
export const invoicePdfsOwed = (): number => thread?.waiting.size ?? 0;

/** Ends the thread now, failing what it still owes; tests use it as a crash. */
export async function stopInvoicePdfThread(): Promise<void> {
  const t = thread;
  if (!t) return;
  await t.worker.terminate();
}

function start(): Thread {
  const fromSources = ENTRY.pathname.endsWith('.ts');
  const worker = new Worker(ENTRY, {
    name: 'invoice-pdf',
    // The sources' thread compiles TypeScript as tsx does for the process (a dev dependency; the
    // build's entry is JavaScript).
    ...(fromSources ? { execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] } : {}),
  });
  const t: Thread = { worker, waiting: new Map() };
  thread = t;
  worker.on('message', (answer: InvoicePdfAnswer) => {
    const waiting = t.waiting.get(answer.id);
    if (!waiting) return;
    t.waiting.delete(answer.id);
    clearTimeout(waiting.limit);
    if ('pdf' in answer) waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    else waiting.reject(new Error(`invoice PDF: ${answer.error}`));
    if (t.waiting.size === 0) idle(t);
  });
  worker.on('error', (err) => end(t, err));
  worker.on('exit', (code) => end(t, new Error(`the invoice PDF thread stopped (exit code ${code})`)));
  return t;
}

function idle(t: Thread) {
  t.worker.unref();
  t.idle = setTimeout(() => {
    if (thread === t && t.waiting.size === 0) {
      thread = null;
      void t.worker.terminate();
    }
  }, IDLE_MS);
  t.idle.unref();
}

function end(t: Thread, err: Error) {
  if (thread === t) thread = null;
  clearTimeout(t.idle);
  for (const waiting of t.waiting.values()) {
    clearTimeout(waiting.limit);
    waiting.reject(err);
  }
  t.waiting.clear();
}
