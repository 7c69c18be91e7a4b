import { describe, expect, it } from 'vitest';
import { badRequest, notFound as coreNotFound } from '../../core/errors';
import { orNotFound, parseDetailId } from './not-found';

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
    for (const raw of [undefined, '', '0', '-1', '12abc', '1.5', ' 12', '1e3', '2147483648', '99999999999']) {
      expect(
        thrown(() => parseDetailId(raw)),
        String(raw),
      ).toMatchObject({ status: 404 });
    }
  });
});

describe('orNotFound', () => {
  it('turns core not_found into a 404 and passes other errors on', async () => {
    await expect(orNotFound(Promise.reject(coreNotFound('Speaker')))).rejects.toMatchObject({ status: 404 });
    await expect(orNotFound(Promise.reject(badRequest('x')))).rejects.toMatchObject({ code: 'bad_request' });
    await expect(orNotFound(Promise.resolve(5))).resolves.toBe(5);
  });
});
