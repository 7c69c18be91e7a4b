import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/**
 * Writes an empty PGlite data directory (initdb done, nothing migrated) as a gzipped tar, for
 * openDatabase to start a new directory from (decision 048). The build makes it once
 * (build/server/pglite-template.tar.gz): running initdb at the server's first start took a
 * second PGlite instance and a copy of its 128 MB memory, ~450 MB more at peak.
 */
export async function writePgliteTemplate(file: string): Promise<void> {
  const pg = await PGlite.create();
  try {
    const tar = await pg.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await tar.arrayBuffer()));
  } finally {
    await pg.close();
  }
}
