import { describe, expect, it } from 'vitest';
import { externalUrl } from './external-url';

describe('externalUrl', () => {
  it('keeps full http(s) URLs', () => {
    expect(externalUrl('https://twitter.com/jana', 'twitter')).toBe('https://twitter.com/jana');
    expect(externalUrl(' http://www.x.example/a?b=1 ', 'website')).toBe('http://www.x.example/a?b=1');
  });

  it('makes profile URLs from handles', () => {
    expect(externalUrl('@jana_n', 'twitter')).toBe('https://twitter.com/jana_n');
    expect(externalUrl('jana-novak', 'linkedin')).toBe('https://www.linkedin.com/in/jana-novak');
  });

  it('adds https to a bare host', () => {
    expect(externalUrl('www.aicentrum.example/tym', 'website')).toBe('https://www.aicentrum.example/tym');
    expect(externalUrl('linkedin.com/in/jana', 'linkedin')).toBe('https://linkedin.com/in/jana');
  });

  it('refuses other schemes and junk', () => {
    expect(externalUrl('javascript:alert(1)', 'website')).toBeNull();
    expect(externalUrl('JavaScript:alert(1)', 'twitter')).toBeNull();
    expect(externalUrl('mailto:a@b.example', 'website')).toBeNull();
    expect(externalUrl('data:text/html,x', 'website')).toBeNull();
    expect(externalUrl('not a url', 'website')).toBeNull();
    expect(externalUrl('localhost', 'website')).toBeNull();
    expect(externalUrl('', 'twitter')).toBeNull();
    expect(externalUrl(null, 'linkedin')).toBeNull();
  });
});
