import type { Db } from '../db/client';
import type { Config } from './config';

/** What the server hands to its two doors: the API handlers and the page loaders and actions. */
export type AppDeps = { db: Db; config: Config };
