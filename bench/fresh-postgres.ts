import { openDatabase, type Database } from '../db/client';
import { createScratchPostgres } from '../tests/scratch-postgres';
import { onCleanup } from './cleanup';

/** A new database `<prefix>_<random>` on the server the URL names, dropped when the run ends (never the named one). */
export async function freshPostgres(base: string, prefix: string): Promise<Database> {
  const scratch = await createScratchPostgres(base, prefix);
  onCleanup(scratch.drop);
  return openDatabase({ url: scratch.url, poolSize: 20 });
}
