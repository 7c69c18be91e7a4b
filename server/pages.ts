import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { appContext, clientAddressContext, requestIdContext } from '../app/context';
import type { AppDeps } from './deps';
import { admitPages } from './page-admission';

/**
 * Renders a page or runs its action; the client's address is what rate limits count by, the
 * request id what the page's error lines carry (app/entry.server.tsx `handleError`).
 */
export type PageHandler = (request: Request, clientAddress?: string, requestId?: string, sent?: Promise<unknown>) => Promise<Response>;

/**
 * The React Router SSR handler; loaders receive the app's deps through appContext. With
 * `atOnce`, at most that many pages are made and sent at once and the rest wait in the order
 * they came (decisions 179 and 191): a page holds its place until `sent` settles
 * (its answer has left), or only while it is made when the caller cannot tell.
 */
export function createPageHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  deps: AppDeps,
  mode: string,
  opts: { atOnce?: number } = {},
): PageHandler {
  const handle = createRequestHandler(build, mode);
  const render = (request: Request, clientAddress: string, requestId: string | undefined) => {
    const context = new RouterContextProvider();
    context.set(appContext, deps);
    context.set(clientAddressContext, clientAddress);
    if (requestId) context.set(requestIdContext, requestId);
    return handle(request, context);
  };
  const pages: PageHandler = (request, clientAddress = 'unknown', requestId) => render(request, clientAddress, requestId);
  return opts.atOnce ? admitPages(opts.atOnce, pages) : pages;
}
