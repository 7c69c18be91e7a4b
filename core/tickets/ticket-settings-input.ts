import { z } from 'zod';
import { instantSchema } from '../serialize/instant';
import { boundedInstant, trimmedText } from '../validation/input-fields';
import { isValidIban, normalizeIban, parseCzechAccount } from './bank-account';
import { isValidRegnumber, isValidVatNumber } from './company-id';

/**
 * `PUT /api/ticket-settings`: any subset of the fields; empty text clears a supplier field.
 * Identifiers are checked as Czech invoices need them (IČO check digit, the ČNB account check,
 * the IBAN's mod 97); whether the IBAN spells the same account is checked against the result.
 */
export const ticketSettingsInput = z
  .object({
    vatRate: z.number().int().min(0).max(100).describe('VAT percentage for new orders'),
    quota: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .nullable()
      .describe('Conference tickets for sale in all orders not cancelled; null for no limit'),
    paymentDueDays: z.number().int().min(0).max(365).describe('Days from the issue date to the due date'),
    selfDeclaredTickets: z.boolean().describe('Accept a ticket the member declares (tickets sold elsewhere)'),
    salesStart: boundedInstant.nullable().describe('Sales open at this instant of the programme clock; null: open already'),
    salesEnd: boundedInstant
      .nullable()
      .describe('Sales close at this instant; null: when the conference’s first published session starts'),
    offerHours: z.number().int().min(1).max(720).describe('How long a waiting-list offer link is valid, in hours'),
    lateNoticeMinutes: z
      .number()
      .int()
      .min(1)
      .max(180)
      .describe('A hall running more than this many minutes late mails those signed up to its seminars (decision 121)'),
    supplierName: trimmedText(200),
    supplierStreet: trimmedText(200),
    supplierCity: trimmedText(200),
    supplierZip: trimmedText(20),
    supplierCountry: trimmedText(100),
    supplierRegnumber: z
      .string()
      .trim()
      .max(20)
      .refine((v) => v === '' || isValidRegnumber(v), 'TicketSettings.regnumber')
      .describe('IČO: 8 digits with the check digit'),
    supplierVAT: z
      .string()
      .trim()
      .max(20)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || isValidVatNumber(v), 'TicketSettings.vatNumber')
      .describe('DIČ: CZ and 8 to 10 digits'),
    bankAccount: z
      .string()
      .trim()
      .max(30)
      .refine((v) => v === '' || parseCzechAccount(v) !== null, 'TicketSettings.bankAccount')
      .describe('Czech form: [prefix-]number/bank code, e.g. 19-2000145399/0800'),
    iban: z
      .string()
      .max(50)
      .transform(normalizeIban)
      .refine((v) => v === '' || isValidIban(v), 'TicketSettings.iban')
      .describe('Spaces allowed; stored without them'),
  })
  .partial()
  .strict();
export type TicketSettingsInput = z.infer<typeof ticketSettingsInput>;

export const ticketSettingsSchema = z.object({
  vatRate: z.number().int(),
  quota: z.number().int().nullable(),
  paymentDueDays: z.number().int(),
  selfDeclaredTickets: z.boolean(),
  salesStart: instantSchema.nullable(),
  salesEnd: instantSchema.nullable(),
  offerHours: z.number().int(),
  lateNoticeMinutes: z.number().int(),
  conferenceStart: instantSchema
    .nullable()
    .describe('The first published conference session: where sales end when `salesEnd` is null'),
  supplierName: z.string(),
  supplierStreet: z.string(),
  supplierCity: z.string(),
  supplierZip: z.string(),
  supplierCountry: z.string(),
  supplierRegnumber: z.string(),
  supplierVAT: z.string(),
  bankAccount: z.string(),
  iban: z.string(),
  ticketsSold: z.number().int().describe('Tickets in all orders not cancelled'),
  ticketsLeft: z.number().int().nullable().describe('What the quota leaves for sale; null without a quota'),
  updated_at: instantSchema,
});
export type ApiTicketSettings = z.infer<typeof ticketSettingsSchema>;
