/**
 * What several app processes need in common, checked before anything starts. Pure, so each
 * refusal is unit-tested; start-up joins the problems into one message and stops.
 */
export type DeploymentFacts = {
  /** SCALE_OUT: several app processes are intended. */
  several: boolean;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The uploads live where every process reads them (an S3-compatible bucket), not on one disk. */
  sharedStorage: boolean;
  /** SESSION_SECRET is set, so every process verifies the others' session tokens. */
  sessionSecretConfigured?: boolean;
};

/** The problems of a combination that cannot be correct; empty when it can. */
export function checkDeployment(facts: DeploymentFacts): string[] {
  if (!facts.several) return [];
  const problems: string[] = [];
  if (!facts.databaseUrl)
    problems.push('SCALE_OUT needs DATABASE_URL: the embedded database belongs to one process and cannot be shared.');
  if (!facts.redisUrl)
    problems.push(
      'SCALE_OUT needs REDIS_URL: without it each process counts its own rate limits and keeps serving stale cached pages after another one accepts a write.',
    );
  if (!facts.sharedStorage)
    problems.push(
      'SCALE_OUT needs shared storage for uploads (an S3-compatible bucket): on local disk a file uploaded through one process is missing from the others.',
    );
  if (facts.sessionSecretConfigured === false)
    problems.push(
      'SCALE_OUT needs SESSION_SECRET: a generated one differs per process, so a session would end on the next process.',
    );
  return problems;
}

/** Throws one message listing every problem, or returns. */
export function assertDeployment(facts: DeploymentFacts): void {
  const problems = checkDeployment(facts);
  if (problems.length) throw new Error(`Refusing to start:\n- ${problems.join('\n- ')}`);
}
