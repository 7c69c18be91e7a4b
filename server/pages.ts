import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, clientAddressContext, requestIdContext } from '../app/context';
import type { AppDeps } from './deps';

/**
 * Renders a page or runs its action; the client's address is what rate limits count by, the
 * request id what the page's error lines carry (app/entry.server.tsx `handleError`).
 */
export type PageHandler = (request: Request, clientAddress?: string, requestId?: string) => Promise<Response>;

/** The React Router SSR handler; loaders receive the app's deps through appContext. */
export function createPageHandler(build: ServerBuild | (() => Promise<ServerBuild>), deps: AppDeps, mode: string): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request, clientAddress = 'unknown', requestId) => {
    const context = new RouterContextProvider();
    context.set(appContext, deps);
    context.set(clientAddressContext, clientAddress);
    if (requestId) context.set(requestIdContext, requestId);
    return handle(request, context);
  };
}
