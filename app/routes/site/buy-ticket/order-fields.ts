import { ADDRESS_INPUTS, INVOICE_INPUTS } from '../../../forms/buyer-inputs';
import type { MessageKey } from '../../../i18n/messages/cs';
import type { InvoiceField } from '../../../../core/accounts/buyer-fields';
import type { CONTACT_FIELDS } from './order-payload';

export type OrderField = {
  name: (typeof CONTACT_FIELDS)[number] | InvoiceField;
  label: MessageKey;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

/** The buyer's contact fields (public-site.md 5: full name, phone and e-mail required). */
export const CONTACT: OrderField[] = [
  { name: 'name', label: 'ticket.name', required: true, autoComplete: 'name', wide: true },
  { name: 'email', label: 'ticket.email', type: 'email', required: true, autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'ticket.phone', type: 'tel', required: true, autoComplete: 'tel', inputMode: 'tel' },
  ...ADDRESS_INPUTS,
];

/** The company invoice: every field optional, shown once the buyer asks for one. */
export const INVOICE: OrderField[] = INVOICE_INPUTS.map((input) => {
  // An order's invoice is a company's ('Company legal name'); the order form is not on useForm yet, so the input's type checks the e-mail.
  if (input.name === 'invoiceName') return { ...input, label: 'ticket.invoiceName' };
  if (input.name === 'billingEmail') return { ...input, type: 'email' };
  return input;
});
