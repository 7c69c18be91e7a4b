import type { Config } from '../../server/config';

/**
 * The origin for absolute links in pages, feeds and the sitemap: PUBLIC_URL, else the origin the
 * request came to (pages cached for guests are keyed by host, so a forged Host header only
 * affects its own answer; an absolute-form target was made the Host before the app, decision
 * 064). Links in e-mails never use this: they use config.mailBaseUrl.
 */
export function siteOrigin(config: Pick<Config, 'publicUrl'>, request: Request): string {
  return config.publicUrl ?? new URL(request.url).origin;
}
