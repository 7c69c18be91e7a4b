import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta';

describe('pageMeta', () => {
  it('gives canonical and hreflang links for both locales and Open Graph tags', () => {
    const meta = pageMeta({
      title: 'Seminář',
      description: 'Popis',
      pathname: '/odborne-seminare/12/ai',
      locale: 'cs',
      origin: 'https://innoweek.test',
      siteName: 'Týden inovací',
      image: '/uploads/x.webp',
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://innoweek.test/odborne-seminare/12/ai' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://innoweek.test/en/professional-seminars/12/ai',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://innoweek.test/odborne-seminare/12/ai',
    });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://innoweek.test/uploads/x.webp' });
    expect(meta[0]).toEqual({ title: 'Seminář' });
  });

  it.each(['//', '//evil.example/x', '/a//b', '/\\evil.example'])(
    'keeps the links of any path (%s) on the origin',
    (pathname) => {
      const meta = pageMeta({
        title: 'x',
        description: 'x',
        pathname,
        locale: 'en',
        origin: 'https://innoweek.test',
        siteName: 'x',
      });
      const links = meta.flatMap((d) =>
        'href' in d ? [String(d.href)] : 'property' in d && d.property === 'og:url' ? [String(d.content)] : [],
      );
      expect(links).toHaveLength(5);
      for (const link of links) expect(new URL(link).origin).toBe('https://innoweek.test');
    },
  );
});
