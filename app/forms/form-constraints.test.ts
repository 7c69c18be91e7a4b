import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactInput, invoiceInput, loginInput, registerInput, resetPasswordInput } from '../../core/accounts/schemas';
import { formConstraints } from './form-constraints';

describe('formConstraints', () => {
  it("takes a string's length limits, and a required field is one that may not be absent", () => {
    const schema = z.object({
      name: z.string().trim().min(1).max(300),
      code: z.string().min(4).max(20),
      note: z.string().max(200).optional(),
      city: z.string().trim().max(200).nullish(),
      locale: z.enum(['cs', 'en']).default('cs'),
    });
    expect(formConstraints(schema)).toEqual({
      name: { required: true, maxLength: 300 },
      code: { required: true, minLength: 4, maxLength: 20 },
      note: { maxLength: 200 },
      city: { maxLength: 200 },
      locale: {},
    });
  });

  it('sees through transforms, preprocessing and pipes (an e-mail after a trimmed string)', () => {
    const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
    const schema = z.object({
      email: z.string().trim().max(254).pipe(z.email()),
      billing: z
        .string()
        .max(254)
        .transform((v) => v || null)
        .pipe(z.email().nullable())
        .nullish(),
      password: z.preprocess(blankIsAbsent, z.string().min(8).max(200).optional()),
      web: z.url().max(500).optional(),
    });
    expect(formConstraints(schema)).toEqual({
      email: { required: true, maxLength: 254, type: 'email' },
      billing: { maxLength: 254, type: 'email' },
      password: { minLength: 8, maxLength: 200 },
      web: { maxLength: 500, type: 'url' },
    });
  });

  it("takes a number's range; a whole number above 0 starts at 1", () => {
    const schema = z.object({
      capacity: z.coerce.number().int().min(0).max(10_000),
      amount: z.number().int().positive().optional(),
      share: z.number().min(0.5).max(99.5),
      position: z.int().nonnegative().nullable(),
    });
    expect(formConstraints(schema)).toEqual({
      capacity: { required: true, type: 'number', min: 0, max: 10_000 },
      amount: { type: 'number', min: 1 },
      share: { required: true, type: 'number', min: 0.5, max: 99.5 },
      position: { type: 'number', min: 0 },
    });
  });

  it("reads core's account schemas, refinements across fields included", () => {
    expect(formConstraints(loginInput)).toEqual({
      identifier: { required: true, maxLength: 254 },
      password: { required: true, maxLength: 200 },
    });
    expect(formConstraints(registerInput).email).toEqual({ required: true, minLength: 6, maxLength: 254, type: 'email' });
    expect(formConstraints(resetPasswordInput).password).toEqual({ required: true, minLength: 8, maxLength: 200 });
    expect(formConstraints(contactInput).firstName).toEqual({ required: true, maxLength: 100 });
    expect(formConstraints(contactInput).company).toEqual({ maxLength: 200 });
    expect(formConstraints(invoiceInput).billingEmail).toEqual({ maxLength: 254, type: 'email' });
  });

  it('gives nothing for a field the schema does not have, and one answer per schema', () => {
    const schema = z.object({ a: z.string() });
    expect(formConstraints(schema).b).toBeUndefined();
    expect(formConstraints(schema)).toBe(formConstraints(schema));
  });
});
