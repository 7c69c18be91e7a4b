import { describe, expect, it } from 'vitest';
import { routeMeta } from './route-meta';

const site = {
  id: 'site',
  loaderData: {
    origin: 'https://innoweek.example',
    setting: { name: 'Týden inovací ČR', name_en: 'Innovation Week', logo: null, image: null },
  },
};
const at = (pathname: string, matches: { id: string; loaderData?: unknown }[] = [site]) => ({ matches, location: { pathname } });
const links = (meta: ReturnType<typeof routeMeta>) =>
  meta
    .filter((d) => 'tagName' in d && d.tagName === 'link')
    .map((d) => [(d as { hrefLang?: string }).hrefLang ?? 'canonical', (d as { href: string }).href]);

describe('routeMeta', () => {
  it('names the site in the title and links both languages of the route', () => {
    const meta = routeMeta(at('/recnici'), { title: 'Řečníci', description: 'd' });
    expect(meta).toContainEqual({ title: 'Řečníci | Týden inovací ČR' });
    expect(links(meta)).toEqual([
      ['canonical', 'https://innoweek.example/recnici'],
      ['cs', 'https://innoweek.example/recnici'],
      ['en', 'https://innoweek.example/en/speakers'],
      ['x-default', 'https://innoweek.example/recnici'],
    ]);
    expect(meta.some((d) => 'name' in d && d.name === 'robots')).toBe(false);
  });

  it('uses given alternates and leaves out a language without one', () => {
    const meta = routeMeta(at('/en/page/7/pro-vystavovatele'), {
      title: 'Pro vystavovatele',
      description: 'd',
      pathname: '/stranka/7/pro-vystavovatele',
      alternates: { cs: '/stranka/7/pro-vystavovatele' },
    });
    expect(meta).toContainEqual({ title: 'Pro vystavovatele | Innovation Week' });
    expect(links(meta)).toEqual([
      ['canonical', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
      ['cs', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
      ['x-default', 'https://innoweek.example/stranka/7/pro-vystavovatele'],
    ]);
  });

  it('lets a page write its whole title around the site name and ask to stay out of search results', () => {
    const meta = routeMeta(at('/en/'), { title: (name) => `${name}: home`, description: 'd', robots: 'noindex, follow' });
    expect(meta).toContainEqual({ title: 'Innovation Week: home' });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });

  it('titles admin screens by the admin area and keeps them out of search results', () => {
    const meta = routeMeta(at('/en/admin/outbox', [{ id: 'admin', loaderData: { origin: 'https://innoweek.example' } }]), {
      title: 'Outbox',
    });
    expect((meta[0] as { title: string }).title).toMatch(/^Outbox \| /);
    expect(links(meta)[0]).toEqual(['canonical', 'https://innoweek.example/en/admin/outbox']);
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });

  it('gives no links without the layout to name the origin', () => {
    const meta = routeMeta(at('/recnici', []), { title: 'Řečníci', description: 'd' });
    expect(links(meta)).toEqual([]);
    expect(meta).toContainEqual({ name: 'description', content: 'd' });
  });

  it('keeps the links of any path on the origin, with alternates too', () => {
    for (const meta of [
      routeMeta(at('//'), { title: 'x', description: 'd' }),
      routeMeta(at('//evil.example/x'), { title: 'x', description: 'd', alternates: { cs: '//evil.example/y', en: '//' } }),
    ]) {
      const found = links(meta);
      expect(found.length).toBeGreaterThan(1);
      for (const [, href] of found) expect(new URL(href!).origin).toBe('https://innoweek.example');
    }
  });
});
