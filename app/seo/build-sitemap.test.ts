import { describe, expect, it } from 'vitest';
import type { SitemapEntries } from '../../core/discover/find-sitemap-entries';
import type { RouteName } from '../i18n/route-table';
import { sitemapUrls, sitemapXml } from './build-sitemap';

const at = new Date('2021-10-01T10:00:00Z');
const entries: SitemapEntries = {
  events: [
    { id: 1, slug: 'umela-inteligence', slug_en: 'artificial-intelligence', eventtypeId: 1, updated_at: at },
    { id: 2, slug: 'vystava', slug_en: null, eventtypeId: 2, updated_at: at },
    { id: 3, slug: 'panel', slug_en: 'panel-en', eventtypeId: 3, updated_at: at },
  ],
  exhibitors: [{ id: 4, slug: 'h2-moravia', slug_en: 'h2-moravia-plc', updated_at: at }],
  speakers: [{ id: 5, slug: 'jana', updated_at: at }],
  pages: [
    { id: 1, slug: 'o-akci', locale: 'cs', group: 1, updated_at: at },
    { id: 2, slug: 'about', locale: 'en', group: 1, updated_at: at },
    { id: 7, slug: 'pro-vystavovatele', locale: 'cs', group: 4, updated_at: at },
  ],
  archive: [{ year: 2020, events: [{ id: 8, slug: 'panel', slug_en: 'panel-en', eventtypeId: 3, updated_at: at }] }],
};
const all = () => true;
const origin = 'https://innoweek.example';

describe('sitemapUrls', () => {
  const urls = sitemapUrls({ origin, entries, hasScreen: all });
  const find = (loc: string) => urls.find((u) => u.loc === `${origin}${loc}`);

  it('lists every route page in both languages with hreflang alternates', () => {
    const fair = find('/inovacni-veletrh/4/h2-moravia');
    expect(fair?.alternates).toEqual([
      { hreflang: 'cs', href: `${origin}/inovacni-veletrh/4/h2-moravia` },
      { hreflang: 'en', href: `${origin}/en/innovation-fair/4/h2-moravia-plc` },
      { hreflang: 'x-default', href: `${origin}/inovacni-veletrh/4/h2-moravia` },
    ]);
    expect(find('/en/innovation-fair/4/h2-moravia-plc')?.alternates).toEqual(fair?.alternates);
    expect(fair?.lastmod).toBe('2021-10-01T10:00:00.000Z');
    expect(find('/')).toBeDefined();
    expect(find('/en/')).toBeDefined();
    expect(find('/recnici/5/jana')).toBeDefined();
    expect(find('/en/speakers/5/jana')).toBeDefined();
  });

  it('links events to the page of their type and leaves conference panels to the programme page', () => {
    expect(find('/odborne-seminare/1/umela-inteligence')).toBeDefined();
    // Each language at its own slug, the alternates pairing them (decision 096).
    expect(find('/en/professional-seminars/1/artificial-intelligence')?.alternates).toEqual([
      { hreflang: 'cs', href: `${origin}/odborne-seminare/1/umela-inteligence` },
      { hreflang: 'en', href: `${origin}/en/professional-seminars/1/artificial-intelligence` },
      { hreflang: 'x-default', href: `${origin}/odborne-seminare/1/umela-inteligence` },
    ]);
    expect(find('/en/professional-seminars/1/umela-inteligence')).toBeUndefined();
    expect(find('/en/accompanying-events/2/vystava')).toBeDefined();
    expect(urls.some((u) => u.loc.includes('/3/panel'))).toBe(false);
    expect(find('/mezinarodni-konference')).toBeDefined();
  });

  it('lists the archive: its index, each past edition pages and every one of its events, conference panels too', () => {
    expect(find('/archiv')).toBeDefined();
    expect(find('/en/archive/2020')).toBeDefined();
    expect(find('/archiv/2020/recnici')).toBeDefined();
    expect(find('/en/archive/2020/fair')).toBeDefined();
    expect(find('/archiv/2020/akce/8/panel')?.alternates).toContainEqual({
      hreflang: 'en',
      href: `${origin}/en/archive/2020/events/8/panel-en`,
    });
  });

  it('lists content pages once, in their own language, with their translations', () => {
    expect(find('/stranka/1/o-akci')?.alternates).toEqual([
      { hreflang: 'cs', href: `${origin}/stranka/1/o-akci` },
      { hreflang: 'en', href: `${origin}/en/page/2/about` },
      { hreflang: 'x-default', href: `${origin}/stranka/1/o-akci` },
    ]);
    expect(find('/en/page/2/about')).toBeDefined();
    expect(find('/en/page/1/o-akci')).toBeUndefined();
    expect(find('/stranka/7/pro-vystavovatele')?.alternates.map((a) => a.hreflang)).toEqual(['cs', 'x-default']);
    expect(find('/en/page/7/pro-vystavovatele')).toBeUndefined();
  });

  it('leaves out routes without a screen', () => {
    const only = new Set<RouteName>(['Home', 'InnoFairDetail']);
    const some = sitemapUrls({ origin, entries, hasScreen: (name) => only.has(name) });
    expect(some.map((u) => u.loc.replace(origin, ''))).toEqual([
      '/',
      '/en/',
      '/inovacni-veletrh/4/h2-moravia',
      '/en/innovation-fair/4/h2-moravia-plc',
    ]);
  });

  it('has no duplicate URLs', () => {
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
  });
});

describe('sitemapXml', () => {
  it('writes the sitemaps.org document with xhtml alternates, escaping URLs', () => {
    const xml = sitemapXml([
      {
        loc: 'https://x.example/a?b=1&c=<2>',
        lastmod: '2021-10-01T10:00:00.000Z',
        alternates: [{ hreflang: 'cs', href: 'https://x.example/a?b=1&c=2' }],
      },
    ]);
    expect(xml).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  <url>
    <loc>https://x.example/a?b=1&amp;c=&lt;2&gt;</loc>
    <lastmod>2021-10-01T10:00:00.000Z</lastmod>
    <xhtml:link rel="alternate" hreflang="cs" href="https://x.example/a?b=1&amp;c=2"/>
  </url>
</urlset>
`);
  });
});
