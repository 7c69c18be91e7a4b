import { Readable } from 'node:stream';
import type { MiddlewareHandler } from 'hono';
import type { FileStorage } from '../../core/media/file-storage';
import { STORED_FILE_KEY, UPLOADS_URL_PREFIX } from '../../core/media/upload-paths';
import { logger } from '../logger';

/**
 * Streams /uploads/<key> from a store that is not a local directory (an S3 bucket), with what
 * a static file server answers: Content-Type, Content-Length, ETag, Last-Modified, byte ranges
 * (206/416) and 304 for a current copy. The caching and sandbox headers are added by the
 * /uploads middleware in server/app.ts, as for files on disk. A bucket that cannot be reached
 * fails this one file with 503; pages never wait on it.
 */
export function serveStoredFile(storage: FileStorage & Required<Pick<FileStorage, 'read'>>): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const key = c.req.path.slice(UPLOADS_URL_PREFIX.length);
    if (!STORED_FILE_KEY.test(key)) return next();
    let found;
    try {
      found = await storage.read(key, {
        range: c.req.header('Range'),
        ifNoneMatch: c.req.header('If-None-Match'),
        ifModifiedSince: c.req.header('If-Modified-Since'),
      });
    } catch (err) {
      logger.warn({ err, key }, 'could not read a stored file');
      return c.text('Service Unavailable', 503, { 'Retry-After': '30' });
    }
    if (!found) return next();
    if (found.status === 416) return c.body(null, 416);
    const headers = new Headers();
    if (found.etag) headers.set('ETag', found.etag);
    if (found.lastModified) headers.set('Last-Modified', found.lastModified.toUTCString());
    if (found.status === 304) return new Response(null, { status: 304, headers });
    headers.set('Accept-Ranges', 'bytes');
    headers.set('Content-Type', found.contentType ?? 'application/octet-stream');
    if (found.contentLength !== undefined) headers.set('Content-Length', String(found.contentLength));
    if (found.contentRange) headers.set('Content-Range', found.contentRange);
    if (c.req.method === 'HEAD') {
      found.body.destroy();
      return new Response(null, { status: found.status, headers });
    }
    return new Response(Readable.toWeb(found.body) as ReadableStream, { status: found.status, headers });
  };
}
