import { describe, expect, it } from 'vitest';
import { AppError, notFound as coreNotFound } from '../../core/errors/app-error';
import { orNotFound, parseDetailId } from './not-found';

describe('parseDetailId', () => {
  it('gives the id of a detail URL and a 404 for anything else (the parser is core/query/parse-id-param.ts)', async () => {
    expect(parseDetailId('007')).toBe(7);
    for (const raw of [undefined, '0', '12abc', '2147483648']) {
      await expect(Promise.resolve(raw).then(parseDetailId), String(raw)).rejects.toMatchObject({ status: 404 });
    }
  });
});

describe('orNotFound', () => {
  it('turns core not_found into a 404 and passes other errors on', async () => {
    await expect(orNotFound(Promise.reject(coreNotFound('Speaker')))).rejects.toMatchObject({ status: 404 });
    await expect(orNotFound(Promise.reject(new AppError('Form.error.invalid')))).rejects.toMatchObject({
      code: 'Form.error.invalid',
    });
    await expect(orNotFound(Promise.resolve(5))).resolves.toBe(5);
  });
});
