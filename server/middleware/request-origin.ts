import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';

type ProxyConfig = Pick<Config, 'trustProxy'>;

/**
 * The client address for rate limits: the socket's peer, or, behind `TRUST_PROXY` proxies, the
 * X-Forwarded-For entry that the outermost trusted proxy added (entries further left are
 * whatever the client wrote, so they are never believed).
 */
export function clientIp(c: Context, config: ProxyConfig): string {
  const socket = socketAddress(c);
  if (config.trustProxy > 0) {
    const chain = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const forwarded = chain[chain.length - config.trustProxy];
    if (forwarded) return forwarded;
  }
  return socket;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No Node socket (app.request in tests, other runtimes): one shared bucket.
    return 'unknown';
  }
}

/**
 * The origin this request was addressed to: its Host, with the scheme the client used, which
 * behind a TLS-terminating proxy (TRUST_PROXY) comes from the X-Forwarded-Proto entry the
 * outermost trusted proxy wrote. X-Forwarded-Host is never read: a proxy that passes a
 * client's header on unchanged (nginx's default) would let anyone name our host, and the
 * same-origin check would take a foreign Origin for ours (decision 091). A proxy that changes
 * the Host names the site by PUBLIC_URL.
 */
export function requestOrigin(request: Request, config: ProxyConfig): string {
  const url = new URL(request.url);
  if (config.trustProxy === 0) return url.origin;
  const forwardedProto = trustedEntry(request.headers.get('X-Forwarded-Proto'), config.trustProxy);
  if (forwardedProto !== 'https' && forwardedProto !== 'http') return url.origin;
  try {
    return new URL(`${forwardedProto}://${url.host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * Whether cookies must be Secure: the site is served over https (PUBLIC_URL, the request, or
 * behind TRUST_PROXY proxies X-Forwarded-Proto). Both doors ask this one function.
 */
export function isHttps(request: Request, config: ProxyConfig & Pick<Config, 'publicUrl'>): boolean {
  return (config.publicUrl?.startsWith('https:') ?? false) || requestOrigin(request, config).startsWith('https:');
}

/**
 * The entry of a forwarded header that the outermost of `trusted` proxies wrote: proxies append
 * to the right, so entries further left are whatever the client sent; proxies that set the
 * header rather than append leave fewer entries, of which the leftmost is the outermost's.
 */
function trustedEntry(header: string | null, trusted: number): string | undefined {
  const chain = (header ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return chain[Math.max(0, chain.length - trusted)];
}
