import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromIssues } from './field-errors';

const schema = z
  .object({
    name: z.string().trim().min(3, 'Form.error.username.min').max(5),
    age: z.number().int(),
    nested: z.object({ zip: z.string().regex(/^\d+$/, 'Form.error.zip') }).optional(),
    password: z.string(),
    confirmation: z.string(),
  })
  .strict()
  .refine((v) => v.password === v.confirmation, { message: 'Auth.form.error.password.matching', path: ['confirmation'] });

const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected problems');
  return fieldErrorsFromIssues(result.error.issues, input);
};

describe('fieldErrorsFromIssues', () => {
  it("takes a schema's code, zod's own issues as generic codes, and 'required' for empty fields", () => {
    expect(errorsOf({ name: 'ab', age: 'x', password: 'a', confirmation: 'a' })).toEqual({
      name: 'Form.error.username.min',
      age: 'Form.error.invalid',
    });
    expect(errorsOf({ name: '   ', password: 'a', confirmation: 'a' })).toEqual({
      name: 'Form.error.required',
      age: 'Form.error.required',
    });
    expect(errorsOf({ name: 'abcdefgh', age: 1, password: 'a', confirmation: 'a' })).toEqual({ name: 'Form.error.tooLong' });
  });

  it('names nested fields by their path and unknown fields by their key', () => {
    expect(errorsOf({ name: 'abc', age: 1, nested: { zip: 'x' }, extra: 1, password: 'a', confirmation: 'a' })).toEqual({
      'nested.zip': 'Form.error.zip',
      extra: 'Request.body.unknownField',
    });
  });

  it('a rule across fields keeps its code even when a field is empty', () => {
    expect(errorsOf({ name: 'abc', age: 1, password: 'a', confirmation: '' })).toEqual({
      confirmation: 'Auth.form.error.password.matching',
    });
  });
});
