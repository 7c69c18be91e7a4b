import { describe, expect, it } from 'vitest';
import { parseDetailId, redirectToCanonical, orNotFound } from './canonical-url';
import { AppError, notFound } from '../../../../core/errors/app-error';

const thrown = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('parseDetailId', () => {
  it('accepts positive database ids', () => {
    expect(parseDetailId('12')).toBe(12);
    expect(parseDetailId('007')).toBe(7);
    expect(parseDetailId('2147483647')).toBe(2147483647);
  });

  it('answers 404 for anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '12abc', '1.5', '2147483648', '99999999999']) {
      expect(
        thrown(() => parseDetailId(raw)),
        String(raw),
      ).toMatchObject({ init: { status: 404 } });
    }
  });
});

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

describe('orNotFound', () => {
  it('turns core not_found into a 404 and passes other errors on', async () => {
    await expect(orNotFound(Promise.reject(notFound('Speaker')))).rejects.toMatchObject({ init: { status: 404 } });
    await expect(orNotFound(Promise.reject(new AppError('Form.error.invalid')))).rejects.toMatchObject({
      code: 'Form.error.invalid',
    });
    await expect(orNotFound(Promise.resolve(5))).resolves.toBe(5);
  });
});
