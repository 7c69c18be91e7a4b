import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-cfg-')), SESSION_SECRET: 'x'.repeat(40), ...env });

describe('S3_* settings', () => {
  test('unset keeps the uploads on local disk', () => {
    expect(load({}).storage).toEqual({ kind: 'local' });
  });

  test('S3_BUCKET with an endpoint means MinIO-style paths; without one, AWS virtual-hosted buckets', () => {
    expect(
      load({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(load({ S3_BUCKET: 'b', S3_REGION: 'eu-central-1' }).storage).toMatchObject({
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(load({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
      forcePathStyle: false,
    });
  });

  test('a combination that cannot be meant stops the start with a message naming it', () => {
    expect(() => load({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => load({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => load({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
  });

  test('METRICS_TOKEN must be long enough to be a secret', () => {
    expect(load({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
