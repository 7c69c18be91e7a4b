// React Router's default Node entry (@react-router/dev config/defaults/entry.server.node.tsx),
// plus two headers, the page's stylesheets as `Link` preloads (decision 049) and its
// Content-Security-Policy with a nonce per answer (decision 057), and its scripts asked for
// after the first paint (decision 051), and `handleError`, which puts React Router's errors in the
// JSON log (issue 31, D5).
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { logger } from '../server/logger';
import { logUnexpectedError } from '../server/log-error';
import { preloadErrorPage } from './components/error-content';
import { preloadPartsOnDemand } from './components/ui/parts-shown';
import { appContext, classRenderContext, requestIdContext } from './context';
import { NonceContext, pageCsp } from './page-csp';
import { scriptsAfterPaint } from './scripts-after-paint';
import { stylesheetPreloads } from './styles/stylesheet-preloads';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The browser fetches the stylesheets on the headers, before the modulepreloads that React
  // puts ahead of them in the head; a proxy may send them as 103 Early Hints.
  const preloads = stylesheetPreloads(routerContext);
  if (preloads) responseHeaders.append('Link', preloads);

  // The development server's own scripts (hot reload) carry no nonce: the policy is production's.
  // A page rendered for a visibility class carries a placeholder, replaced by each answer's own (decision 200).
  const nonce = import.meta.env.PROD
    ? (loadContext.get(classRenderContext)?.nonce ?? randomBytes(16).toString('base64'))
    : undefined;
  if (nonce) responseHeaders.set('Content-Security-Policy', pageCsp(nonce, loadContext.get(appContext).config));

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The error page's module and the parts of pages loaded on demand in the browser (decisions
  // 181, 189) are here before the first page renders, so none is streamed behind a fallback.
  await Promise.all([preloadErrorPage(), preloadPartsOnDemand()]);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const app = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so its closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        // Production pages load their scripts after the first paint (decision 051); the
        // development server's own scripts (hot reload) load as React Router writes them.
        const head = import.meta.env.PROD ? scriptsAfterPaint(nonce) : new PassThrough();
        head.pipe(body);
        head.on('error', (err) => body.destroy(err));
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html');
        pipe(head);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by React Router (handleError below);
        // these come later. A client that left is nobody's error (the request log says 499).
        if (shellRendered && !request.signal.aborted) logUnexpectedError(error, loadContext.get(requestIdContext) || undefined);
      },
    });
  });
}

/**
 * React Router's errors as JSON lines with the request's id, instead of its default
 * console.error of a stack. A refusal React Router answers itself (405 for a POST to a page
 * without an action, 404, 400) is the client's mistake, already in the request's log line: a
 * debug line without a stack. A request whose client left is not logged at all (its request line
 * says 499).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const reqId = (context as RouterContextProvider | undefined)?.get(requestIdContext) || undefined;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.debug({ reqId, status: error.status, reason: error.statusText }, 'page refused the request');
    return;
  }
  // A 5xx React Router made itself carries the Error it stands for (`error`, not in the public type).
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  logUnexpectedError(inner ?? error, reqId);
};
