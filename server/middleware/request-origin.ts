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
 * The origin this request was addressed to: scheme and host as the client saw them, which
 * behind a TLS-terminating proxy (TRUST_PROXY) come from X-Forwarded-Proto and -Host.
 */
export function requestOrigin(request: Request, config: ProxyConfig): string {
  const url = new URL(request.url);
  if (config.trustProxy === 0) return url.origin;
  const forwardedProto = firstValue(request.headers.get('X-Forwarded-Proto') ?? undefined);
  const proto = forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : url.protocol.slice(0, -1);
  const host = firstValue(request.headers.get('X-Forwarded-Host') ?? undefined) ?? url.host;
  try {
    return new URL(`${proto}://${host}`).origin;
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

function firstValue(header: string | undefined): string | undefined {
  return header?.split(',')[0]?.trim().toLowerCase() || undefined;
}
