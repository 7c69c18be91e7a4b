import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** `http://authority/path?query`, the absolute form a client may send instead of `/path` (RFC 9112 3.2.2). */
const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)(.*)$/i;

/**
 * One authority per request, before anything reads the request (decision 064): the app builds
 * pages' links from the request's URL, and the guest cache keys pages by Host, so both must name
 * the same host. An absolute-form target (`GET http://other.example/x`) is rewritten to the
 * origin form (`/x`) with its authority as the Host field, which RFC 9112 3.2.2 says wins over
 * any Host sent; its scheme is dropped, as for any other request the socket decides it. A request
 * with several Host fields (RFC 9112 3.2: 400), a target that is neither form, or an absolute
 * one with no host or with user info is answered 400 here.
 */
export function oneAuthority(next: Listener): Listener {
  return (req, res) => {
    if (normaliseRequestTarget(req)) return next(req, res);
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
    res.end('Bad Request');
  };
}

/** Rewrites an absolute-form request to the origin form with the target's authority as Host; false for a request to refuse. */
export function normaliseRequestTarget(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  let hostAt = -1;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length !== 4 || name.toLowerCase() !== 'host') continue;
    if (hostAt >= 0) return false;
    hostAt = i + 1;
  }
  const target = req.url ?? '';
  if (target.startsWith('/')) return true;
  const absolute = ABSOLUTE_FORM.exec(target);
  if (!absolute) return false;
  const authority = absolute[1]!;
  const rest = absolute[2]!;
  if (!authority || authority.includes('@')) return false;
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
  // Both views of the headers: @hono/node-server and the guest cache read `headers.host` and walk `rawHeaders`.
  if (hostAt >= 0) raw[hostAt] = authority;
  else raw.push('Host', authority);
  req.headers.host = authority;
  return true;
}
