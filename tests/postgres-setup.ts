import { preparePostgresTemplate } from './db';

export default async function setup() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  await preparePostgresTemplate(base);
}
