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

  test('STORAGE_URL says the same in one URL: s3:// over HTTPS, s3+http:// for a server on a private network', () => {
    expect(load({ STORAGE_URL: 's3+http://innoweek:change-me@minio:9000/innoweek-uploads' }).storage).toEqual({
      kind: 's3',
      bucket: 'innoweek-uploads',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'innoweek',
      secretAccessKey: 'change-me',
      forcePathStyle: true,
    });
    expect(
      load({
        STORAGE_URL:
          's3://AKIAEXAMPLE:wJal%2FrXU%2BtnFE%40MI%3AK@s3.eu-central-1.amazonaws.com/uploads?region=eu-central-1&path_style=false',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'uploads',
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'wJal/rXU+tnFE@MI:K',
      forcePathStyle: false,
    });
    // No key and secret: the SDK's own chain (environment, instance role), as with the S3_* settings.
    expect(load({ STORAGE_URL: 's3://storage.example.cz/b' }).storage).toMatchObject({
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  test('a STORAGE_URL that cannot be meant stops the start with a message saying what is wrong', () => {
    const refusals: [string, RegExp][] = [
      ['minio:9000/b', /scheme/],
      ['https://minio:9000/b', /scheme must be s3:\/\//],
      ['s3://k:s@minio:9000', /bucket/],
      ['s3://k:s@minio:9000/b/c', /bucket name alone/],
      ['s3://k@minio:9000/b', /go together/],
      ['s3://k:s@minio/b?regoin=eu', /unknown parameter regoin/],
      ['s3://k:s@minio/b?path_style=yes', /path_style/],
      ['s3://k:%E0%A4%A@minio/b', /%-escape/],
    ];
    for (const [url, message] of refusals) expect(() => load({ STORAGE_URL: url }), url).toThrow(message);
    // The message never repeats the secret.
    expect(() => load({ STORAGE_URL: 's3://k:top%E0secret@minio/b' })).toThrow(/^((?!top).)*$/s);
    expect(() => load({ STORAGE_URL: 's3://minio/b', S3_BUCKET: 'b' })).toThrow(/STORAGE_URL.*not both/);
  });

  test('METRICS_TOKEN must be long enough to be a secret', () => {
    expect(load({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
