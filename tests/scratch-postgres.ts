import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database `<prefix>_<random>` on the server `base` names (never the named one itself),
 * empty or cloned from `template`: its URL, and drop() to remove it again.
 */
export async function createScratchPostgres(
  base: string,
  prefix: string,
  opts: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${opts.template ? ` template ${opts.template}` : ''}`);
  } finally {
    await admin.end();
  }
  return {
    url: Object.assign(new URL(base), { pathname: `/${name}` }).toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
