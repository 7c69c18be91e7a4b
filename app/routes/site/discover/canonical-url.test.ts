import { describe, expect, it } from 'vitest';
import { redirectToCanonical } from './canonical-url';

const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('redirectToCanonical', () => {
  const request = new Request('http://x.test/inovacni-veletrh/3/stary?a=1');
  const entry = { id: 3, slug: 'novy' };

  it('does nothing on the canonical URL', () => {
    expect(redirectToCanonical(request, { id: '3', slug: 'novy' }, entry, '/inovacni-veletrh/3/novy')).toBeUndefined();
    expect(redirectToCanonical(request, { id: '3' }, { id: 3, slug: '' }, '/inovacni-veletrh/3')).toBeUndefined();
  });

  it('redirects a wrong or missing slug and a padded id with 301, keeping the query', () => {
    for (const params of [{ id: '3', slug: 'stary' }, { id: '3' }, { id: '03', slug: 'novy' }]) {
      const response = thrown(() => redirectToCanonical(request, params, entry, '/inovacni-veletrh/3/novy')) as Response;
      expect(response.status).toBe(301);
      expect(response.headers.get('Location')).toBe('/inovacni-veletrh/3/novy?a=1');
    }
  });
});
