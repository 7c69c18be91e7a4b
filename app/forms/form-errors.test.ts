import { describe, expect, it } from 'vitest';
import { contactInput, invoiceInput, registerInput, resetPasswordInput } from '../../core/accounts/schemas';
import { AppError } from '../../core/errors';
import { accountForm } from '../routes/user/me-forms';
import { appErrorToFields, formValues, validateForm } from './form-errors';

describe('validateForm', () => {
  it('turns the register rules into message keys, "required" for empty fields', () => {
    const result = validateForm(registerInput, { username: 'ab', email: 'a@b', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { username: 'form.usernameMin', email: 'form.emailMin', password: 'form.required' },
    });
    expect(validateForm(registerInput, { username: 'a b c', email: 'someone@', password: 'short' })).toEqual({
      ok: false,
      errors: { username: 'form.usernameChars', email: 'form.emailInvalid', password: 'form.passwordMin' },
    });
  });

  it('gives the data when valid', () => {
    expect(validateForm(registerInput, { username: ' jana ', email: 'jana@example.cz', password: 'password1' })).toEqual({
      ok: true,
      data: { username: 'jana', email: 'jana@example.cz', password: 'password1', locale: 'cs' },
    });
  });

  it('reports passwords that do not match on the confirmation field', () => {
    expect(validateForm(resetPasswordInput, { code: 'c', password: 'password1', passwordConfirmation: 'password2' })).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'form.passwordsDoNotMatch' },
    });
    expect(validateForm(resetPasswordInput, { code: 'c', password: 'password1', passwordConfirmation: '' })).toMatchObject({
      errors: { passwordConfirmation: 'form.passwordsDoNotMatch' },
    });
  });

  it('Me forms: required contact fields, numeric zips, optional invoice fields, empty passwords mean no change', () => {
    expect(validateForm(contactInput, { firstName: '', lastName: 'N', phone: 'abc', zip: '11a' })).toEqual({
      ok: false,
      errors: { firstName: 'form.required', phone: 'form.phoneInvalid', zip: 'form.zipNumeric' },
    });
    expect(validateForm(invoiceInput, { invoiceZip: '', billingEmail: 'nope' })).toEqual({
      ok: false,
      errors: { billingEmail: 'form.emailInvalid' },
    });
    expect(
      validateForm(accountForm, {
        username: 'jana',
        email: 'jana@example.cz',
        currentPassword: '',
        newPassword: '',
        newPasswordConfirmation: '',
      }),
    ).toEqual({
      ok: true,
      data: { username: 'jana', email: 'jana@example.cz' },
    });
    expect(
      validateForm(accountForm, {
        username: 'jana',
        email: 'jana@example.cz',
        currentPassword: 'old',
        newPassword: 'new-password',
        newPasswordConfirmation: 'other',
      }),
    ).toEqual({ ok: false, errors: { newPasswordConfirmation: 'form.passwordsDoNotMatch' } });
  });
});

describe('appErrorToFields', () => {
  it("maps core's refusals to the field they concern", () => {
    expect(appErrorToFields(new AppError('bad_request', 'Email is already taken.', { field: 'email' }), ['email'])).toEqual({
      email: 'form.emailTaken',
    });
    expect(appErrorToFields(new AppError('bad_request', 'Username already taken.', { field: 'username' }), ['username'])).toEqual(
      {
        username: 'form.usernameTaken',
      },
    );
    expect(appErrorToFields(new AppError('too_many_requests', 'Too many attempts.'), [])).toEqual({
      form: 'form.tooManyAttempts',
    });
  });

  it('leaves other errors to the error page', () => {
    expect(appErrorToFields(new Error('boom'), ['email'])).toBeNull();
    expect(
      appErrorToFields(new AppError('forbidden', 'Only an administrator may change roleId.', { field: 'roleId' }), ['email']),
    ).toBeNull();
  });
});

describe('formValues', () => {
  it('keeps the text fields', () => {
    const data = new FormData();
    data.set('a', 'x');
    data.set('f', new Blob(['1']));
    expect(formValues(data)).toEqual({ a: 'x' });
  });
});
