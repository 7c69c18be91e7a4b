import { buffer as readAll } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, UNREACHABLE_S3_ENV, type TestS3Server } from '../../tests/s3-server';
import { AppError } from '../errors/app-error';
import type { StoredFileRead } from './file-storage';
import { s3FileStorage, type S3Settings } from './s3-file-storage';

let s3: TestS3Server;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startS3Server();
  settings = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(() => s3.close());

const bodyOf = async (read: StoredFileRead | null) => {
  if (!read || (read.status !== 200 && read.status !== 206)) throw new Error(`no body: ${read?.status}`);
  return readAll(read.body);
};

describe('s3FileStorage against a local S3 server', () => {
  it('stores a file with its type, reads it whole and by range, and answers 304 for a current copy', async () => {
    const storage = s3FileStorage(settings);
    const bytes = Buffer.from('0123456789abcdef');
    await storage.put('aa11.png', bytes, 'image/png');
    expect(storage.url('aa11.png')).toBe('/uploads/aa11.png');

    const whole = await storage.read!('aa11.png', {});
    expect(whole).toMatchObject({ status: 200, contentType: 'image/png', contentLength: 16 });
    expect((await bodyOf(whole)).equals(bytes)).toBe(true);
    const etag = whole?.status === 200 ? whole.etag : undefined;
    expect(etag).toMatch(/^".+"$/);

    const part = await storage.read!('aa11.png', { range: 'bytes=2-5' });
    expect(part).toMatchObject({ status: 206, contentLength: 4, contentRange: 'bytes 2-5/16' });
    expect((await bodyOf(part)).toString()).toBe('2345');

    expect(await storage.read!('aa11.png', { ifNoneMatch: etag })).toMatchObject({ status: 304 });
    storage.close();
  });

  it('deletes a file, and deleting a missing one is no error', async () => {
    const storage = s3FileStorage(settings);
    await storage.put('bb22.webp', Buffer.from('RIFF'), 'image/webp');
    await storage.delete('bb22.webp');
    expect(await storage.read!('bb22.webp', {})).toBeNull();
    await expect(storage.delete('bb22.webp')).resolves.toBeUndefined();
    storage.close();
  });

  it('checks the bucket: fine when it exists, a rejection when it does not', async () => {
    await expect(s3FileStorage(settings).check!()).resolves.toBeUndefined();
    await expect(s3FileStorage({ ...settings, bucket: 'no-such-bucket' }).check!()).rejects.toThrow();
  });

  it('refuses keys that could name a path, before any request', async () => {
    const storage = s3FileStorage(settings);
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/storage key/);
    expect(() => storage.url('a/b.png')).toThrow(/storage key/);
  });

  it('answers an unreachable bucket with Upload.storageUnavailable within seconds', async () => {
    const storage = s3FileStorage({ ...settings, endpoint: UNREACHABLE_S3_ENV.S3_ENDPOINT });
    const started = Date.now();
    const err = await storage.put('cc33.png', Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('Upload.storageUnavailable');
    expect((err as AppError).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(storage.check!()).rejects.toThrow();
  });
});
