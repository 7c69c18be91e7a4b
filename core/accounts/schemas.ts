import { z } from 'zod';

/** Account inputs, shared by the API and the forms (validated in the browser and again on the server). */
export const localeSchema = z.enum(['cs', 'en']).default('cs');
export const passwordSchema = z.string().min(8, 'Password must have at least 8 characters.').max(200);

export const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must have at least 3 characters.')
    .max(50)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may contain letters, digits, dots, dashes and underscores.'),
  email: z.string().trim().min(6, 'E-mail must have at least 6 characters.').max(254).pipe(z.email('Enter a valid e-mail address.')),
  password: passwordSchema,
  locale: localeSchema,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  identifier: z.string().trim().min(1, 'Enter your username or e-mail.').max(254),
  password: z.string().min(1, 'Enter your password.').max(200),
});

export const forgotPasswordInput = z.object({
  email: z.string().trim().max(254).pipe(z.email('Enter a valid e-mail address.')),
  locale: localeSchema,
});

export const resetPasswordInput = z
  .object({ code: z.string().min(1).max(200), password: passwordSchema, passwordConfirmation: z.string() })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'passwordsDoNotMatch', path: ['passwordConfirmation'] });
