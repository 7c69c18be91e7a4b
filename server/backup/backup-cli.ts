/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--replace]` (decision 093), with
 * the server's own configuration (DATABASE_URL, DATA_DIR, the bucket settings).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const [command, ...rest] = process.argv.slice(2);
const log = (line: string) => console.log(line);

try {
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    const config = loadConfig();
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    await createBackup({ config, out: values.out ?? join('backups', `innoweek-${kind}-${stamp}.tar`), log });
  } else if (command === 'restore') {
    const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { replace: { type: 'boolean' } } });
    const file = positionals[0];
    if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- <backup.tar> [--replace]');
    await restoreBackup({ config: loadConfig(), file, replace: values.replace ?? false, log });
  } else {
    throw new Error('Usage: backup-cli.ts backup [--out FILE] | restore FILE [--replace]');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
