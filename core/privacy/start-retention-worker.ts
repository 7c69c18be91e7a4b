import type { Db } from '../../db/client';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { SignupMail } from '../signups/signup-mail';
import { findEditionPurges } from './find-edition-end';
import { purgePersonalData, type PurgeCounts } from './purge-personal-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention purge once a day by the programme clock (decision 153), the first time a
 * minute after the start; each run is idempotent, so a missed or doubled day changes nothing.
 * Returns a stop function for shutdown.
 */
export function startRetentionWorker(
  db: Db,
  opts: {
    clock: ProgrammeClock;
    ctx: SignupMail;
    intervalMs?: number;
    firstRunMs?: number;
    onError: (err: unknown) => void;
    /** After each run: what it removed (null without a programme). */
    onRun?: (counts: PurgeCounts | null) => void;
  },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(async () => {
        // Each edition on its own end with its own periods (decision 165); their counts added up for the log.
        let counts: PurgeCounts | null = null;
        for (const edition of await findEditionPurges(db)) {
          const run = await purgePersonalData(db, {
            now: opts.clock(),
            editionEnd: edition.end,
            periods: edition.periods,
            edition: { id: edition.editionId, year: edition.year },
            since: edition.since,
            signupMail: opts.ctx,
          });
          counts = counts ? addCounts(counts, run) : run;
        }
        opts.onRun?.(counts);
      })
      .catch(opts.onError);
  };
  const first = setTimeout(run, opts.firstRunMs ?? 60_000);
  const timer = setInterval(run, opts.intervalMs ?? DAY_MS);
  first.unref?.();
  timer.unref?.();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

const addCounts = (a: PurgeCounts, b: PurgeCounts): PurgeCounts =>
  Object.fromEntries(Object.entries(a).map(([k, n]) => [k, n + b[k as keyof PurgeCounts]])) as PurgeCounts;
