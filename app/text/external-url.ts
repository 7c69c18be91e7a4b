export type LinkKind = 'twitter' | 'linkedin' | 'website';

const PROFILE_BASE: Record<Exclude<LinkKind, 'website'>, string> = {
  twitter: 'https://twitter.com/',
  linkedin: 'https://www.linkedin.com/in/',
};

/**
 * A person's link as editors typed it, made into a safe absolute URL: full http(s) URLs are
 * kept, "www.x.cz" gets https, a bare handle ("@jana", "jana-novak") becomes the profile URL.
 * Anything else (javascript:, mailto:, junk) gives null, so no link is shown.
 */
export function externalUrl(value: string | null | undefined, kind: LinkKind): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(raw)
    ? raw
    : kind !== 'website' && /^@?[\w.-]+$/.test(raw) && !raw.includes('.')
      ? PROFILE_BASE[kind] + raw.replace(/^@/, '')
      : `https://${raw.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.toString();
  } catch {
    return null;
  }
}
