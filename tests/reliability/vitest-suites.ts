import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The standing tests the reliability table counts, run by vitest on one database. */
const FILES = {
  fuzz: ['server/api/random-input.test.ts', 'server/page-random-input.test.ts', 'server/api/bad-input.test.ts'],
  authorization: ['server/api/authorization-matrix.test.ts'],
  seats: ['server/api/signups.test.ts'],
  orders: ['server/api/ticket-races.test.ts'],
  claims: ['server/api/tickets.test.ts'],
};
/** Within the files: which tests are races (the rest of signups and tickets are not counted). */
const RACE_TITLE = /parallel|at once|same moment|race/i;
/** The matrix's callers per route and credential (guest, registred, confirmed, editor, organizer, admin). */
const CALLERS = 6;

type Assertion = { ancestorTitles: string[]; title: string; status: string; failureMessages?: string[] };
type Report = { testResults: { name: string; assertionResults: Assertion[] }[] };

export type SuiteFigures = {
  fuzzTests: { passed: number; failed: number };
  /** Matrix cells (route x credential x caller) and those answered otherwise than the table says. */
  authorization: { cells: number; wrong: number; uncoveredRoutes: boolean };
  races: Record<'seats' | 'orders' | 'claims', { passed: number; failed: number }>;
  /** Each failed test counted above, with the first line of its failure. */
  failures: string[];
};

export function runSuites(root: string, project: 'pglite' | 'postgres', reportFile: string): SuiteFigures {
  const files = Object.values(FILES).flat();
  spawnSync('npx', ['vitest', 'run', '--project', project, '--reporter=json', `--outputFile.json=${reportFile}`, ...files], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (!existsSync(reportFile)) throw new Error(`vitest wrote no report for ${project} (${reportFile})`);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const of = (group: keyof typeof FILES, filter: (a: Assertion) => boolean = () => true) => {
    const names = FILES[group].map((f) => join(root, f));
    return report.testResults.filter((r) => names.includes(r.name)).flatMap((r) => r.assertionResults.filter(filter));
  };
  const count = (list: Assertion[]) => ({
    passed: list.filter((a) => a.status === 'passed').length,
    failed: list.filter((a) => a.status !== 'passed' && a.status !== 'skipped' && a.status !== 'pending').length,
  });
  const matrix = of('authorization', (a) => a.ancestorTitles.some((t) => t.startsWith('authorization matrix (')));
  const coverage = of('authorization', (a) => a.ancestorTitles.includes('authorization matrix coverage'));
  const races = (group: 'seats' | 'orders' | 'claims') => count(of(group, (a) => RACE_TITLE.test(a.title) || group === 'orders'));
  return {
    fuzzTests: count(of('fuzz')),
    authorization: {
      cells: matrix.length * CALLERS,
      wrong: matrix.filter((a) => a.status !== 'passed').length,
      uncoveredRoutes: coverage.length === 0 || coverage.some((a) => a.status !== 'passed'),
    },
    races: { seats: races('seats'), orders: races('orders'), claims: races('claims') },
    failures: report.testResults
      .flatMap((r) => r.assertionResults)
      .filter((a) => a.status === 'failed')
      .map((a) => `${a.title}: ${(a.failureMessages?.[0] ?? '').split('\n')[0]}`),
  };
}
