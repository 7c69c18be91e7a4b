// Which test files of a failed vitest run failed only because their worker process died under
// them (npm test runs those once more, alone). V8 once aborted in a worker that had made and
// closed several embedded databases ("Check failed: jit_page_->allocations_.erase(addr)",
// SIGTRAP, mid-file, on a busy machine): no test of the file failed, the run did.

/** Vitest's words for a worker that died, naming the file it was running. */
const DIED = /Worker exited unexpectedly with signal \w+ during \w+ state while running test file (\S+)/g;
/** Vitest's count of the errors it caught outside any test. */
const CAUGHT = /Vitest caught (\d+) unhandled errors? during the test run/;

// eslint-disable-next-line no-control-regex -- the terminal's colour codes
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The files whose worker died, when that is all that went wrong: no test failed anywhere, every
 * file that failed has no error of its own and no failed test, it failed as a whole (one failed
 * suite each: a failed hook would fail a suite inside it too), vitest names each of them as a
 * worker that died, and those deaths are all the unhandled errors it caught. Null otherwise.
 * `report` is vitest's JSON report (parsed), `output` what it printed.
 */
export function filesWhoseWorkerDied(report, output) {
  if (!report || report.numFailedTests > 0) return null;
  const failed = report.testResults.filter((t) => t.status !== 'passed');
  if (failed.length === 0) return null;
  if (failed.some((t) => t.message || t.assertionResults.some((a) => a.status === 'failed'))) return null;
  if (report.numFailedTestSuites !== failed.length) return null;
  const text = plain(output);
  const named = [...text.matchAll(DIED)].map((m) => m[1]);
  const caught = Number(CAUGHT.exec(text)?.[1] ?? 0);
  if (named.length === 0 || caught !== named.length) return null;
  const files = [...new Set(failed.map((t) => t.name))];
  if (!files.every((file) => named.includes(file)) || !named.every((file) => files.includes(file))) return null;
  return files;
}
