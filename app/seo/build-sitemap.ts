import type { SitemapEntries } from '../../core/discover/find-sitemap-entries';
import { detailRouteOf, eventHref } from '../components/programme/event-paths';
import { exhibitorHref } from '../components/programme/exhibitor-paths';
import { isLocale, LOCALES, type Locale } from '../i18n/locale';
import { href } from '../i18n/route-paths';
import type { RouteName } from '../i18n/route-table';

export type SitemapUrl = { loc: string; lastmod?: string; alternates: { hreflang: string; href: string }[] };

/** Public pages without parameters, in the order a visitor would find them. */
const STATIC_ROUTES = [
  'Home',
  'InteConferences',
  'Plenary',
  'ProfSeminars',
  'AccoEvents',
  'AllEvents',
  'Calendar',
  'InnoFairs',
  'Speakers',
  'Livestreams',
  'BuyTicket',
] as const;

type Options = {
  origin: string;
  entries: SitemapEntries;
  /** Whether a route has a screen yet; a sitemap must not list pages that answer 404. */
  hasScreen: (name: RouteName) => boolean;
};

/**
 * Every indexable URL in both languages with its hreflang alternates (x-default is Czech).
 * Routes exist in both languages; content pages are separate pages per language, so each is
 * listed once, in its own language, with its translations as alternates.
 */
export function sitemapUrls({ origin, entries, hasScreen }: Options): SitemapUrl[] {
  const abs = (path: string) => new URL(path, origin).toString();
  const urls: SitemapUrl[] = [];

  const bothLanguages = (path: (locale: Locale) => string, updated?: Date) => {
    const alternates = [
      ...LOCALES.map((l) => ({ hreflang: l, href: abs(path(l)) })),
      { hreflang: 'x-default', href: abs(path('cs')) },
    ];
    for (const l of LOCALES) urls.push({ loc: abs(path(l)), ...(updated ? { lastmod: updated.toISOString() } : {}), alternates });
  };

  for (const name of STATIC_ROUTES) if (hasScreen(name)) bothLanguages((l) => href(name, {}, l));
  for (const e of entries.events) {
    const route = detailRouteOf(e.eventtypeId);
    // Conference panels have no page of their own; the conference programme is listed above.
    if (!route || !hasScreen(route)) continue;
    bothLanguages((l) => eventHref({ id: e.id, type: e.eventtypeId, slug: e.slug, slug_en: e.slug_en }, l), e.updated_at);
  }
  if (hasScreen('InnoFairDetail')) {
    for (const x of entries.exhibitors) bothLanguages((l) => exhibitorHref(x, l), x.updated_at);
  }
  if (hasScreen('SpeakerDetail')) {
    for (const s of entries.speakers) bothLanguages((l) => href('SpeakerDetail', { id: s.id, slug: s.slug }, l), s.updated_at);
  }
  // The archive of past editions (decision 162): its index, each edition's home, speakers, fair and events.
  if (hasScreen('ArchiveIndex') && entries.archive.length) bothLanguages((l) => href('ArchiveIndex', {}, l));
  for (const edition of entries.archive) {
    const year = edition.year;
    for (const name of ['ArchiveHome', 'ArchiveSpeakers', 'ArchiveFair'] as const)
      if (hasScreen(name)) bothLanguages((l) => href(name, { year }, l));
    if (!hasScreen('ArchiveEventDetail')) continue;
    for (const e of edition.events)
      bothLanguages((l) => eventHref({ id: e.id, type: e.eventtypeId, slug: e.slug, slug_en: e.slug_en }, l, year), e.updated_at);
  }
  if (hasScreen('PageDetail')) {
    const pages = entries.pages.filter((p) => isLocale(p.locale));
    const pathOf = (p: (typeof pages)[number]) => abs(href('PageDetail', { id: p.id, slug: p.slug }, p.locale as Locale));
    for (const page of pages) {
      const group = pages.filter((p) => p.group === page.group);
      const alternates = group.map((p) => ({ hreflang: p.locale, href: pathOf(p) }));
      const fallback = group.find((p) => p.locale === 'cs') ?? page;
      alternates.push({ hreflang: 'x-default', href: pathOf(fallback) });
      urls.push({ loc: pathOf(page), lastmod: page.updated_at.toISOString(), alternates });
    }
  }
  return urls;
}

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The sitemap document (sitemaps.org 0.9 with xhtml:link alternates). */
export function sitemapXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((u) =>
      [
        '  <url>',
        `    <loc>${escapeXml(u.loc)}</loc>`,
        ...(u.lastmod ? [`    <lastmod>${u.lastmod}</lastmod>`] : []),
        ...u.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`),
        '  </url>',
      ].join('\n'),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>
`;
}
