import type { Measurement } from './measure';
import { formatPageWeights, type FrameworkFloor, type PageWeight } from './page-weights';
import type { Load } from './settings';
import { formatTable } from './table';

export type ScenarioResult = {
  path: string;
  /** What the app answered to the single request recorded for the bare server. */
  recorded: { status: number; contentType: string | undefined; bytes: number };
  app: Measurement;
  bare: Measurement;
  /** App divided by bare: req/s below 1 and p99 above 1 are the app's cost. Null when bare is 0. */
  ratio: { requestsPerSecond: number | null; p99: number | null };
};

export type Report = {
  date: string;
  commit: string | null;
  node: string;
  load: Load;
  scenarios: ScenarioResult[];
  /** The scripts and styles of every public page in both languages (decision 044). */
  pages: PageWeight[];
  /** The smallest React Router framework client, under every page's JavaScript (decision 052). */
  frameworkFloor: FrameworkFloor | null;
  memory: {
    /** VmHWM: the app's peak resident memory over its whole life, boot and demo seed included. */
    appPeakRssBytes: number | null;
    /** VmRSS once the server answered /healthz: after migrations and the demo seed, before any load. */
    appIdleRssBytes: number | null;
    /** Highest VmRSS sampled every 250 ms while the scenarios ran. */
    appPeakRssUnderLoadBytes: number | null;
    /** VmHWM of the bare server, for scale. */
    barePeakRssBytes: number | null;
  };
};

export function ratio(app: number, bare: number): number | null {
  return bare > 0 ? app / bare : null;
}

const n = (v: number, digits = 0) => v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
const x = (v: number | null) => (v === null ? 'n/a' : `${v < 0.1 ? v.toFixed(3) : v.toFixed(2)}x`);
export const mib = (bytes: number | null) => (bytes === null ? 'unavailable' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`);

/** "200" when every answer had one status, else each status with its count; plus failures. */
function statuses(m: Measurement): string {
  const codes = Object.entries(m.statusCodes);
  let text = codes.length === 1 ? (codes[0]?.[0] ?? '') : codes.map(([code, count]) => `${code}x${count}`).join(' ');
  if (m.errors > 0) text += ` err${m.errors}`;
  return text || 'none';
}

export function formatReport(report: Report): string {
  const out: string[] = [];
  if (report.scenarios.length > 0)
    out.push(
      `Load: ${report.load.connections} connections, ${report.load.durationSeconds} s per server and scenario (after a warm-up). Node ${report.node}, commit ${report.commit ?? 'unknown'}.`,
      '',
      formatTable(
        ['scenario', 'status', 'req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'bare p50', 'bare p99', 'req/s ratio', 'p99 ratio'],
        report.scenarios.map((s) => [
          `GET ${s.path}`,
          statuses(s.app),
          n(s.app.requestsPerSecond),
          ms(s.app.latencyMs.p50),
          ms(s.app.latencyMs.p99),
          n(s.bare.requestsPerSecond),
          ms(s.bare.latencyMs.p50),
          ms(s.bare.latencyMs.p99),
          x(s.ratio.requestsPerSecond),
          x(s.ratio.p99),
        ]),
      ),
      '',
    );
  if (report.pages.length > 0) out.push(formatPageWeights(report.pages, report.frameworkFloor), '');
  const mem = report.memory;
  if (report.scenarios.length > 0)
    out.push(
      `Server memory: peak ${mib(mem.appPeakRssBytes)} (VmHWM, boot and demo seed included), ` +
        `${mib(mem.appIdleRssBytes)} idle after the seed, ` +
        `${mib(mem.appPeakRssUnderLoadBytes)} at most under load (RSS sampled); bare server peak ${mib(mem.barePeakRssBytes)}.`,
    );
  return out.join('\n');
}
