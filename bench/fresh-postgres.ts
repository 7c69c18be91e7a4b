import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { onCleanup } from './cleanup';

/** A new database `<prefix>_<random>` on the server the URL names, dropped when the run ends (never the named one). */
export async function freshPostgres(base: string, prefix: string): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  onCleanup(drop);
  const u = new URL(base);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 20 });
  return {
    ...database,
    close: async () => {
      await database.close();
    },
  };
}
