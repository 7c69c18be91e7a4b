/**
 * BENCH_ONLY=scale-out: the anonymous scenarios (guest-cache hits after the first request)
 * through one app process and then through two, on PostgreSQL with Redis and an S3 server as
 * issue 14 deploys them (tests/scale-out/cluster.ts), and the ratio of the two. The load is
 * spread by connection: half of autocannon's connections go to each process, as a
 * least-connections load balancer would, with no proxy in between to pay for.
 */
import { cpus, loadavg } from 'node:os';
import { startCluster, type Cluster } from '../tests/scale-out/cluster';
import { redisServerMissing } from '../tests/redis-server';
import { onCleanup } from './cleanup';
import { meterCpu, type CoresUsed } from './cpu';
import { ensureBuild } from './ensure-build';
import { httpGet } from './http-get';
import { measure, type Measurement } from './measure';
import { scenarios } from './scenarios';
import type { Load } from './settings';
import { formatTable } from './table';

export type ScaleOutResult = {
  path: string;
  status: number;
  one: Measurement;
  /** Each process's share of the two-process run, measured at the same time. */
  two: [Measurement, Measurement];
  /** Requests per second through both processes together divided by through one. */
  ratio: number | null;
  /** Cores busy on average during each run (warm-up included): [A, B, the bench's own driver], and the whole machine. */
  cpu: { one: CoresUsed; two: CoresUsed };
};

export type ScaleOutBench = {
  connections: number;
  durationSeconds: number;
  cores: number;
  /** The 1-minute load average before the run and after it: what else the machine was doing. */
  loadAverage: { before: number; after: number };
  scenarios: ScaleOutResult[];
};

export async function runScaleOutBench(root: string, load: Load, signal: AbortSignal): Promise<ScaleOutBench> {
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const missing = [!base && 'set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server', redisServerMissing()].filter(
    Boolean,
  );
  if (missing.length) throw new Error(`The scale-out bench needs: ${missing.join('; ')}`);
  if (load.connections < 2)
    throw new Error('The scale-out bench needs BENCH_CONNECTIONS of 2 or more (half go to each process).');
  ensureBuild(root);
  console.log('Starting two app processes on a new PostgreSQL database with Redis and an S3 server (demo content)...');
  const cluster: Cluster = await startCluster({ root, base: base!, processes: 2, demoContent: true });
  onCleanup(cluster.close);
  const [a, b] = cluster.apps as [Cluster['apps'][0], Cluster['apps'][0]];

  const before = loadavg()[0]!;
  const results: ScaleOutResult[] = [];
  for (const s of scenarios) {
    // The first answer of each process fills its cache; everything measured is a hit.
    const first = await httpGet(a.url + s.path, s.headers);
    await httpGet(b.url + s.path, s.headers);
    console.log(`Measuring GET ${s.path} through one process, then two...`);
    const pids = [a.pid, b.pid, process.pid];
    let meter = meterCpu(pids);
    const one = await measure(a.url + s.path, s.headers, load, signal);
    const cpuOne = meter.stop();
    const half = { ...load, connections: Math.floor(load.connections / 2) };
    meter = meterCpu(pids);
    const two = await Promise.all([
      measure(a.url + s.path, s.headers, { ...half, connections: load.connections - half.connections }, signal),
      measure(b.url + s.path, s.headers, half, signal),
    ]);
    const cpuTwo = meter.stop();
    const both = two[0].requestsPerSecond + two[1].requestsPerSecond;
    results.push({
      path: s.path,
      status: first.status,
      one,
      two,
      ratio: one.requestsPerSecond > 0 ? both / one.requestsPerSecond : null,
      cpu: { one: cpuOne, two: cpuTwo },
    });
  }
  return {
    connections: load.connections,
    durationSeconds: load.durationSeconds,
    cores: cpus().length,
    loadAverage: { before, after: loadavg()[0]! },
    scenarios: results,
  };
}

const n = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const core = (v: number | null | undefined) => (v === null || v === undefined ? '?' : v.toFixed(2));
/** Requests per second for each core the app processes used: the cost of an answer, whatever the machine had free. */
function perCore(requestsPerSecond: number, c: CoresUsed, apps: number[]): string {
  const app = apps.reduce((sum, i) => sum + (c.processes[i] ?? 0), 0);
  return app > 0 ? n(requestsPerSecond / app) : '?';
}
/** "app / driver / others" in cores: the apps' part, the driver's, and the rest of the machine's. */
function cores(c: CoresUsed, apps: number[]): string {
  const app = apps.reduce((sum, i) => sum + (c.processes[i] ?? 0), 0);
  const driver = c.processes[2] ?? null;
  const others = c.machine === null || driver === null ? null : c.machine - app - driver;
  return `${core(app)} / ${core(driver)} / ${core(others)}`;
}

export function formatScaleOutBench(r: ScaleOutBench): string {
  const rows = r.scenarios.map((s) => [
    `GET ${s.path}`,
    String(s.status),
    n(s.one.requestsPerSecond),
    n(s.two[0].requestsPerSecond + s.two[1].requestsPerSecond),
    `${n(s.two[0].requestsPerSecond)} + ${n(s.two[1].requestsPerSecond)}`,
    s.ratio === null ? 'n/a' : `${s.ratio.toFixed(2)}x`,
    ms(s.one.latencyMs.p99),
    ms(Math.max(s.two[0].latencyMs.p99, s.two[1].latencyMs.p99)),
    cores(s.cpu.one, [0]),
    cores(s.cpu.two, [0, 1]),
    `${perCore(s.one.requestsPerSecond, s.cpu.one, [0])} / ${perCore(s.two[0].requestsPerSecond + s.two[1].requestsPerSecond, s.cpu.two, [0, 1])}`,
  ]);
  return [
    `Scale-out: ${r.connections} connections (split over the processes for two), ${r.durationSeconds} s per run, PostgreSQL, Redis, S3rver; ${r.cores} cores, load average ${r.loadAverage.before.toFixed(2)} before and ${r.loadAverage.after.toFixed(2)} after.`,
    '',
    formatTable(
      [
        'scenario',
        'status',
        '1 process req/s',
        '2 processes req/s',
        'A + B',
        'ratio',
        'p99 ms 1',
        'p99 ms 2',
        'cores 1',
        'cores 2',
      ],
      rows,
    ),
    '',
    'cores: CPU in use on average during a run, as app processes / the benchmark driver (autocannon) / everything else on the machine.',
    'req/s per app core: what one core of app process answers; equal for one and two processes means each answer costs the same, so the ratio is set by the cores the machine had free.',
  ].join('\n');
}
