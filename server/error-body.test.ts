import { describe, expect, it } from 'vitest';
import { AppError, invalidInput } from '../core/errors/app-error';
import { errorBody } from './error-body';

describe('errorBody', () => {
  it("answers in Strapi v3's shape with the stable code as the message id", () => {
    expect(errorBody(new AppError('Auth.form.error.email.taken', { field: 'email' }))).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: [
        {
          messages: [
            { id: 'Auth.form.error.email.taken', message: 'This e-mail is already registered. Please log in.', field: 'email' },
          ],
        },
      ],
      data: { id: 'Auth.form.error.email.taken', fields: { email: 'Auth.form.error.email.taken' } },
    });
  });

  it('lists every offending field, each with its code and text', () => {
    const body = errorBody(invalidInput({ zip: 'Form.error.zip', passwordHash: 'Request.body.unknownField' }));
    expect(body.message[0]!.messages).toEqual([
      { id: 'Form.error.zip', message: 'The postcode may contain digits only.', field: 'zip' },
      { id: 'Request.body.unknownField', message: 'Unknown field "passwordHash".', field: 'passwordHash' },
    ]);
    expect(body.data.fields).toEqual({ zip: 'Form.error.zip', passwordHash: 'Request.body.unknownField' });
  });

  it('carries parameters and facts such as the seconds to wait', () => {
    const body = errorBody(new AppError('Auth.form.error.ratelimit', { details: { retryAfterSeconds: 42 } }));
    expect(body).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      data: { id: 'Auth.form.error.ratelimit', retryAfterSeconds: 42 },
    });
    expect(body.data.fields).toBeUndefined();
    expect(
      errorBody(new AppError('Query.param.range', { field: '_limit', params: { param: '_limit', min: -1, max: 100 } })).data,
    ).toMatchObject({
      param: '_limit',
      max: 100,
    });
  });
});
