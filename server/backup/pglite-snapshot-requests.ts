import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../db/client';

/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server holds it
 * (decision 093): it leaves `<id>.request` in DATA_DIR/backup-requests and sends the server
 * SIGUSR2; the server copies its data directory between two queries (`Database.snapshot`) into
 * `<id>.tar.gz` (written under another name, then renamed), or `<id>.error`. Only a process that
 * may signal the server and write its data directory can ask, and the copy stays in that directory.
 */
const REQUESTS = 'backup-requests';
const SIGNAL = 'SIGUSR2';

export type SnapshotAnswer = { tar: Buffer; migrations: number };

/** Server side: answers snapshot requests while the server runs; returns the function that stops it. */
export function answerSnapshotRequests(
  database: Database,
  dataDir: string,
  opts: { migrations: () => Promise<number>; onError: (err: unknown) => void },
): () => void {
  const { snapshot } = database;
  if (!snapshot) return () => {};
  const dir = join(dataDir, REQUESTS);
  let running: Promise<void> | undefined;
  const answer = async () => {
    const ids = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.request'))
          .map((f) => f.slice(0, -'.request'.length))
      : [];
    if (ids.length === 0) return;
    try {
      // One copy answers every request waiting now.
      const tar = Buffer.from(await (await snapshot()).arrayBuffer());
      const migrations = await opts.migrations();
      for (const id of ids) {
        writeFileSync(join(dir, `${id}.partial`), tar);
        writeFileSync(join(dir, `${id}.json`), JSON.stringify({ migrations }));
        renameSync(join(dir, `${id}.partial`), join(dir, `${id}.tar.gz`));
        rmSync(join(dir, `${id}.request`), { force: true });
      }
    } catch (err) {
      opts.onError(err);
      for (const id of ids) writeFileSync(join(dir, `${id}.error`), err instanceof Error ? err.message : String(err));
    }
  };
  const onSignal = () => {
    // Requests arriving while a copy is made are answered by the next round.
    running = (running ?? Promise.resolve()).then(answer);
  };
  process.on(SIGNAL, onSignal);
  return () => process.off(SIGNAL, onSignal);
}

/** Backup side: asks the server with process id `pid` for a copy and waits for it. */
export async function requestSnapshot(dataDir: string, pid: number, timeoutMs = 10 * 60_000): Promise<SnapshotAnswer> {
  const dir = join(dataDir, REQUESTS);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const id = randomBytes(8).toString('hex');
  const file = (ext: string) => join(dir, `${id}.${ext}`);
  writeFileSync(file('request'), '');
  try {
    process.kill(pid, SIGNAL);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (existsSync(file('tar.gz'))) {
        const { migrations } = JSON.parse(readFileSync(file('json'), 'utf8')) as { migrations: number };
        return { tar: readFileSync(file('tar.gz')), migrations };
      }
      if (existsSync(file('error')))
        throw new Error(`The server could not copy the database: ${readFileSync(file('error'), 'utf8')}`);
      await sleep(100);
    }
    throw new Error(`The server (process ${pid}) did not answer the backup request within ${timeoutMs / 1000} s.`);
  } finally {
    for (const ext of ['request', 'partial', 'tar.gz', 'json', 'error']) rmSync(file(ext), { force: true });
  }
}
