/**
 * Whether the site's links load the next page's data and code when the visitor shows intent
 * (hover, focus, touch): yes, except on a connection that asks us to save data or is as slow as
 * 2G (spec 9: "Prefetch is ignored on 2g or data-saver connections"). The one place that
 * decides; admin pages are never prefetched from public pages (their links do not use it).
 */
export type LinkPrefetch = 'intent' | 'none';

/** The part of the Network Information API we read (Chromium only; elsewhere it is absent). */
export type ConnectionHint = { saveData?: boolean; effectiveType?: string } | undefined;

export function prefetchFor(connection: ConnectionHint): LinkPrefetch {
  if (connection?.saveData) return 'none';
  if (connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') return 'none';
  return 'intent';
}

/**
 * The `prefetch` value for a site link. Read at render: `intent` renders nothing until the
 * visitor shows intent, so the server's answer (no connection known) and the browser's agree.
 */
export function usePrefetch(): LinkPrefetch {
  if (typeof navigator === 'undefined') return 'intent';
  return prefetchFor((navigator as Navigator & { connection?: ConnectionHint }).connection);
}
