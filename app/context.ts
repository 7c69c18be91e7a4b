import { createContext } from 'react-router';
import type { AppDeps } from '../server/deps';

export type { AppDeps };

/** What route loaders and actions get from the server: the same deps the API handlers use. */
export const appContext = createContext<AppDeps>();
