import { describe, expect, test } from 'vitest';
import { pageCsp } from './page-csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));
}

describe("a page's Content-Security-Policy (decision 057)", () => {
  const policy = directives(pageCsp('abc123==', { newsletterUrl: 'https://list.example.com/subscribe/post?u=1' }));

  test('scripts run from our origin or with the nonce only: never inline without it, never eval', () => {
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  test('forms post, and scripts connect, to us and to the newsletter list, by origin', () => {
    expect(policy.get('form-action')).toEqual(["'self'", 'https://list.example.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://list.example.com']);
  });

  test('no plugins, no foreign <base>, framed by our own pages only', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  test('an unparsable newsletter address adds no form target', () => {
    expect(directives(pageCsp('n', { newsletterUrl: 'not a url' })).get('form-action')).toEqual(["'self'"]);
  });
});
