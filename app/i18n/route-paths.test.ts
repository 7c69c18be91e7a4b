import { describe, expect, it, vi } from 'vitest';
import { adminRouteTable } from './admin-route-table';
import { alternatePath, anyHref, href, matchPath } from './route-paths';
import { parseRouteId, routeId, routeNames, routeTable } from './route-table';
import { siteRouteTable } from './site-route-table';

describe('href', () => {
  it('builds paths in both locales', () => {
    expect(href('Home')).toBe('/');
    expect(href('Home', {}, 'en')).toBe('/en/');
    expect(href('ProfSeminarDetail', { id: 12, slug: 'slug' })).toBe('/odborne-seminare/12/slug');
    expect(href('ProfSeminarDetail', { id: 12, slug: 'slug' }, 'en')).toBe('/en/professional-seminars/12/slug');
    expect(anyHref('AdminEventDetail', { id: 'new' }, 'en')).toBe('/en/admin/events/new');
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
      const cs = anyHref(name, {
        id: 7,
        slug: 's',
        variant: 1,
        offset: 2,
        file: '7.ics',
        feed: 'f.ics',
        token: 't',
        year: 2021,
      } as never);
      const en = anyHref(
        name,
        { id: 7, slug: 's', variant: 1, offset: 2, file: '7.ics', feed: 'f.ics', token: 't', year: 2021 } as never,
        'en',
      );
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

  it("is the public site's routes and the admin area's, each route once", () => {
    const site = Object.keys(siteRouteTable);
    const admin = Object.keys(adminRouteTable);
    expect(site.filter((name) => admin.includes(name))).toEqual([]);
    expect([...site, ...admin].sort()).toEqual([...routeNames].sort());
    for (const name of routeNames) expect(routeTable[name], name).toEqual({ ...siteRouteTable, ...adminRouteTable }[name]);
    // The catch-all is matched last whatever the order; the admin area's routes are all under /admin.
    for (const { cs, en } of Object.values(adminRouteTable)) {
      expect(cs.startsWith('/admin/')).toBe(true);
      expect(en.startsWith('/en/admin/')).toBe(true);
    }
  });

  it('names route ids as the spec does', () => {
    expect(routeId('Home', 'cs')).toBe('Home___cs');
    expect(parseRouteId('ProfSeminarDetail___en')).toEqual({ name: 'ProfSeminarDetail', locale: 'en' });
    expect(parseRouteId('site')).toBeNull();
    expect(parseRouteId('Nope___cs')).toBeNull();
  });
});

describe("the public site's routes alone (a public page's shell, decision 204)", () => {
  async function freshRoutePaths() {
    vi.resetModules();
    return import('./route-paths');
  }

  it('links to them, and refuses an admin route with the module that adds them', async () => {
    const paths = await freshRoutePaths();
    expect(paths.href('AdminHome', {}, 'en')).toBe('/en/admin');
    expect(paths.href('AdminMessageNew')).toBe('/admin/messages/new');
    expect(() => paths.anyHref('AdminUsers')).toThrow(/admin-route-paths\.ts/);
  });

  it('finds an admin path as the catch-all until the admin routes are added, then as its route', async () => {
    const paths = await freshRoutePaths();
    expect(paths.matchPath('/en/admin/users/7')).toMatchObject({ name: 'NotFound', locale: 'en' });
    expect(paths.alternatePath('/en/admin/users/7', 'cs')).toBe('/');
    expect(paths.parseRouteId('AdminUsers___cs')).toBeNull();
    await import('./admin-route-paths');
    expect(paths.matchPath('/en/admin/users/7')).toEqual({ name: 'AdminUserDetail', params: { id: '7' }, locale: 'en' });
    expect(paths.alternatePath('/en/admin/users/7', 'cs')).toBe('/admin/users/7');
    expect(paths.parseRouteId('AdminUsers___cs')).toEqual({ name: 'AdminUsers', locale: 'cs' });
    expect(paths.anyHref('AdminUsers', {}, 'en')).toBe('/en/admin/users');
  });
});
