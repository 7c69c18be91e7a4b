import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { promisify } from 'node:util';
import type { Config } from '../config';
import { localFileStorage } from '../../core/media/local-file-storage';
import { s3FileStorage } from '../../core/media/s3-file-storage';
import type { FileStorage } from '../../core/media/file-storage';

const run = promisify(execFile);

/**
 * Runs a tool the backup needs (tar, pg_dump, pg_restore); its own error text becomes the
 * message, and a missing tool says which one to install.
 */
export async function runTool(command: string, args: string[]): Promise<void> {
  try {
    await run(command, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(`${command} is not installed (PostgreSQL's client tools and tar are needed).`, { cause: err });
    }
    throw new Error(`${command} failed: ${(e.stderr || e.message).trim()}`, { cause: err });
  }
}

/** The configured upload store (DATA_DIR/uploads or the bucket), with the close the S3 client needs. */
export function uploadStore(config: Config): FileStorage & { close?: () => void } {
  return config.storage.kind === 's3' ? s3FileStorage(config.storage) : localFileStorage(config.dataDir);
}

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
