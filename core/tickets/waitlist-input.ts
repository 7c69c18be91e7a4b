import { z } from 'zod';
import { localeSchema } from '../accounts/schemas';
import { MAX_TICKETS, MIN_TICKETS } from './pricing';

/** The sold-out BuyTicket page's waiting-list form: who, how many, and the consent to be mailed. */
export const waitlistInput = z.object({
  email: z.string().trim().max(254).pipe(z.email('Auth.form.error.email.format')),
  amount: z.coerce
    .number({ error: 'Form.error.required' })
    .int('Ticket.amount.range')
    .min(MIN_TICKETS, 'Ticket.amount.range')
    .max(MAX_TICKETS, 'Ticket.amount.range'),
  locale: localeSchema,
  // A ticked checkbox posts 'on'; the API's JSON may say true.
  consent: z.preprocess((v) => v === true || v === 'on', z.literal(true, { error: 'TicketWaitlist.consent' })),
});
export type WaitlistInput = z.infer<typeof waitlistInput>;
