/**
 * How the buyer's address and company invoice inputs look wherever they are typed, the Me page
 * and the ticket order: label, autofill token, keyboard and width. Their names are core's
 * (core/accounts/buyer-fields.ts); their limits come from the schema (useForm).
 */
import type { BuyerContactField, InvoiceField } from '../../core/accounts/buyer-fields';
import type { MessageKey } from '../i18n/messages/cs';

export type BuyerInput<N extends string> = {
  name: N;
  label: MessageKey;
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

/** The postal address of the account and of the order's buyer. */
export const ADDRESS_INPUTS: readonly BuyerInput<Exclude<BuyerContactField, 'phone'>>[] = [
  { name: 'street', label: 'me.street', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'me.city', autoComplete: 'address-level2' },
  { name: 'zip', label: 'me.zip', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', label: 'me.country', autoComplete: 'country-name' },
];

/** The company invoice of the account and of an order. */
export const INVOICE_INPUTS: readonly BuyerInput<InvoiceField>[] = [
  { name: 'invoiceName', label: 'me.invoiceName', autoComplete: 'billing organization', wide: true },
  { name: 'invoiceStreet', label: 'me.invoiceStreet', autoComplete: 'billing street-address', wide: true },
  { name: 'invoiceCity', label: 'me.invoiceCity', autoComplete: 'billing address-level2' },
  { name: 'invoiceZip', label: 'me.invoiceZip', autoComplete: 'billing postal-code', inputMode: 'numeric' },
  { name: 'invoiceCountry', label: 'me.invoiceCountry', autoComplete: 'billing country-name' },
  { name: 'invoiceRegnumber', label: 'me.invoiceRegnumber', autoComplete: 'off' },
  { name: 'invoiceVAT', label: 'me.invoiceVAT', autoComplete: 'off' },
  { name: 'billingEmail', label: 'me.billingEmail', autoComplete: 'billing email', inputMode: 'email' },
];
