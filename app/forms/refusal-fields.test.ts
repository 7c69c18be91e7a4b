import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors/app-error';
import { readRefusal } from './api-client';
import { refusalFields } from './refusal-fields';

/** A refused `apiCall` answer, as the browser reads the API's error body. */
const refusedAnswer = (status: number, body: unknown) => ({ ok: false as const, status, ...readRefusal(status, body) });

describe('refusalFields: an AppError caught in an action', () => {
  it('puts the code on the field it names', () => {
    expect(refusalFields(new AppError('Auth.form.error.email.taken', { field: 'email' }), ['email'])).toEqual({
      email: 'Auth.form.error.email.taken',
    });
  });

  it('keeps every shown field of a refusal with several; the others are not shown', () => {
    const err = new AppError('Form.error.required', {
      field: 'firstName',
      fields: { firstName: 'Form.error.required', roleId: 'Form.error.invalid' },
    });
    expect(refusalFields(err, ['firstName', 'lastName'])).toEqual({ firstName: 'Form.error.required' });
  });

  it('tells the whole form what lands on no shown field', () => {
    expect(refusalFields(new AppError('Auth.form.error.ratelimit'), [])).toEqual({ form: 'Auth.form.error.ratelimit' });
    expect(refusalFields(new AppError('Users.forbidden.field', { field: 'roleId' }), ['email'])).toEqual({
      form: 'Users.forbidden.field',
    });
  });

  it('is null for what is not a refusal (a bug, rethrown by the caller)', () => {
    expect(refusalFields(new Error('boom'), ['email'])).toBeNull();
    expect(refusalFields(undefined)).toBeNull();
    expect(refusalFields({ ok: true, status: 200, data: {} })).toBeNull();
  });
});

describe('refusalFields: an API answer read by apiCall', () => {
  it("takes the codes by field from the body's data (every field, when the form does not say which it shows)", () => {
    const answer = refusedAnswer(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: [{ messages: [{ id: 'Form.error.required', field: 'name' }] }],
      data: { id: 'Form.error.required', fields: { name: 'Form.error.required', slug: 'Form.error.tooLong' } },
    });
    expect(refusalFields(answer)).toEqual({ name: 'Form.error.required', slug: 'Form.error.tooLong' });
    expect(refusalFields(answer, ['slug'])).toEqual({ slug: 'Form.error.tooLong' });
  });

  it("takes the field of the message when the data names none (Strapi's own shape)", () => {
    const answer = refusedAnswer(409, {
      statusCode: 409,
      message: [{ messages: [{ id: 'Auth.form.error.email.taken', field: 'email' }] }],
    });
    expect(refusalFields(answer, ['email'])).toEqual({ email: 'Auth.form.error.email.taken' });
  });

  it('speaks to the whole form for a refusal without a field, a body too large, or no body at all', () => {
    expect(refusalFields(refusedAnswer(409, { data: { id: 'Ticket.soldOut' } }))).toEqual({ form: 'Ticket.soldOut' });
    expect(refusalFields(refusedAnswer(413, null))).toEqual({ form: 'Request.body.tooLarge' });
    expect(refusalFields(refusedAnswer(500, 'not json'))).toEqual({ form: 'Request.internal' });
  });

  it("reads codes this build does not know as 'check this value', and no connection as an internal error", () => {
    const answer = refusedAnswer(400, { data: { id: 'Future.code', fields: { name: 'Future.code' } } });
    expect(refusalFields(answer)).toEqual({ name: 'Form.error.invalid' });
    expect(refusalFields({ ok: false, status: 0, code: 'Request.network', fields: {}, params: {} })).toEqual({
      form: 'Request.internal',
    });
  });
});
