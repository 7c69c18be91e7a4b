import { describe, expect, it } from 'vitest';
import { contactInput, invoiceInput, registerInput, resetPasswordInput } from '../../core/accounts/schemas';
import { accountForm } from '../routes/user/me-forms';
import { formValues, readFormValues, validateForm } from './form-errors';

describe('validateForm', () => {
  it('turns the register rules into message keys, "required" for empty fields', () => {
    const result = validateForm(registerInput, { username: 'ab', email: 'a@b', password: '' });
    expect(result).toEqual({
      ok: false,
      errors: { username: 'Form.error.username.min', email: 'Form.error.email.min', password: 'Form.error.required' },
    });
    expect(validateForm(registerInput, { username: 'a b c', email: 'someone@', password: 'short' })).toEqual({
      ok: false,
      errors: {
        username: 'Form.error.username.chars',
        email: 'Auth.form.error.email.format',
        password: 'Form.error.password.min',
      },
    });
  });

  it('refuses NUL and lone surrogates on their field, even where the schema would take the value', () => {
    expect(
      validateForm(registerInput, { username: 'jana\u0000', email: 'jana@example.cz', password: 'pass\ud800word1' }),
    ).toEqual({
      ok: false,
      errors: { username: 'Form.error.badCharacters', password: 'Form.error.badCharacters' },
    });
    expect(
      validateForm(registerInput, { username: 'ab', email: 'jana@example.cz', password: 'password1', ['x\u0000']: '' }),
    ).toEqual({
      ok: false,
      errors: { 'x\u0000': 'Form.error.badCharacters', username: 'Form.error.username.min' },
    });
  });

  it('gives the data when valid', () => {
    expect(validateForm(registerInput, { username: ' jana ', email: 'jana@example.cz', password: 'password1' })).toEqual({
      ok: true,
      data: { username: 'jana', email: 'jana@example.cz', password: 'password1', locale: 'cs', newsletter: false },
    });
  });

  it('reports passwords that do not match on the confirmation field', () => {
    expect(validateForm(resetPasswordInput, { code: 'c', password: 'password1', passwordConfirmation: 'password2' })).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'Auth.form.error.password.matching' },
    });
    expect(validateForm(resetPasswordInput, { code: 'c', password: 'password1', passwordConfirmation: '' })).toMatchObject({
      errors: { passwordConfirmation: 'Auth.form.error.password.matching' },
    });
  });

  it('Me forms: required contact fields, numeric zips, optional invoice fields, empty passwords mean no change', () => {
    expect(validateForm(contactInput, { firstName: '', lastName: 'N', phone: 'abc', zip: '11a' })).toEqual({
      ok: false,
      errors: { firstName: 'Form.error.required', phone: 'Form.error.phone', zip: 'Form.error.zip' },
    });
    expect(validateForm(invoiceInput, { invoiceZip: '', billingEmail: 'nope' })).toEqual({
      ok: false,
      errors: { billingEmail: 'Auth.form.error.email.format' },
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
    ).toEqual({ ok: false, errors: { newPasswordConfirmation: 'Auth.form.error.password.matching' } });
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

describe('readFormValues', () => {
  const post = (body: string, type = 'application/x-www-form-urlencoded') =>
    new Request('http://localhost/user/login', { method: 'POST', headers: { 'Content-Type': type }, body });
  /** What an action's form reading threw: the status the error page shows. */
  const statusThrown = (request: Request) =>
    readFormValues(request).then(
      () => null,
      (e: unknown) => (e as { init?: { status?: number } }).init?.status,
    );

  it('reads each field of a form', async () => {
    expect(await readFormValues(post('identifier=member&password=secret'))).toEqual({ identifier: 'member', password: 'secret' });
  });

  it('refuses a form that gives a name twice, which the rate limits would read by another value (400)', async () => {
    expect(await statusThrown(post('identifier=decoy1&identifier=member&password=secret'))).toBe(400);
    expect(await statusThrown(post('email=a%40example.cz&locale=cs&email=b%40example.cz'))).toBe(400);
  });

  it('refuses a body that is not a form (400)', async () => {
    expect(await statusThrown(post('{"identifier":"member"}', 'application/json'))).toBe(400);
  });
});
