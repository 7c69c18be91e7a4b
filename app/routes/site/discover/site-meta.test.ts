import { describe, expect, it } from 'vitest';
import { sitePageMeta } from './site-meta';

const matches = [
  {
    id: 'site',
    loaderData: {
      origin: 'https://innoweek.example',
      setting: { name: 'Týden inovací ČR', name_en: 'Innovation Week', logo: null, image: null },
    },
  },
];
const links = (meta: ReturnType<typeof sitePageMeta>) =>
  meta
    .filter((d) => 'tagName' in d && d.tagName === 'link')
    .map((d) => [(d as { hrefLang?: string }).hrefLang ?? 'canonical', (d as { href: string }).href]);

describe('sitePageMeta', () => {
  it('names the site in the title and links both languages of the route', () => {
    const meta = sitePageMeta(matches, { title: 'Řečníci', description: 'd', pathname: '/recnici', locale: 'cs' });
    expect(meta).toContainEqual({ title: 'Řečníci | Týden inovací ČR' });
    expect(links(meta)).toEqual([
      ['canonical', 'https://innoweek.example/recnici'],
      ['cs', 'https://innoweek.example/recnici'],
      ['en', 'https://innoweek.example/en/speakers'],
      ['x-default', 'https://innoweek.example/recnici'],
    ]);
  });

  it('uses given alternates and leaves out a language without one', () => {
    const meta = sitePageMeta(matches, {
      title: 'Pro vystavovatele',
      description: 'd',
      pathname: '/stranka/7/pro-vystavovatele',
      locale: 'en',
      alternates: { cs: '/stranka/7/pro-vystavovatele' },
    });
    expect(meta).toContainEqual({ title: 'Pro vystavovatele | Innovation Week' });
    expect(links(meta)).toEqual([
      ['canonical', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
      ['cs', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
      ['x-default', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
    ]);
  });
});
