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
 * Warms the target up briefly, then loads it for the configured time and summarises.
 * `warmed` is called between the two (to start counting the server's CPU there).
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
  await run({ url, headers, connections: load.connections, duration: warmup }, signal, () => {});
  warmed();
  const times: number[] = [];
  const result = await run({ url, headers, connections: load.connections, duration: load.durationSeconds }, signal, (ms) =>
    times.push(ms),
  );
  times.sort((a, b) => a - b);
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0;
  return {
    requests: result.requests.total,
    durationSeconds: result.duration,
    requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
    latencyMs: { p50: percentile(times, 50), p99: percentile(times, 99), max: times.at(-1) ?? 0 },
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function run(
  opts: { url: string; headers: Record<string, string>; connections: number; duration: number },
  signal: AbortSignal,
  onTime: (ms: number) => void,
): Promise<autocannon.Result> {
  signal.throwIfAborted();
  return new Promise((resolve, reject) => {
    const onAbort = () => instance.stop();
    const instance = autocannon(opts, (error, result) => {
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve(result);
    });
    instance.on('response', (_client, _status, _bytes, ms) => onTime(ms));
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Nearest-rank percentile of sorted values; 0 for none. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
