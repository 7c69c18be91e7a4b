import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../core/errors/app-error';
import { errorBody } from '../error-body';

/**
 * Whether a browser sends the request for another site's page (decision 059): an <img>,
 * <script> or <link> there, a fetch() from its scripts, or a frame, <object> or <embed> in it.
 * Browsers tell this in their fetch metadata (Sec-Fetch-Site, -Mode, -Dest). A request without
 * it (calendar apps, mail scanners, curl, older browsers), a top-level navigation (a link in a
 * mail or on another site) and a request from our own site or a subdomain of it is none.
 */
export function isCrossSiteSubresource(header: (name: string) => string | null | undefined): boolean {
  if (header('sec-fetch-site') !== 'cross-site') return false;
  const mode = header('sec-fetch-mode');
  if (!mode) return false;
  if (mode !== 'navigate') return true;
  // A navigation inside another site's page: an answer of ours that X-Frame-Options keeps from showing.
  const dest = header('sec-fetch-dest');
  return dest != null && dest !== 'document';
}

/**
 * A resource isolation policy for the API: another site's page may link to it, never load it.
 * An <img src="/api/check-ticket/x"> elsewhere would otherwise spend its visitors' guess
 * allowance or warm our caches, and no answer of the API is meant to be read by another site
 * (it sends no CORS headers). Refused with 403 `Request.crossSite` before anything is counted,
 * read or stored.
 */
export function refuseCrossSiteLoads(): MiddlewareHandler {
  return async (c, next) => {
    if (!isCrossSiteSubresource((name) => c.req.header(name))) return next();
    c.header('Cache-Control', 'no-store');
    return c.json(errorBody(new AppError('Request.crossSite')), 403);
  };
}
