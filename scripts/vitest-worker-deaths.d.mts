/** A vitest JSON report, what this module reads of it. */
type VitestReport = {
  numFailedTests: number;
  numFailedTestSuites: number;
  testResults: { name: string; status: string; message?: string; assertionResults: { status: string }[] }[];
};

/** The files whose worker died, when that is all that went wrong in the run; null otherwise. */
export function filesWhoseWorkerDied(report: VitestReport | null, output: string): string[] | null;
