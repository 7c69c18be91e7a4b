/**
 * The buyer's fields an account and a ticket order share, by the same names: the one list the
 * order form, its payload, the prefill from the account, the save back to the account and the
 * Me page read. Plain names, no zod: the order form's first scripts carry them (decision 044);
 * `invoiceInput` in `schemas.ts` is checked against INVOICE_FIELDS by the type checker.
 */

/** Contact fields of the account an order also takes (the order adds its own name and e-mail). */
export const BUYER_CONTACT_FIELDS = ['phone', 'street', 'city', 'zip', 'country'] as const;
export type BuyerContactField = (typeof BUYER_CONTACT_FIELDS)[number];

/** The company invoice, on the account and on an order. */
export const INVOICE_FIELDS = [
  'invoiceName',
  'invoiceStreet',
  'invoiceCity',
  'invoiceZip',
  'invoiceCountry',
  'invoiceRegnumber',
  'invoiceVAT',
  'billingEmail',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

/** `{ name: true }` for each name: a zod `pick` mask. */
export function fieldMask<K extends string>(names: readonly K[]): { [P in K]: true } {
  return Object.fromEntries(names.map((name) => [name, true])) as { [P in K]: true };
}

/** The named fields of a row, typed. */
export function pickFields<T extends object, K extends keyof T>(row: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
}
