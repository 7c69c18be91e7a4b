import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import type { Db } from '../../db/client';
import { parseId } from '../../core/query/parse-entry-params';
import type { ReadOptions } from '../../core/query/read-options';
import type { ReadMemo } from '../../core/serialize/read-memo';
import { sharedEtag } from '../../core/serialize/shared-bytes';
import { responseWithBytes } from '../middleware/body-bytes';
import type { ApiEnv } from '../middleware/session';
import { readOptions } from './read-options';

export type CollectionReaders<T> = {
  find: (db: Db, opts: ReadOptions) => Promise<T[]>;
  count: (db: Db, opts: ReadOptions) => Promise<number>;
  get: (db: Db, opts: ReadOptions & { id: number }) => Promise<T>;
  /**
   * The list and one entry as JSON (UTF-8), for a collection that keeps its serialized entries
   * between writes (decision 046); the same answers as `find` and `get`. Bytes, not a string: a
   * string body would cost the Response a scan for lone surrogates and a TextEncoder pass when
   * the ETag reads it (server/middleware/body-bytes.ts).
   */
  json?: {
    find: (db: Db, opts: ReadOptions, memo?: ReadMemo) => Promise<Uint8Array<ArrayBuffer>>;
    get: (db: Db, opts: ReadOptions & { id: number }, memo?: ReadMemo) => Promise<Uint8Array<ArrayBuffer>>;
  };
};

const JSON_TYPE = { 'Content-Type': 'application/json' };

/**
 * A JSON answer of bytes. A class-shared answer (decision 173) carries its ETag, computed once,
 * and goes on as these very bytes, so compress() can reuse its compressed forms.
 */
function jsonAnswer(c: Context, bytes: Uint8Array<ArrayBuffer>): Response {
  const etag = sharedEtag(bytes);
  if (!etag) return c.body(bytes, 200, JSON_TYPE);
  return responseWithBytes(bytes, { status: 200, headers: new Headers({ ...JSON_TYPE, ETag: etag }) });
}

/** GET / (list), GET /count and GET /{id}, each a thin adapter over core. */
export function collectionRoutes<T>(deps: AppDeps, readers: CollectionReaders<T>): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  const json = readers.json;
  api.get('/', async (c) =>
    json
      ? jsonAnswer(c, await json.find(deps.db, readOptions(c, deps), deps.readMemo))
      : c.json(await readers.find(deps.db, readOptions(c, deps))),
  );
  api.get('/count', async (c) => c.json(await readers.count(deps.db, readOptions(c, deps))));
  api.get('/:id', async (c) => {
    const opts = { ...readOptions(c, deps), id: parseId(c.req.param('id')) };
    return json ? jsonAnswer(c, await json.get(deps.db, opts, deps.readMemo)) : c.json(await readers.get(deps.db, opts));
  });
  return api;
}
