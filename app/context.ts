import { createContext } from 'react-router';
import type { SessionUser } from '../core/accounts/get-session-user';
import type { AppDeps } from '../server/deps';
import type { PublicUser } from './auth/public-user';

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

/**
 * A page rendered once for a visibility class (decision 200, `server/class-pages.ts`): the
 * class's stand-in viewer (no one's name, id or contact data: only what the class shares), and
 * the placeholders the page is rendered with where each visitor's own values are filled in
 * afterwards: the header's user, the stars and the CSP nonce. Null for every other render.
 */
export type ClassRender = { viewer: SessionUser; user: PublicUser; stars: string; nonce: string };
export const classRenderContext = createContext<ClassRender | null>(null);
