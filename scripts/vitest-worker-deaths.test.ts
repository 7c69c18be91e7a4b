import { describe, expect, it } from 'vitest';
import { filesWhoseWorkerDied } from './vitest-worker-deaths.mjs';

type Result = { name: string; status: string; message: string; assertionResults: { status: string }[] };

const file = '/repo/db/pglite-template.test.ts';
const passed = (name: string): Result => ({ name, status: 'passed', message: '', assertionResults: [{ status: 'passed' }] });
/** The report of the run where V8 aborted: the file's first tests passed, the rest never ran. */
const report = (over: { numFailedTests?: number; numFailedTestSuites?: number } = {}, extra: Result[] = []) => ({
  numFailedTests: 0,
  numFailedTestSuites: 1,
  testResults: [
    passed('/repo/core/a.test.ts'),
    passed(file),
    { name: file, status: 'failed', message: '', assertionResults: [{ status: 'passed' }, { status: 'pending' }] },
    ...extra,
  ],
  ...over,
});
const died = (path = file) =>
  `\u001b[31mError\u001b[39m: [vitest-pool]: Worker forks emitted error.\nCaused by: Error: Worker exited unexpectedly with signal SIGTRAP during started state while running test file ${path}\n`;
const caught = (n: number) => `Vitest caught ${n} unhandled error${n === 1 ? '' : 's'} during the test run.\n`;

describe('a vitest run whose only failure is a worker that died', () => {
  it('names the file, to be run once more', () => {
    expect(filesWhoseWorkerDied(report(), caught(1) + died())).toEqual([file]);
  });

  it('is not that when a test failed, anywhere', () => {
    expect(filesWhoseWorkerDied(report({ numFailedTests: 1 }), caught(1) + died())).toBeNull();
  });

  it('is not that when vitest caught another error too (an unhandled rejection, a teardown error)', () => {
    expect(filesWhoseWorkerDied(report(), caught(2) + died() + 'Unhandled Rejection: boom\n')).toBeNull();
  });

  it('is not that when no worker is said to have died (a failed hook inside a describe looks alike in the report)', () => {
    expect(filesWhoseWorkerDied(report(), '')).toBeNull();
    expect(filesWhoseWorkerDied(report({ numFailedTestSuites: 2 }), caught(1) + died())).toBeNull();
  });

  it('is not that when the file failed with an error of its own, or another file failed', () => {
    const own = report({}, []);
    own.testResults[2] = { ...own.testResults[2]!, message: 'Failed to load url ./missing' };
    expect(filesWhoseWorkerDied(own, caught(1) + died())).toBeNull();
    const other = report({ numFailedTestSuites: 2 }, [
      { name: '/repo/b.test.ts', status: 'failed', message: '', assertionResults: [] },
    ]);
    expect(filesWhoseWorkerDied(other, caught(1) + died())).toBeNull();
  });

  it('is not that without a report, or when the worker that died ran another file', () => {
    expect(filesWhoseWorkerDied(null, caught(1) + died())).toBeNull();
    expect(filesWhoseWorkerDied(report(), caught(1) + died('/repo/other.test.ts'))).toBeNull();
  });
});
