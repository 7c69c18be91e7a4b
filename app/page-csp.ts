import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy of every page React renders (decision 057).
 *
 * Scripts run only from our origin or inline with the answer's nonce: React Router's start-up
 * and hydration data, React's streaming scripts, the theme script and the start-after-paint
 * script all carry it. Styles may be inline (React's `style` attributes, the rich-text editor).
 * Pictures come from us or any https host (rich text may link them, decision 055), frames only
 * from the players a hall's livestream and the wall use (YouTube without cookies, Vimeo,
 * sli.do) and our own embeddable programme; forms post (and scripts connect) only to us and to the
 * newsletter's mailing list. No plugins, no <base>, framed by our own pages only (as X-Frame-Options says).
 *
 * A guest's page is kept by the guest cache (decision 047) and replayed with its header and
 * its nonce to later guests: the nonce then repeats, but only inside those same bytes, which
 * were written before anyone could read it, so markup injected through the content or the
 * address is a new answer with a new nonce.
 */
export function pageCsp(nonce: string, opts: { newsletterUrl: string }): string {
  // The newsletter form posts to the mailing list, with fetch once the page runs (NewsletterForm).
  const withList = ["'self'", originOf(opts.newsletterUrl)].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${withList}`,
    "media-src 'self' blob:",
    `frame-src 'self' ${FRAME_SOURCES.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${withList}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The players a page may frame (app/components/livestreams/livestream-player.tsx). */
export const FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://app.sli.do'] as const;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * The answer's nonce for the inline scripts React renders itself (the theme script); React
 * Router's own get it from `<ServerRouter nonce>`. Undefined in the browser, which hides a
 * nonce from the page and never runs a script React inserts.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
