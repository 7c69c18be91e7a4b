import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from './client';
import { writePgliteTemplate } from './pglite-template';

const dir = mkdtempSync(join(tmpdir(), 'iw-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A template with a table of its own, so a test can tell whether a directory started from it. */
async function markedTemplate(): Promise<string> {
  const pg = await PGlite.create();
  await pg.exec('create table from_template (id int)');
  const file = join(dir, 'marked.tar.gz');
  writeFileSync(file, Buffer.from(await (await pg.dumpDataDir('gzip')).arrayBuffer()));
  await pg.close();
  return file;
}

async function tables(database: Database): Promise<string[]> {
  const { rows } = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] };
  return rows.map((r) => r.table_name);
}

// Each test makes a cluster or two from nothing (initdb in WASM): seconds on a quiet machine, past
// the default half minute when the machine is busy.
describe('starting the embedded database from a template (decision 048)', { timeout: 120_000 }, () => {
  it('a new data directory starts from the template, with the embedded settings', async () => {
    const template = await markedTemplate();
    const database = await openDatabase({ dataDir: join(dir, 'new'), template });
    try {
      expect(await tables(database)).toEqual(['from_template']);
      // The boot restarts after a first start's work (decision 195).
      expect(database.created).toBe(true);
      const { rows } = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
    expect(existsSync(join(dir, 'new/pglite/PG_VERSION'))).toBe(true);
  });

  it("the template's bytes are not kept once the database is open (decision 191)", async () => {
    // PGlite's callbacks hold the options object it was created with for the database's life.
    const template = await markedTemplate();
    const create = vi.spyOn(PGlite, 'create');
    try {
      const database = await openDatabase({ dataDir: join(dir, 'let-go'), template });
      await database.close();
      expect(create).toHaveBeenCalledTimes(1);
      expect(create.mock.calls[0]![0]).not.toHaveProperty('loadDataDir');
    } finally {
      create.mockRestore();
    }
  });

  it('an existing data directory ignores the template', async () => {
    const first = await openDatabase({ dataDir: join(dir, 'existing') });
    expect(first.created).toBe(true);
    await first.close();
    const database = await openDatabase({ dataDir: join(dir, 'existing'), template: await markedTemplate() });
    try {
      expect(await tables(database)).toEqual([]);
      expect(database.created).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it('the build writes an empty database that opens', async () => {
    const template = join(dir, 'built.tar.gz');
    await writePgliteTemplate(template);
    const database = await openDatabase({ dataDir: join(dir, 'from-built'), template });
    try {
      expect(await tables(database)).toEqual([]);
      expect(database.kind).toBe('pglite');
    } finally {
      await database.close();
    }
  });
});
