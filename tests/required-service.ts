/**
 * Tests that need something this machine may lack (redis-server, a PostgreSQL server, the
 * production build). In CI (REQUIRE_E2E set) a missing one fails the test file at once, with
 * the reason; on a developer's machine the tests are skipped and the reason printed.
 * Returns true when the tests can run.
 */
export function canRun(what: string, missing: (string | false | undefined)[]): boolean {
  const reasons = missing.filter((m): m is string => Boolean(m));
  if (reasons.length === 0) return true;
  if (process.env.REQUIRE_E2E) throw new Error(`${what} must run here (REQUIRE_E2E is set), but: ${reasons.join('; ')}`);
  console.warn(`Skipping ${what}: ${reasons.join('; ')}`);
  return false;
}
