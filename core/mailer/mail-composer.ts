import { performance } from 'node:perf_hooks';
import type { Db } from '../../db/client';
import { composePendingMail, type MailComposer } from './compose-pending-mail';

export type MailComposerWorker = {
  /** Composes what is due soon; while a round runs, it runs once more instead of twice at once. */
  wake(): void;
  /** Wakes every `intervalMs` for what other processes or a dead worker left; returns a stop function. */
  poll(intervalMs: number): () => Promise<void>;
};

/**
 * The outbox worker that composes messages after their commit (decision 157), one round at a
 * time per process. `run` starts a round without making anyone wait for it (the app's
 * `afterAnswer`, which tests settle); `pause` runs between messages.
 */
export function createMailComposer(
  db: Db,
  opts: {
    composer: MailComposer;
    run: (what: string, task: () => Promise<unknown>) => void;
    pause?: () => Promise<void>;
  },
): MailComposerWorker {
  let running: Promise<void> | null = null;
  let again = false;
  // Set by the poll's stop: a round in a long burst ends after its current call, so a shutdown
  // waits for one batch, not the whole burst (the poll of the next process takes the rest).
  let stopping = false;
  // One call composes at most a batch (100); a ticket release leaves more than that, so a round
  // goes on while its last call composed something, and ends on a call that found nothing new
  // (or composed nothing: those that failed wait for their next try). Ending after one batch
  // left the rest of a burst to the 10 s poll, 100 at a time.
  const round = async () => {
    do {
      again = false;
      const composed = await composePendingMail(db, { composer: opts.composer, ...(opts.pause ? { pause: opts.pause } : {}) });
      if (composed > 0) again = true;
    } while (again && !stopping);
  };
  const wake = () => {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    running = new Promise<void>((done) => {
      opts.run('composing mail', () =>
        round().finally(() => {
          running = null;
          done();
          // A wake between the round's last look and its end is not lost.
          if (again) wake();
        }),
      );
    });
  };
  return {
    wake,
    poll(intervalMs) {
      const timer = setInterval(wake, intervalMs);
      timer.unref?.();
      wake();
      return async () => {
        clearInterval(timer);
        stopping = true;
        await running;
      };
    },
  };
}

/** The share of the event loop's time others may take before composing waits for them. */
const BUSY = 0.5;
const LOOK_MS = 10;
const LONGEST_WAIT_MS = 1_000;

/**
 * Lets requests go first between two composed messages: waits while the event loop was busy with
 * other work for more than half of the last 10 ms, at most a second, so a ticket release's orders
 * take the processor and the mails follow as it frees (one per second at the least).
 */
export async function yieldToRequests(): Promise<void> {
  for (let waited = 0; waited < LONGEST_WAIT_MS; waited += LOOK_MS) {
    const before = performance.eventLoopUtilization();
    await new Promise((resolve) => setTimeout(resolve, LOOK_MS));
    if (performance.eventLoopUtilization(before).utilization < BUSY) return;
  }
}
