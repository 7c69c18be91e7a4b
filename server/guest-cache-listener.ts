import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from './config';
import { ifNoneMatchFor, negotiateEncoding } from './middleware/compress';
import type { GuestCache, GuestRequest } from './middleware/guest-cache';
import { logRequest, requestIdFor } from './middleware/request-log';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Request targets the URL parser keeps as they are (no percent-encoding, dot segments, fragment
 * or backslash to normalise), so the cache key and the logged path are the target itself.
 */
const PLAIN_TARGET = /^\/[\w\-.~!$&()*+,;=:@/?]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?]|$)/;
/** Hosts @hono/node-server takes as they are, without parsing (its reValidHost). */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

/**
 * The node:http listener of the app (decision 047): a guest's GET or HEAD that the guest cache
 * can answer with what the app already sent for that kind of hit is written here, before a
 * WHATWG Request, the middleware chain and a Response are built for it: the same status,
 * headers (with a new X-Request-Id) and bytes, the same log line and metrics. Which requests
 * may be answered and with what stays in the guest cache (`ready`); every other request,
 * including any target or host that needs normalising, goes to `app`.
 */
export function guestCacheListener(opts: { cache: GuestCache; config: Pick<Config, 'trustProxy'>; app: Listener }): Listener {
  const { cache, config, app } = opts;
  return (req, res) => {
    const started = performance.now();
    const method = req.method;
    const target = req.url;
    const host = req.headers.host;
    if (
      (method !== 'GET' && method !== 'HEAD') ||
      !target ||
      !PLAIN_TARGET.test(target) ||
      DOT_SEGMENT.test(target) ||
      !host ||
      !PLAIN_HOST.test(host)
    )
      return app(req, res);
    const header = (name: string) => requestHeader(req.rawHeaders, name);
    const encoding = negotiateEncoding(header('accept-encoding'));
    const sentIfNoneMatch = header('if-none-match');
    const request: GuestRequest = {
      method,
      target,
      // As the app sees it behind compress().
      header: (name) => (name === 'if-none-match' ? ifNoneMatchFor(sentIfNoneMatch, encoding) : header(name)),
      sentIfNoneMatch,
    };
    const hit = cache.ready(request);
    if (!hit) return app(req, res);
    const reqId = requestIdFor(header('x-request-id'), config);
    const headers = hit.sent.headers.slice();
    headers[hit.sent.idAt] = reqId;
    const query = target.indexOf('?');
    const path = query < 0 ? target : target.slice(0, query);
    // Timed up to the answer, as the app's log times its own (the bytes are written after it).
    logRequest({ reqId, method, routePath: hit.sent.route, path, status: hit.status, started });
    res.writeHead(hit.status, headers);
    res.end(hit.body ?? undefined);
  };
}

/**
 * A request header as the app's Request gives it (@hono/node-server over Headers): every field
 * of that name joined by ", " ("; " for cookies); null when absent. Node has trimmed the values.
 */
function requestHeader(raw: string[], name: string): string | null {
  let value: string | null = null;
  for (let i = 0; i < raw.length; i += 2) {
    const field = raw[i]!;
    if (field.length !== name.length || field.toLowerCase() !== name) continue;
    const v = raw[i + 1]!;
    value = value === null ? v : `${value}${name === 'cookie' ? '; ' : ', '}${v}`;
  }
  return value;
}
