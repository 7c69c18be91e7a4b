/**
 * A first start's one-off work, a new embedded data directory unpacked from the template and
 * migrated, the demo content seeded, leaves memory that glibc's malloc keeps for the process's
 * life: freed, but in holes of its heap that `free` never returns (only `malloc_trim` would, and
 * Node cannot call it). A server restarted on the same data idled 33 MiB lower on PostgreSQL
 * and 42-84 MiB lower on the embedded database (decision 195). So the production server, once
 * that work is done and before it opens its port, becomes a new process image of itself:
 * `execve` with the same Node flags, entry and environment, so the pid, the open stdout and a
 * supervisor's view of it stay the same. The new image finds the work done and starts as any
 * restart does.
 */

/** Set in the environment of the new image, so a start never restarts twice. */
export const RESTARTED_ENV = 'INNOWEEK_RESTARTED_AFTER_SETUP';

type Execve = (file: string, args?: readonly string[], env?: NodeJS.ProcessEnv) => never;

/** Whether this start should restart itself: it did a first start's work and is not already the restart. */
export function shouldRestartAfterSetup(opts: { setUp: boolean; env: NodeJS.ProcessEnv }): boolean {
  return opts.setUp && opts.env[RESTARTED_ENV] !== '1';
}

/**
 * Replaces this process with a new image of the same program: same Node flags, entry and
 * arguments. A clock started at CLOCK_START runs on: the new image is told what the clock read
 * (`clockNow`) and when (CLOCK_START_AT), or it would start over and run behind by the set-up's
 * time.
 */
export function restartProcess(
  execve: Execve,
  proc: Pick<NodeJS.Process, 'execPath' | 'execArgv' | 'argv' | 'env'> = process,
  clockNow?: Date,
  realNow: number = Date.now(),
): never {
  const clock = proc.env.CLOCK_START && clockNow ? { CLOCK_START: clockNow.toISOString(), CLOCK_START_AT: String(realNow) } : {};
  return execve(proc.execPath, [proc.execPath, ...proc.execArgv, ...proc.argv.slice(1)], {
    ...proc.env,
    ...clock,
    [RESTARTED_ENV]: '1',
  });
}
