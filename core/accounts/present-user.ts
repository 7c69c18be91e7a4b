import { z } from 'zod';
import { iso, timestampsSchema } from '../serialize/instant';
import type { SessionUser } from './get-session-user';
import { canSeeUserProfile, type Viewer } from './policy';

/**
 * How a user leaves the system, by who asks. Never the password hash or the token version.
 * The field names are the spec's (firstName, invoiceVAT, billingEmail...).
 */
export const roleSchema = z.object({ id: z.number().int(), name: z.string(), type: z.string() });

/** A row of the users list (Admins and Organizers). */
export const userSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  role: roleSchema,
});
export type ApiUserSummary = z.infer<typeof userSummarySchema>;

const nullableText = z.string().nullable();

/** One account: the summary for Organizers; oneself and Admins also get the profile fields. */
export const userSchema = userSummarySchema.extend({
  locale: z.enum(['cs', 'en']),
  ...timestampsSchema,
  firstName: nullableText.optional(),
  lastName: nullableText.optional(),
  phone: nullableText.optional(),
  company: nullableText.optional(),
  street: nullableText.optional(),
  city: nullableText.optional(),
  zip: nullableText.optional(),
  country: nullableText.optional(),
  hasTicket: z.boolean().optional().describe('Granted by an Admin'),
  invoiceName: nullableText.optional(),
  invoiceStreet: nullableText.optional(),
  invoiceCity: nullableText.optional(),
  invoiceZip: nullableText.optional(),
  invoiceCountry: nullableText.optional(),
  invoiceRegnumber: nullableText.optional(),
  invoiceVAT: nullableText.optional(),
  billingEmail: nullableText.optional(),
  can_edit_exhibitors: z.array(z.number().int()).optional().describe('Ids of the exhibitors whose events the user edits'),
  can_edit_speakers: z.array(z.number().int()).optional().describe('Ids of the speakers the user edits'),
  pendingEmail: nullableText
    .optional()
    .describe('A new e-mail waiting for confirmation: it replaces `email` when the link sent to it is opened'),
});
export type ApiUser = z.infer<typeof userSchema>;

/** A user as loaded with role and edit rights (the session user has exactly this shape). */
export type UserWithRights = SessionUser;

type SummaryRow = Pick<UserWithRights, 'id' | 'username' | 'email' | 'confirmed' | 'blocked'> & {
  role: { id: number; name: string; type: string };
};

export function presentUserSummary(row: SummaryRow): ApiUserSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    confirmed: row.confirmed,
    blocked: row.blocked,
    role: { id: row.role.id, name: row.role.name, type: row.role.type },
  };
}

/**
 * One account for this viewer (who must be allowed to see it at all): the full profile for the
 * user themselves and Admins, the account summary with dates for Organizers.
 */
export function presentUser(row: UserWithRights, viewer: Viewer | null, extra: { pendingEmail?: string | null } = {}): ApiUser {
  const account = {
    ...presentUserSummary(row),
    locale: row.locale === 'en' ? ('en' as const) : ('cs' as const),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
  if (!canSeeUserProfile(viewer, row.id)) return account;
  return {
    ...account,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    company: row.company,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    hasTicket: row.hasTicket,
    invoiceName: row.invoiceName,
    invoiceStreet: row.invoiceStreet,
    invoiceCity: row.invoiceCity,
    invoiceZip: row.invoiceZip,
    invoiceCountry: row.invoiceCountry,
    invoiceRegnumber: row.invoiceRegnumber,
    invoiceVAT: row.invoiceVAT,
    billingEmail: row.billingEmail,
    can_edit_exhibitors: [...row.editableExhibitorIds].sort((a, b) => a - b),
    can_edit_speakers: [...row.editableSpeakerIds].sort((a, b) => a - b),
    pendingEmail: extra.pendingEmail ?? null,
  };
}
