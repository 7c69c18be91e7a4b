import { fsyncSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What a flush did, for tests and the reliability suite: counts since the process started. */
export const flushes = { count: 0 };

type EmscriptenStream = { nfd: number };
type EmscriptenModule = { NODEFS: { stream_ops: { fsync?: (stream: EmscriptenStream) => number } } };
type InitResult = Awaited<ReturnType<NodeFS['init']>>;

/**
 * PGlite's Node file system (Emscripten's NODEFS) has no fsync: PostgreSQL's fsync() ends in a
 * stream operation NODEFS leaves out, and its fdatasync() is a no-op in the Emscripten runtime.
 * This one forwards fsync() to the real file descriptor, so a commit is on disk before PostgreSQL
 * answers it (decision 092).
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): Promise<InitResult> {
    const result = await super.init(pg, opts);
    result.emscriptenOpts.preRun = [
      ...(result.emscriptenOpts.preRun ?? []),
      (mod) => {
        (mod as unknown as EmscriptenModule).NODEFS.stream_ops.fsync = (stream) => {
          fsyncSync(stream.nfd);
          flushes.count++;
          return 0;
        };
      },
    ];
    return result;
  }
}

/**
 * The options that make an on-disk PGlite durable: its file system above, PGlite's default start
 * parameters without `-F` (fsync off), and `wal_sync_method = fsync` because fdatasync() does
 * nothing in the Emscripten runtime while fsync() reaches DurableNodeFS.
 */
export function durableOptions(dir: string, postgresqlconf: string[]): PGliteOptions {
  return {
    fs: new DurableNodeFS(dir),
    startParams: PGlite.defaultStartParams.filter((param) => param !== '-F'),
    postgresqlconf: [...postgresqlconf, 'wal_sync_method = fsync'],
  };
}
