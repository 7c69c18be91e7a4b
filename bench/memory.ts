import { readFileSync } from 'node:fs';

/** One field of /proc/<pid>/status in bytes; null where there is no /proc (macOS) or no process. */
function readStatusBytes(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status)?.[1];
    return kib ? Number(kib) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Peak resident memory since the process started (the kernel's high-water mark, so no spike
 * is missed). For the app this includes boot: migrations and the demo seed.
 */
export function readPeakRss(pid: number): number | null {
  return readStatusBytes(pid, 'VmHWM');
}

/** Resident memory now (VmRSS); null where there is no /proc. */
export function readRss(pid: number): number | null {
  return readStatusBytes(pid, 'VmRSS');
}

/** Samples resident memory every intervalMs until stopped; stop() returns the highest sample. */
export function sampleRss(pid: number, intervalMs = 250): { stop: () => number | null } {
  let max: number | null = readStatusBytes(pid, 'VmRSS');
  const timer = setInterval(() => {
    const rss = readStatusBytes(pid, 'VmRSS');
    if (rss !== null && (max === null || rss > max)) max = rss;
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return max;
    },
  };
}
