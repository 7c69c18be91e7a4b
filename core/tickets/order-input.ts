import { z } from 'zod';
import { BUYER_CONTACT_FIELDS, fieldMask } from '../accounts/buyer-fields';
import { contactInput, invoiceInput, localeSchema } from '../accounts/schemas';
import { OFFER_CODE_MAX_LENGTH } from './ticket-offer';
import { MAX_TICKETS, MIN_TICKETS, PROMO_CODE_MAX_LENGTH } from './pricing';

/** A promo code as typed: trimmed, 1-63 characters (the check and the order take the same shape). */
export const promoCodeInput = z
  .string()
  .trim()
  .min(1, 'Form.error.required')
  .max(PROMO_CODE_MAX_LENGTH, 'Ticket.promoCode.tooLong');

/**
 * `POST /api/buy-ticket`: the spec's order payload. The buyer's figures (`price`, `type`) are
 * optional and only compared: the server prices every order itself and refuses a payload
 * whose figures disagree (never charging what the buyer did not see). Validated in the
 * browser by the BuyTicket form and again by the API; unknown fields are refused.
 */
export const orderInput = z
  .object({
    amount: z
      // Missing (or an emptied number field, NaN) is required; text such as "3" is a wrong type.
      .number({
        error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? 'Form.error.required' : 'Form.error.invalid'),
      })
      .int('Ticket.amount.range')
      .min(MIN_TICKETS, 'Ticket.amount.range')
      .max(MAX_TICKETS, 'Ticket.amount.range')
      .describe('Number of tickets, 1-50; 3 and more is the group tier'),
    promocode: z
      .string()
      .trim()
      .max(PROMO_CODE_MAX_LENGTH, 'Ticket.promoCode.tooLong')
      .transform((v) => (v === '' ? null : v))
      .nullish()
      .describe('Promo code, case-insensitive'),
    name: z.string().trim().min(1, 'Form.error.required').max(200).describe('Full name of the buyer'),
    email: z.string().trim().max(254).pipe(z.email('Auth.form.error.email.format')),
    ...contactInput.pick(fieldMask(BUYER_CONTACT_FIELDS)).shape,
    ...invoiceInput.shape,
    price: z
      .number()
      .int()
      .min(0)
      .nullish()
      .describe('The unit price without VAT the buyer saw (after the discount); refused when it differs from the server’s'),
    type: z
      .union([z.literal(1), z.literal(2)])
      .nullish()
      .describe('The tier the buyer saw: 1 standard, 2 group'),
    locale: localeSchema.describe('Language of the confirmation e-mail and the invoice'),
    offer: z
      .string()
      .trim()
      .max(OFFER_CODE_MAX_LENGTH, 'TicketOffer.invalid')
      .transform((v) => (v === '' ? null : v))
      .nullish()
      .describe('The secret of a waiting-list offer link: orders its count beyond the quota while it is valid (decision 082)'),
  })
  .strict();
export type OrderInput = z.infer<typeof orderInput>;
