import type { Db } from '../client';

/** Loads the demo content (2021 edition) when the database has no events yet. Returns whether it did. */
export async function seedDemoContentIfEmpty(_db: Db, _opts: { dataDir: string }): Promise<boolean> {
  return false;
}
