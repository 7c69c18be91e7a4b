import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { requestLogger } from '../logger';
import { observeRequest } from '../metrics';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: from a trusted proxy's X-Request-Id, or generated; echoed in the response. */
    requestId: string;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The label of the route that answered: its pattern, with the server-rendered pages as one. */
export function routeLabel(pattern: string): string {
  return pattern === '*' || pattern === '/*' ? 'page' : pattern;
}

/** API route parameters that are secrets: a livestream passphrase, a promo code. */
const SECRET_PARAM = /:(passphrase|code)\b/;
/** Page paths whose last segment is a secret link: a shared My programme, a personal feed. */
const SECRET_PAGE = /^((?:\/en)?\/(?:muj-program\/(?:sdileny|kalendar)|my-programme\/(?:shared|calendar)))\/[^/]+$/;

/**
 * The path as the log may keep it: a secret in it (a passphrase, a promo code, the token of a
 * shared list or a personal calendar feed) gives way to the route pattern or `:secret`, since
 * logs are read and kept by more people than those who may watch, shop or subscribe with it.
 */
export function loggedPath(path: string, route: string): string {
  if (SECRET_PARAM.test(route)) return route;
  const page = SECRET_PAGE.exec(path);
  return page ? `${page[1]}/:secret` : path;
}

/** This request's id: a trusted proxy's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdFor(offered: string | null | undefined, config: Pick<Config, 'trustProxy'>): string {
  return config.trustProxy > 0 && offered && REQUEST_ID.test(offered) ? offered : randomUUID();
}

/** Counts an answered request for /metrics and logs its line; `routePath` is the router's pattern. */
export function logRequest(request: {
  reqId: string;
  method: string;
  routePath: string;
  path: string;
  status: number;
  /** performance.now() when the request came in */
  started: number;
}): void {
  const { reqId, method, status } = request;
  const seconds = (performance.now() - request.started) / 1000;
  const route = routeLabel(request.routePath);
  observeRequest(method, route, status, seconds);
  const line = {
    reqId,
    method,
    route,
    path: loggedPath(request.path, route),
    status,
    ms: Math.round(seconds * 10000) / 10,
  };
  if (status >= 500) requestLogger.error(line, 'request');
  else requestLogger.info(line, 'request');
}

/**
 * First middleware of the app: gives each request an id (a trusted proxy's X-Request-Id, else a
 * new UUID) and echoes it as X-Request-Id, then logs one JSON line per request (method, route
 * pattern, status, duration) and counts it for /metrics. Guest cache hits answered before the
 * app do the same through requestIdFor and logRequest (server/guest-cache-listener.ts).
 */
export function requestLog(config: Pick<Config, 'trustProxy'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFor(c.req.header('X-Request-Id'), config);
    c.set('requestId', reqId);
    await next();
    try {
      c.res.headers.set('X-Request-Id', reqId);
    } catch {
      // Headers of some responses (Response.redirect, fetched ones) are immutable: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', reqId);
    }
    logRequest({ reqId, method: c.req.method, routePath: c.req.routePath, path: c.req.path, status: c.res.status, started });
  };
}
