import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropPostgresTemplate, preparePostgresTemplate } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

/** Builds one migrated template database per test run, so concurrent runs never share or drop each other's. */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const template = `innoweek_tpl_${randomBytes(4).toString('hex')}`;
  await preparePostgresTemplate(base, template);
  project.provide('pgTemplate', template);
  return () => dropPostgresTemplate(base, template);
}
