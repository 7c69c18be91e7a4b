/**
 * A real S3-compatible server inside the test process (decision 041): S3rver, the in-process
 * Node S3 server (the maintained @20minutes fork), on a free port with files in a temporary
 * directory, so S3 tests need no external service in CI.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error The package ships no type declarations.
import S3rver from '@20minutes/s3rver';
import { freePort } from './free-port';

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** The S3_* settings that point the app at this server. */
  env: Record<string, string>;
  /** Stops answering (an outage); the stored files stay. */
  stop: () => Promise<void>;
  /** Answers again on the same port, with the files it had. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

type S3rverInstance = { run(): Promise<unknown>; close(): Promise<void> };

export async function startS3Server(bucket = 'innoweek-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'iw-s3-'));
  const port = await freePort();
  let server: S3rverInstance | undefined;
  const start = async () => {
    server = new (S3rver as new (opts: object) => S3rverInstance)({
      address: '127.0.0.1',
      port,
      silent: true,
      // S3rver's signature check disagrees with SDK v3 on HEAD and query-string requests
      // (HeadBucket, ListObjectsV2 answer 403 SignatureDoesNotMatch); credentials are still required.
      allowMismatchedSignatures: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    // S3rver accepts its own fixed credentials.
    env: { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** S3 settings of a bucket nobody answers for: a port that refuses connections. */
export const UNREACHABLE_S3_ENV = {
  S3_ENDPOINT: 'http://127.0.0.1:9',
  S3_BUCKET: 'innoweek-test',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};
