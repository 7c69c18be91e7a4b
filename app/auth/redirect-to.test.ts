import { describe, expect, it } from 'vitest';
import { currentPath, pageSearch, safeRedirectTo, withRedirectTo } from './redirect-to';

describe('safeRedirectTo', () => {
  it('keeps paths on this site with their query and fragment', () => {
    expect(safeRedirectTo('/user/me', '/')).toBe('/user/me');
    expect(safeRedirectTo('/en/professional-seminars/12/ai?x=1#top', '/')).toBe('/en/professional-seminars/12/ai?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test',
      '/\\evil.test',
      'evil.test',
      'javascript:alert(1)',
      '/\t/evil.test',
      '/x\\y',
      '%2F%2Fevil.test',
      '%2f%5cevil.test',
      'https:%2F%2Fevil.test',
      '\\\\evil.test',
      '/\\/evil.test',
      ' //evil.test',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectTo(bad, '/home')).toBe('/home');
    }
  });

  it('refuses a path that becomes protocol-relative once its dot segments are removed', () => {
    for (const bad of ['/.//evil.example/phish', '/x/..//evil.example', '/./%2F/evil.example', '/a/.././/evil.example?x=1'])
      expect(safeRedirectTo(bad, '/home'), bad).not.toMatch(/^\/\//);
    expect(safeRedirectTo('/.//evil.example/phish', '/home')).toBe('/home');
  });

  it('keeps an encoded slash or backslash inside the path, where no browser reads it as a host', () => {
    for (const odd of ['/%2F%2Fevil.test', '/%5C%5Cevil.test', '/%2f/evil.test']) {
      const kept = safeRedirectTo(odd, '/home');
      expect(kept, odd).toBe(odd);
      expect(new URL(kept, 'https://innoweek.cz').origin, odd).toBe('https://innoweek.cz');
    }
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirectTo('/a/../../b', '/')).toBe('/b');
  });
});

describe('currentPath', () => {
  it('is the path and query of the request', () => {
    expect(currentPath(new Request('http://localhost/user/me?tab=1'))).toBe('/user/me?tab=1');
  });

  it("is the page's address for React Router's data requests", () => {
    expect(currentPath(new Request('http://localhost/en/user/me.data?_routes=root%2CMe___en&x=1'))).toBe('/en/user/me?x=1');
    expect(currentPath(new Request('http://localhost/_.data?index'))).toBe('/');
  });
});

describe('withRedirectTo', () => {
  it('carries the page to come back to in the query, or nothing', () => {
    expect(withRedirectTo('/en/register', '/en/professional-seminars/7/ai?x=1')).toBe(
      '/en/register?redirectTo=%2Fen%2Fprofessional-seminars%2F7%2Fai%3Fx%3D1',
    );
    expect(withRedirectTo('/prihlaseni', '')).toBe('/prihlaseni');
  });
});

describe('pageSearch', () => {
  it("keeps the page's own query and drops React Router's (a redirect of a data request must not carry them)", () => {
    expect(pageSearch(new URL('http://localhost/en/professional-seminars/12/x.data?_routes=ProfSeminarDetail___en'))).toBe('');
    expect(pageSearch(new URL('http://localhost/odborne-seminare/12.data?quick=1&_routes=a&index'))).toBe('?quick=1');
    expect(pageSearch(new URL('http://localhost/odborne-seminare/12?quick=1'))).toBe('?quick=1');
  });
});
