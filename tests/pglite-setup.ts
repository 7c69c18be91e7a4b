import type { TestProject } from 'vitest/node';
import { preparePgliteSnapshot } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/** Migrates one PGlite database per test run and hands its dump to every test file (tests/db.ts). */
export default async function setup(project: TestProject) {
  const { file, remove } = await preparePgliteSnapshot();
  project.provide('pgliteSnapshot', file);
  return remove;
}
