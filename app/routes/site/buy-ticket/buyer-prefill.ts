import type { SessionUser } from '../../../../core/accounts/get-session-user';
import { INVOICE_FIELDS, type CONTACT_FIELDS } from './order-payload';

type Field = (typeof CONTACT_FIELDS)[number] | (typeof INVOICE_FIELDS)[number];

/** What the order form starts from for a signed-in buyer: their account's contact and invoice data. */
export type BuyerPrefill = Record<Field, string> & { companyInvoice: boolean };

type Buyer = Pick<SessionUser, 'email' | 'firstName' | 'lastName' | 'phone' | 'street' | 'city' | 'zip' | 'country'> &
  Pick<SessionUser, (typeof INVOICE_FIELDS)[number]>;

/**
 * The account's data under the order's field names: the full name from first and last name,
 * and the company invoice turned on when the account has a company to invoice.
 */
export function buyerPrefill(user: Buyer): BuyerPrefill {
  const text = (value: string | null) => value ?? '';
  return {
    name: [user.firstName, user.lastName]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' '),
    email: user.email,
    phone: text(user.phone),
    street: text(user.street),
    city: text(user.city),
    zip: text(user.zip),
    country: text(user.country),
    ...(Object.fromEntries(INVOICE_FIELDS.map((field) => [field, text(user[field])])) as Record<
      (typeof INVOICE_FIELDS)[number],
      string
    >),
    companyInvoice: Boolean(user.invoiceName?.trim() || user.invoiceRegnumber?.trim()),
  };
}
