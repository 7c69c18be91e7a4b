import autocannon from 'autocannon';
import type { Load } from './settings';

export type Measurement = {
  requests: number;
  durationSeconds: number;
  requestsPerSecond: number;
  /** Sub-millisecond percentiles from every response's own time (autocannon's histogram rounds to whole ms). */
  latencyMs: { p50: number; p99: number; max: number };
  /** Responses counted per HTTP status during the run. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
};

/**
 * Loads the target for a warm-up and then the configured time, on the same connections, and
 * summarises the second part. `warmed` is called between the two (to start counting the
 * server's CPU there). One run for both: autocannon opens its connections at the start of a
 * run, and a server saturated by the others accepts one new connection per turn of its event
 * loop (libuv), so connections opened at the start of the measured part would make its tail
 * out of connection set-up rather than out of serving requests (decision 046, addendum).
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  load: Pick<Load, 'durationSeconds' | 'connections'> & { warmupSeconds?: number },
  signal: AbortSignal,
  warmed: () => void = () => {},
): Promise<Measurement> {
  // JIT and caches settle in the first second; a cold start is not what a visitor meets.
  const warmup = load.warmupSeconds ?? Math.min(1, load.durationSeconds);
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let measuring = false;
  let measuredFrom = 0;
  const timer = setTimeout(() => {
    measuring = true;
    measuredFrom = performance.now();
    warmed();
  }, warmup * 1000);
  let result: autocannon.Result;
  try {
    result = await run(
      { url, headers, connections: load.connections, duration: warmup + load.durationSeconds },
      signal,
      (status, ms) => {
        if (!measuring) return;
        times.push(ms);
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      },
    );
  } finally {
    clearTimeout(timer);
  }
  const durationSeconds = measuring ? (performance.now() - measuredFrom) / 1000 : 0;
  const requests = times.length;
  times.sort((a, b) => a - b);
  return {
    requests,
    durationSeconds,
    requestsPerSecond: durationSeconds > 0 ? requests / durationSeconds : 0,
    latencyMs: { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? 0 },
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function run(
  opts: { url: string; headers: Record<string, string>; connections: number; duration: number },
  signal: AbortSignal,
  onResponse: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => instance.stop();
    const instance = autocannon(opts, (error, result) => {
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result);
    });
    instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Nearest-rank percentile of sorted values; 0 for none. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
