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
});
