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
  { name: 'street', label: 'me.street', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'me.city', autoComplete: 'address-level2' },
  { name: 'zip', label: 'me.zip', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', label: 'me.country', autoComplete: 'country-name' },
];

/** The company invoice: every field optional, shown once the buyer asks for one. */
export const INVOICE: OrderField[] = [
  { name: 'invoiceName', label: 'ticket.invoiceName', autoComplete: 'billing organization', wide: true },
  { name: 'invoiceStreet', label: 'me.invoiceStreet', autoComplete: 'billing street-address', wide: true },
  { name: 'invoiceCity', label: 'me.invoiceCity', autoComplete: 'billing address-level2' },
  { name: 'invoiceZip', label: 'me.invoiceZip', autoComplete: 'billing postal-code', inputMode: 'numeric' },
  { name: 'invoiceCountry', label: 'me.invoiceCountry', autoComplete: 'billing country-name' },
  { name: 'invoiceRegnumber', label: 'me.invoiceRegnumber', autoComplete: 'off' },
  { name: 'invoiceVAT', label: 'me.invoiceVAT', autoComplete: 'off' },
  { name: 'billingEmail', label: 'me.billingEmail', type: 'email', autoComplete: 'billing email', inputMode: 'email' },
];
