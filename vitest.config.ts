import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Database tests run on in-memory PGlite, and a second time on
 * PostgreSQL (project "postgres") when TEST_DATABASE_URL is set. Pure unit tests do not touch
 * the database and run once.
 */
const dbTests = ['{core,server,db}/**/*.test.ts'];
const unitTests = ['app/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts', 'scripts/*.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than cores) means one worker on the 2-core machines
    // here, and database tests spend much of their time waiting on the database: two keep both
    // cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          // Browser-side and lint tests: each file in its own module graph (some use happy-dom).
          name: 'unit',
          include: unitTests,
          environment: 'node',
          // Route modules' tests read the embedded database too.
          env: { INNOWEEK_TEST_DB: 'pglite', INNOWEEK_FAST_HASHING: '1' },
          globalSetup: ['tests/pglite-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pglite',
          include: dbTests,
          environment: 'node',
          // Database tests share a worker's module graph: each file builds its own app and
          // database, and re-importing the server for every file was a third of the run.
          isolate: false,
          env: { INNOWEEK_TEST_DB: 'pglite', INNOWEEK_FAST_HASHING: '1' },
          globalSetup: ['tests/pglite-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'postgres',
                include: dbTests,
                environment: 'node',
                isolate: false,
                env: { INNOWEEK_TEST_DB: 'postgres', INNOWEEK_FAST_HASHING: '1' },
                globalSetup: ['tests/postgres-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
