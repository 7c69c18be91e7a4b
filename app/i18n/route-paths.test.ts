import { describe, expect, it } from 'vitest';
import { alternatePath, href, matchPath } from './route-paths';
import { parseRouteId, routeId, routeNames, routeTable } from './route-table';

describe('href', () => {
  it('builds paths in both locales', () => {
    expect(href('Home')).toBe('/');
    expect(href('Home', {}, 'en')).toBe('/en/');
    expect(href('ProfSeminarDetail', { id: 12, slug: 'slug' })).toBe('/odborne-seminare/12/slug');
    expect(href('ProfSeminarDetail', { id: 12, slug: 'slug' }, 'en')).toBe('/en/professional-seminars/12/slug');
    expect(href('AdminEventDetail', { id: 'new' }, 'en')).toBe('/en/admin/events/new');
  });

  it('drops an empty optional segment', () => {
    expect(href('InnoFairDetail', { id: 3 })).toBe('/inovacni-veletrh/3');
    expect(href('InnoFairDetail', { id: 3, slug: null }, 'en')).toBe('/en/innovation-fair/3');
    expect(href('Mediawall', { variant: 1 })).toBe('/microsite/mediawall/1');
    expect(href('Mediawall', { variant: 2, offset: -3 }, 'en')).toBe('/en/microsite/mediawall/2/-3');
  });

  it('encodes parameter values', () => {
    expect(href('PageDetail', { id: 1, slug: 'a b/c' })).toBe('/stranka/1/a%20b%2Fc');
  });

  it('refuses a missing required parameter', () => {
    expect(() => href('EventEdit', {} as { id: number })).toThrow(/missing parameter "id"/);
  });
});

describe('matchPath', () => {
  it('finds the route, its parameters and locale', () => {
    expect(matchPath('/')).toEqual({ name: 'Home', params: {}, locale: 'cs' });
    expect(matchPath('/en')).toEqual({ name: 'Home', params: {}, locale: 'en' });
    expect(matchPath('/en/')).toEqual({ name: 'Home', params: {}, locale: 'en' });
    expect(matchPath('/odborne-seminare/12/slug')).toEqual({
      name: 'ProfSeminarDetail',
      params: { id: '12', slug: 'slug' },
      locale: 'cs',
    });
    expect(matchPath('/en/professional-seminars/12')).toEqual({ name: 'ProfSeminarDetail', params: { id: '12' }, locale: 'en' });
    expect(matchPath('/odborne-seminare')).toMatchObject({ name: 'ProfSeminars', locale: 'cs' });
    expect(matchPath('/user/me')).toMatchObject({ name: 'Me' });
    expect(matchPath('/en/admin/patrons-order')).toMatchObject({ name: 'AdminPatronsOrder', locale: 'en' });
  });

  it('decodes parameters', () => {
    expect(matchPath('/stranka/1/a%20b').params).toEqual({ id: '1', slug: 'a b' });
  });

  it('gives the catch-all of the right locale for unknown paths', () => {
    expect(matchPath('/nic-takoveho')).toMatchObject({ name: 'NotFound', locale: 'cs' });
    expect(matchPath('/en/nothing-here')).toMatchObject({ name: 'NotFound', locale: 'en' });
    // An English path under the Czech prefix does not exist.
    expect(matchPath('/professional-seminars')).toMatchObject({ name: 'NotFound', locale: 'cs' });
    expect(matchPath('/english')).toMatchObject({ name: 'NotFound', locale: 'cs' });
  });

  it('answers a path asked again with the same match, which no caller can change', () => {
    const first = matchPath('/stranka/7/o-nas');
    expect(matchPath('/stranka/7/o-nas')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
    expect(() => {
      (first.params as Record<string, string>).id = '8';
    }).toThrow(TypeError);
    expect(matchPath('/stranka/7/o-nas').params).toEqual({ id: '7', slug: 'o-nas' });
  });

  it('still matches right after more paths than it keeps were asked', () => {
    for (let i = 0; i < 2100; i++) matchPath(`/stranka/${i}/x`);
    expect(matchPath('/stranka/5/x').params).toEqual({ id: '5', slug: 'x' });
    expect(matchPath('/en/nothing-here')).toMatchObject({ name: 'NotFound', locale: 'en' });
  });
});

describe('alternatePath', () => {
  it('keeps the visitor on the same page', () => {
    expect(alternatePath('/odborne-seminare/12/slug', 'en')).toBe('/en/professional-seminars/12/slug');
    expect(alternatePath('/en/professional-seminars/12/slug', 'cs')).toBe('/odborne-seminare/12/slug');
    expect(alternatePath('/', 'en')).toBe('/en/');
    expect(alternatePath('/en/', 'cs')).toBe('/');
    expect(alternatePath('/zive/5', 'en')).toBe('/en/live/5');
    expect(alternatePath('/en/admin/users/7', 'cs')).toBe('/admin/users/7');
  });

  it('returns the same path for the current locale', () => {
    expect(alternatePath('/doprovodne-akce', 'cs')).toBe('/doprovodne-akce');
  });

  it('sends an unknown page to the home page of the other language', () => {
    expect(alternatePath('/neexistuje', 'en')).toBe('/en/');
    expect(alternatePath('/en/missing', 'cs')).toBe('/');
  });

  it('round-trips every route of the table', () => {
    for (const name of routeNames) {
      if (name === 'NotFound') continue;
      const cs = href(name, { id: 7, slug: 's', variant: 1, offset: 2, file: '7.ics', feed: 'f.ics', token: 't', year: 2021 } as never);
      const en = href(name, { id: 7, slug: 's', variant: 1, offset: 2, file: '7.ics', feed: 'f.ics', token: 't', year: 2021 } as never, 'en');
      expect(alternatePath(cs, 'en'), name).toBe(en);
      expect(alternatePath(en, 'cs'), name).toBe(cs);
      expect(matchPath(cs).name, cs).toBe(name);
    }
  });
});

describe('route table', () => {
  it('prefixes every English path with /en and no Czech one', () => {
    for (const name of routeNames) {
      expect(routeTable[name].en.startsWith('/en/'), name).toBe(true);
      expect(routeTable[name].cs.startsWith('/en/'), name).toBe(false);
    }
  });

  it('names route ids as the spec does', () => {
    expect(routeId('Home', 'cs')).toBe('Home___cs');
    expect(parseRouteId('ProfSeminarDetail___en')).toEqual({ name: 'ProfSeminarDetail', locale: 'en' });
    expect(parseRouteId('site')).toBeNull();
    expect(parseRouteId('Nope___cs')).toBeNull();
  });
});
