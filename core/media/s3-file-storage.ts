import type { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import { AppError } from '../errors/app-error';
import { assertStorageKey, type FileStorage, type StoredFileRead } from './file-storage';
import { UPLOADS_URL_PREFIX } from './upload-paths';

/** Where the bucket is (S3_* settings, server/config.ts). */
export type S3Settings = {
  /** S3_ENDPOINT, e.g. http://minio:9000; absent for AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) applies. */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers want. */
  forcePathStyle: boolean;
};

/** How long an unreachable bucket may keep an upload or an image waiting. */
const CONNECT_TIMEOUT_MS = 3_000;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Files in an S3-compatible bucket (decision 041), one object per key with its content type.
 * The app keeps serving them at /uploads/<key> (server/middleware/serve-stored-file.ts), so the
 * URLs stored in `files` rows and pages stay the same whichever store holds the bytes, and the
 * bucket stays private. A bucket that cannot be reached refuses uploads with
 * `Upload.storageUnavailable` (503); pages do not read the bucket and keep rendering.
 */
export function s3FileStorage(settings: S3Settings): FileStorage & { close(): void } {
  // The SDK (~4 MB of heap) loads with the first request to the bucket, not at start-up (decision 050).
  let connected: Promise<{ s3: typeof S3; client: S3.S3Client }> | undefined;
  const connect = () =>
    (connected ??= import('@aws-sdk/client-s3')
      .then((s3) => ({
        s3,
        client: new s3.S3Client({
          region: settings.region,
          ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
          forcePathStyle: settings.forcePathStyle,
          ...(settings.accessKeyId && settings.secretAccessKey
            ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
            : {}),
          // One retry: an upload form should hear "try later" in seconds, not after a long backoff.
          maxAttempts: 2,
          requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        }),
      }))
      .catch((err: unknown) => {
        // A failed load is tried again by the next request, not remembered.
        connected = undefined;
        throw err;
      }));
  const Bucket = settings.bucket;

  return {
    close: () =>
      void connected?.then(
        ({ client }) => client.destroy(),
        () => {},
      ),
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      try {
        const { s3, client } = await connect();
        await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
      } catch (err) {
        throw storageUnavailable(err);
      }
    },
    async delete(key) {
      assertStorageKey(key);
      // S3 answers 204 for a missing key too, so only real failures throw.
      const { s3, client } = await connect();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    url(key) {
      assertStorageKey(key);
      return `${UPLOADS_URL_PREFIX}${key}`;
    },
    async *keys() {
      const { s3, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      const { s3, client } = await connect();
      await client.send(new s3.HeadBucketCommand({ Bucket }));
    },
    async read(key, opts): Promise<StoredFileRead | null> {
      assertStorageKey(key);
      const { s3, client } = await connect();
      try {
        const out = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: key,
            ...(opts.range ? { Range: opts.range } : {}),
            ...(opts.ifNoneMatch ? { IfNoneMatch: opts.ifNoneMatch } : {}),
            ...(opts.ifModifiedSince && !opts.ifNoneMatch ? { IfModifiedSince: new Date(opts.ifModifiedSince) } : {}),
          }),
        );
        return {
          status: out.ContentRange ? 206 : 200,
          body: out.Body as Readable,
          contentType: out.ContentType,
          contentLength: out.ContentLength,
          contentRange: out.ContentRange,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        const status = err instanceof s3.S3ServiceException ? err.$metadata.httpStatusCode : undefined;
        if (status === 404) return null;
        if (status === 304) return { status: 304, etag: opts.ifNoneMatch, lastModified: undefined };
        if (status === 416) return { status: 416 };
        throw err;
      }
    },
  };
}

function storageUnavailable(cause: unknown): AppError {
  const err = new AppError('Upload.storageUnavailable', { field: 'files' });
  err.cause = cause;
  return err;
}
