import { logUnexpectedError } from './log-error';

/**
 * Work a request starts but does not wait for: it runs once the answer is on its way, so the
 * answer's time says nothing about what the work found (decision 090: a password reset takes
 * as long for an unknown e-mail as for a known one). A failure is logged, never answered.
 */
export type AfterAnswer = {
  run(what: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has ended (tests, and a shutdown that waits). */
  settled(): Promise<void>;
};

/** `schedule` starts a task; tests pass one that holds the tasks until they let them go. */
export function createAfterAnswer(schedule: (start: () => void) => void = (start) => setImmediate(start)): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(what, task) {
      const done = new Promise<void>((resolve) => {
        schedule(() => {
          task()
            .catch((err: unknown) => logUnexpectedError(err, undefined, what))
            .finally(resolve);
        });
      });
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
