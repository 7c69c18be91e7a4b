import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { Db } from '../../db/client';
import { parseId } from '../../core/query/parse-entry-params';
import type { ReadOptions } from '../../core/query/read-options';
import type { ReadMemo } from '../../core/serialize/read-memo';
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

/** GET / (list), GET /count and GET /{id}, each a thin adapter over core. */
export function collectionRoutes<T>(deps: AppDeps, readers: CollectionReaders<T>): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  const json = readers.json;
  api.get('/', async (c) =>
    json
      ? c.body(await json.find(deps.db, readOptions(c, deps), deps.readMemo), 200, JSON_TYPE)
      : c.json(await readers.find(deps.db, readOptions(c, deps))),
  );
  api.get('/count', async (c) => c.json(await readers.count(deps.db, readOptions(c, deps))));
  api.get('/:id', async (c) => {
    const opts = { ...readOptions(c, deps), id: parseId(c.req.param('id')) };
    return json ? c.body(await json.get(deps.db, opts, deps.readMemo), 200, JSON_TYPE) : c.json(await readers.get(deps.db, opts));
  });
  return api;
}
