import type { PageHandler } from './pages';

/**
 * Pages made and sent at once, the rest in the order they came (decision 179 for the embedded
 * database, 191 for PostgreSQL).
 *
 * PGlite answers a query without I/O, so a page's loaders and render run to their end inside
 * the callback that read its request. Requests that arrive together are read in one poll phase
 * of the event loop, so fifty of them were rendered back to back before zlib's and the sockets'
 * callbacks of any of them ran: no page left before every page of the batch was made, and a
 * page's brotli chunks, a turn of the loop each, waited behind the next batch. Here a page holds
 * its place until its answer has left, the next page is let in on a later turn, and the others
 * wait in a queue: first come, first served.
 */

/** How many pages are made and sent at once: enough to keep the main thread busy while others compress. */
export const PAGES_AT_ONCE = 4;

/**
 * The same on PostgreSQL (decision 191), where a page's loaders wait on the database's socket:
 * fifty pages in flight at once each held their render's objects across many scavenges (so V8
 * promoted them to the old generation, where they waited for a major collection) and a brotli
 * encoder each, for no more pages per second than eight at a time made. Twice the embedded
 * database's four, so that pages waiting on the database's round trips still keep the main thread busy.
 */
export const PAGES_AT_ONCE_POSTGRES = 8;

/**
 * A page still streaming after this long waits on its reader, not on us (a render takes tens of
 * milliseconds): its place goes to the next page, so clients that stop reading cannot hold the queue.
 */
export const PAGE_SLOT_MAX_MS = 5_000;

/**
 * `pages` with at most `atOnce` pages made and sent at once, the rest let in first come, first
 * served: a page holds its place until `sent` settles (its answer has left), or while it is made
 * when the caller cannot tell. A client that left while it waited gets nothing made. A form's
 * body is read before the page waits for its place (the page-body limit bounds it): a client
 * that sends it slowly, or never finishes, waits outside the queue and holds no place.
 */
export function admitPages(atOnce: number, pages: PageHandler): PageHandler {
  const queue = new AdmissionQueue(atOnce);
  return async (sentRequest, clientAddress, requestId, sent) => {
    const request = await withBodyRead(sentRequest);
    const release = await queue.admit();
    try {
      // The app answers it as a 499 (its signal is aborted).
      if (request.signal.aborted) {
        release();
        return new Response(null, { status: 503 });
      }
      const res = await pages(request, clientAddress, requestId, sent);
      if (sent) releaseWhenSent(sent, release);
      else release();
      return res;
    } catch (err) {
      release();
      throw err;
    }
  };
}

/** The request with its body read whole (a page's action parses it from memory); as it is without a body. */
async function withBodyRead(request: Request): Promise<Request> {
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD') return request;
  const body = await request.arrayBuffer();
  return new Request(request, { body });
}

/** At most `limit` holders at once; the others are let in first come, first served. */
export class AdmissionQueue {
  #free: number;
  readonly #waiting: (() => void)[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`An admission queue needs a limit of 1 or more, not ${limit}`);
    this.#free = limit;
  }

  /** Waits for a place; the returned function gives it up (once; later calls do nothing). */
  admit(): Promise<() => void> {
    return new Promise((resolve) => {
      const enter = () => {
        let held = true;
        resolve(() => {
          if (!held) return;
          held = false;
          this.#leave();
        });
      };
      if (this.#free > 0) {
        this.#free--;
        enter();
      } else this.#waiting.push(enter);
    });
  }

  /** Callers waiting for a place. */
  get waiting(): number {
    return this.#waiting.length;
  }

  // The next caller is let in on the next turn of the event loop, never in the microtask that
  // freed the place: let in at once, every waiting page would be made in one run of microtasks
  // (PGlite's queries resolve without I/O), and what the finished pages have ready to send, zlib's
  // and the sockets' callbacks, would wait for all of them.
  #leave() {
    if (this.#waiting.length === 0) {
      this.#free++;
      return;
    }
    setImmediate(() => {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#free++;
    });
  }
}

/**
 * Holds a place until `sent` settles (the answer has left: Node's response closed, also when the
 * client left), or `maxMs` at the latest, whichever comes first.
 */
export function releaseWhenSent(sent: Promise<unknown>, release: () => void, maxMs = PAGE_SLOT_MAX_MS): void {
  const timer = setTimeout(done, maxMs);
  function done() {
    clearTimeout(timer);
    release();
  }
  sent.then(done, done);
}

/** Settles when a node:http response has closed: sent whole, or its client gone. */
export function closeOf(outgoing: { once(event: 'close', listener: () => void): unknown; closed?: boolean }): Promise<void> {
  return outgoing.closed ? Promise.resolve() : new Promise((resolve) => outgoing.once('close', () => resolve()));
}
