import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests. Database tests run on in-memory PGlite, and a second time on
 * PostgreSQL (project "postgres") when TEST_DATABASE_URL is set. Pure unit tests do not touch
 * the database and run once.
 */
const dbTests = ['{core,server,db}/**/*.test.ts'];
const unitTests = ['app/**/*.test.{ts,tsx}', 'tests/lint/*.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default (one worker fewer than cores) means one worker on the 2-core machines
    // here, and database tests spend much of their time waiting on the database: two keep both
    // cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'pglite',
          include: [...dbTests, ...unitTests],
          environment: 'node',
          env: { INNOWEEK_TEST_DB: 'pglite' },
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
                env: { INNOWEEK_TEST_DB: 'postgres' },
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
