import { createContext } from 'react-router';
import type { Config } from '../server/config';
import type { Db } from '../db/client';

/** What route loaders and actions get from the server: the same deps the API handlers use. */
export type AppDeps = { db: Db; config: Config };

export const appContext = createContext<AppDeps>();
