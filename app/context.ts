import { createContext } from 'react-router';
import type { AppDeps } from '../server/deps';

export type { AppDeps };

/** What route loaders and actions get from the server: the same deps the API handlers use. */
export const appContext = createContext<AppDeps>();

/**
 * The client's address as the API's rate limits see it (server/middleware/request-origin.ts
 * `clientIp`, behind TRUST_PROXY proxies too), for page actions that count attempts per address.
 */
export const clientAddressContext = createContext<string>('unknown');

/** This request's id (server/middleware/request-log.ts), for the lines a page's errors log; '' outside a request. */
export const requestIdContext = createContext<string>('');
