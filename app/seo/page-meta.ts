import type { MetaDescriptor } from 'react-router';
import type { Locale } from '../i18n/locale';
import { alternatePath } from '../i18n/route-paths';
import { absoluteUrl } from './absolute-url';

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's own path (location.pathname), used for canonical and hreflang links. */
  pathname: string;
  locale: Locale;
  /** Site origin from the site layout loader (PUBLIC_URL or the request's origin). */
  origin: string;
  siteName: string;
  /** Absolute or root-relative image for sharing. */
  image?: string | null;
  type?: 'website' | 'article' | 'event';
};

/**
 * Title, description, canonical URL, hreflang alternates (cs, en, x-default = Czech) and Open
 * Graph tags for one page, so every route says the same things the same way.
 */
export function pageMeta(p: PageMetaInput): MetaDescriptor[] {
  const abs = (path: string) => absoluteUrl(path, p.origin);
  const cs = p.locale === 'cs' ? p.pathname : alternatePath(p.pathname, 'cs');
  const en = p.locale === 'en' ? p.pathname : alternatePath(p.pathname, 'en');
  return [
    { title: p.title },
    { name: 'description', content: p.description },
    { tagName: 'link', rel: 'canonical', href: abs(p.pathname) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'cs', href: abs(cs) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: abs(en) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: abs(cs) },
    { property: 'og:site_name', content: p.siteName },
    { property: 'og:type', content: p.type === 'event' ? 'article' : (p.type ?? 'website') },
    { property: 'og:title', content: p.title },
    { property: 'og:description', content: p.description },
    { property: 'og:url', content: abs(p.pathname) },
    { property: 'og:locale', content: p.locale === 'en' ? 'en_GB' : 'cs_CZ' },
    ...(p.image
      ? [
          { property: 'og:image', content: abs(p.image) },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : []),
  ];
}
