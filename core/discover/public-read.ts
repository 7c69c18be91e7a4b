import type { ReadOptions } from '../query/read-options';

/** Read options of an anonymous visitor: the public pages show what everybody may see. */
export function publicRead(timezone: string, params: Record<string, string | number | (string | number)[]> = {}): ReadOptions {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return { params: search, viewer: null, timezone };
}
