import { z } from 'zod';
import { entryId } from '../validation/input-fields';
import { isValidRegnumber, isValidVatNumber } from '../tickets/company-id';
import { ROLE } from './roles';
import type { InvoiceField } from './buyer-fields';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from './account-limits';

/** Account inputs, shared by the API and the forms (validated in the browser and again on the server). */
export const localeSchema = z.enum(['cs', 'en']).default('cs');
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH, 'Form.error.password.min').max(PASSWORD_MAX_LENGTH);

export const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN_LENGTH, 'Form.error.username.min')
    .max(USERNAME_MAX_LENGTH)
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Form.error.username.chars'),
  email: z.string().trim().min(6, 'Form.error.email.min').max(254).pipe(z.email('Auth.form.error.email.format')),
  password: passwordSchema,
  locale: localeSchema,
  /** The newsletter opt-in: a box left unticked (or absent) is no consent (decision 154). */
  newsletter: z
    .union([z.boolean(), z.literal('on')])
    .optional()
    .transform((v) => v === true || v === 'on'),
});
export type RegisterInput = z.infer<typeof registerInput>;

export { loginInput } from './login-input';

export const forgotPasswordInput = z.object({
  email: z.string().trim().max(254).pipe(z.email('Auth.form.error.email.format')),
  locale: localeSchema,
});

export const resetPasswordInput = z
  .object({ code: z.string().min(1).max(200), password: passwordSchema, passwordConfirmation: z.string().max(200) })
  .refine((v) => v.password === v.passwordConfirmation, {
    message: 'Auth.form.error.password.matching',
    path: ['passwordConfirmation'],
  });

const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullish();
/** The spec's zip fields are numeric: digits, optionally the Czech "110 00" space. */
const zip = z
  .string()
  .trim()
  .regex(/^(\d[\d ]{1,8}\d)?$/, 'Form.error.zip')
  .transform((v) => (v === '' ? null : v))
  .nullish();

/** Contact form of the Me page: first name, last name and phone are required. */
export const contactInput = z.object({
  firstName: z.string().trim().min(1, 'Form.error.required').max(100),
  lastName: z.string().trim().min(1, 'Form.error.required').max(100),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d ()/-]{6,20}$/, 'Form.error.phone'),
  company: optionalText(),
  street: optionalText(),
  city: optionalText(),
  zip,
  country: optionalText(100),
});

/** An e-mail field that may stay empty (empty clears it). */
export const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email('Auth.form.error.email.format').nullable())
  .nullish();

/**
 * A company id as printed on a tax document: spaces dropped (people copy "271 84 528" or
 * "CZ 27184528"), letters upper-cased, then the shape checked; empty clears it.
 */
const companyId = (valid: (v: string) => boolean, code: 'Form.error.regnumber' | 'Form.error.vatNumber') =>
  z
    .string()
    .max(40, code)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || valid(v), code)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** Invoice form of the Me page and the ticket order; every field optional. */
export const invoiceInput = z.object({
  // The order form's field list (INVOICE_FIELDS) must name exactly these.
  invoiceName: optionalText(),
  invoiceStreet: optionalText(),
  invoiceCity: optionalText(),
  invoiceZip: zip,
  invoiceCountry: optionalText(100),
  // The buyer's IČO is mod-11 checked like the supplier's; a DIČ may be any EU VAT id (decision 067).
  invoiceRegnumber: companyId(isValidRegnumber, 'Form.error.regnumber'),
  invoiceVAT: companyId(isValidVatNumber, 'Form.error.vatNumber'),
  billingEmail: optionalEmail,
} satisfies Record<InvoiceField, z.ZodType>);

/** Account form: a new e-mail or password needs the current password. */
export const accountInput = z.object({
  username: registerInput.shape.username.optional(),
  email: registerInput.shape.email.optional(),
  locale: z.enum(['cs', 'en']).optional(),
  currentPassword: z.string().max(200).optional(),
  newPassword: passwordSchema.optional(),
});

/**
 * Fields only an Admin may set on someone's account; hasTicket also the user's own when the
 * ticket settings accept self-declared tickets (decision 032).
 */
export const adminUserInput = z.object({
  hasTicket: z.boolean().optional(),
  confirmed: z.boolean().optional(),
  blocked: z.boolean().optional(),
  roleId: z.number().int().min(1).max(4).optional(),
  // Ids the database can hold (int4): a larger one is a 400, not a failed query.
  can_edit_exhibitors: z.array(entryId).max(1000).optional(),
  can_edit_speakers: z.array(entryId).max(1000).optional(),
});

/** PUT /api/users/{id}: any mix of the forms above; unknown fields are refused. */
export const updateUserInput = contactInput
  .partial()
  .extend(invoiceInput.shape)
  .extend(accountInput.shape)
  .extend(adminUserInput.shape)
  .strict();
export type UpdateUserInput = z.infer<typeof updateUserInput>;

/**
 * POST /api/users: an Admin creates an account for someone. Username and e-mail follow the
 * registration rules; no password (the person sets one through the invitation link). The
 * address counts as unproven until that link is used, unless the Admin vouches for it.
 */
export const createUserInput = z
  .object({
    username: registerInput.shape.username,
    email: registerInput.shape.email,
    roleId: adminUserInput.shape.roleId.unwrap().default(ROLE.registred),
    confirmed: z.boolean().default(false),
    blocked: z.boolean().default(false),
    locale: localeSchema,
    can_edit_exhibitors: adminUserInput.shape.can_edit_exhibitors,
    can_edit_speakers: adminUserInput.shape.can_edit_speakers,
  })
  .strict();
export type CreateUserInput = z.infer<typeof createUserInput>;
