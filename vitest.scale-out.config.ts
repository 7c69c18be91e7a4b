import { defineConfig } from 'vitest/config';

/**
 * The two-process test (issue 14, decision 043): app processes from the production build on
 * PostgreSQL, Redis and an S3 server. Run by `npm test` after the build, before the browser
 * tests; alone: `npx react-router build && TEST_DATABASE_URL=... npx vitest run -c vitest.scale-out.config.ts`.
 */
export default defineConfig({
  test: {
    name: 'scale-out',
    include: ['tests/scale-out/**/*.test.ts'],
    environment: 'node',
    // One file at a time: each starts its own processes, and the machines here have two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
