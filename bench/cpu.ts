import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU time in hundredths of a second on every common build. */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process used so far, in ticks; null without /proc. */
function processTicks(pid: number): number | null {
  try {
    // The command name may hold spaces: the fields after it start behind its closing bracket.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process used so far, in milliseconds; null without /proc. */
export function processCpuMs(pid: number): number | null {
  const ticks = processTicks(pid);
  return ticks === null ? null : (ticks * 1000) / TICKS_PER_SECOND;
}

/** Busy ticks of the whole machine (all cores), from the first line of /proc/stat. */
function machineBusyTicks(): number | null {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]!
      .trim()
      .split(/\s+/);
    return [user, nice, system, irq, softirq, steal].reduce((sum, v) => sum + Number(v ?? 0), 0);
  } catch {
    return null;
  }
}

export type CoresUsed = { processes: (number | null)[]; machine: number | null };

/**
 * Starts counting the CPU the given processes and the whole machine use; stop() returns each as
 * cores busy on average over the time between (1.0 = one core all the time). What the machine
 * used beyond the listed processes is what else was running.
 */
export function meterCpu(pids: number[]): { stop: () => CoresUsed } {
  const started = performance.now();
  const before = pids.map(processTicks);
  const machineBefore = machineBusyTicks();
  return {
    stop: () => {
      const seconds = (performance.now() - started) / 1000;
      const cores = (from: number | null, to: number | null) =>
        from === null || to === null || seconds <= 0 ? null : (to - from) / TICKS_PER_SECOND / seconds;
      return {
        processes: pids.map((pid, i) => cores(before[i]!, processTicks(pid))),
        machine: cores(machineBefore, machineBusyTicks()),
      };
    },
  };
}
