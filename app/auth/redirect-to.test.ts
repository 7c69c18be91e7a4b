import { describe, expect, it } from 'vitest';
import { currentPath, safeRedirectTo } from './redirect-to';

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
