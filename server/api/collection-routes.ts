import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { Db } from '../../db/client';
import { parseId } from '../../core/query/parse-entry-params';
import type { ReadOptions } from '../../core/query/read-options';
import type { ApiEnv } from '../middleware/session';
import { readOptions } from './read-options';

export type CollectionReaders<T> = {
  find: (db: Db, opts: ReadOptions) => Promise<T[]>;
  count: (db: Db, opts: ReadOptions) => Promise<number>;
  get: (db: Db, opts: ReadOptions & { id: number }) => Promise<T>;
};

/** GET / (list), GET /count and GET /{id}, each a thin adapter over core. */
export function collectionRoutes<T>(deps: AppDeps, readers: CollectionReaders<T>): Hono<ApiEnv> {
  const api = new Hono<ApiEnv>();
  api.get('/', async (c) => c.json(await readers.find(deps.db, readOptions(c, deps))));
  api.get('/count', async (c) => c.json(await readers.count(deps.db, readOptions(c, deps))));
  api.get('/:id', async (c) => c.json(await readers.get(deps.db, { ...readOptions(c, deps), id: parseId(c.req.param('id')) })));
  return api;
}
