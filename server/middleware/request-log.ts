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

/**
 * First middleware of the app: gives each request an id (a trusted proxy's X-Request-Id, else a
 * new UUID) and echoes it as X-Request-Id, then logs one JSON line per request (method, route
 * pattern, status, duration) and counts it for /metrics.
 */
export function requestLog(config: Pick<Config, 'trustProxy'>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const offered = config.trustProxy > 0 ? c.req.header('X-Request-Id') : undefined;
    const reqId = offered && REQUEST_ID.test(offered) ? offered : randomUUID();
    c.set('requestId', reqId);
    await next();
    try {
      c.res.headers.set('X-Request-Id', reqId);
    } catch {
      // Headers of some responses (Response.redirect, fetched ones) are immutable: copy it.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('X-Request-Id', reqId);
    }
    const seconds = (performance.now() - started) / 1000;
    const route = routeLabel(c.req.routePath);
    const status = c.res.status;
    observeRequest(c.req.method, route, status, seconds);
    const line = {
      reqId,
      method: c.req.method,
      route,
      path: loggedPath(c.req.path, route),
      status,
      ms: Math.round(seconds * 10000) / 10,
    };
    if (status >= 500) requestLogger.error(line, 'request');
    else requestLogger.info(line, 'request');
  };
}
