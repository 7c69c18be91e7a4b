import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's transactions let in one per turn of the event loop (decision 192).
 *
 * PGlite answers without I/O (its commit's fsync included, decision 092), so a transaction runs to
 * its end inside the microtasks of whoever started it, and so does the next one waiting for
 * PGlite's lock: twenty orders waiting in turn were all made in one run of microtasks, 200 ms and
 * more, before any socket was read or written. Everything that came in meanwhile (a retry that
 * one indexed read answers, the next buyer's order) waited for the whole run, and an answer
 * written during it was read by its client only after it. Here a transaction holds its place until
 * it has ended, and the next one is let in on a later turn (`setImmediate`), so between two
 * transactions the sockets are read and written and single queries run. Transactions keep the
 * order they asked in (first come, first served); a query outside a transaction does not wait for
 * the transactions queued here, only for the one running, as before.
 */
export function transactionsInTurn(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  const waiting: (() => void)[] = [];
  let held = false;
  const admit = () =>
    new Promise<void>((enter) => {
      if (held) waiting.push(enter);
      else {
        held = true;
        enter();
      }
    });
  // Even when no one waits yet: a request read in the same poll phase as the one just answered
  // would otherwise run its transaction in the same turn too.
  const leave = () => {
    setImmediate(() => {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    });
  };
  client.transaction = async (work) => {
    await admit();
    try {
      return await transaction(work);
    } finally {
      leave();
    }
  };
}
