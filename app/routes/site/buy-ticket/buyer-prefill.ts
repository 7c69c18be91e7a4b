import type { SessionUser } from '../../../../core/accounts/get-session-user';
import { BUYER_CONTACT_FIELDS, INVOICE_FIELDS, type InvoiceField } from '../../../../core/accounts/buyer-fields';
import type { CONTACT_FIELDS } from './order-payload';

type Field = (typeof CONTACT_FIELDS)[number] | InvoiceField;

/** What the order form starts from for a signed-in buyer: their account's contact and invoice data. */
export type BuyerPrefill = Record<Field, string> & { companyInvoice: boolean };

type Buyer = Pick<SessionUser, 'email' | 'firstName' | 'lastName' | (typeof BUYER_CONTACT_FIELDS)[number] | InvoiceField>;

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
    ...(Object.fromEntries([...BUYER_CONTACT_FIELDS, ...INVOICE_FIELDS].map((field) => [field, text(user[field])])) as Record<
      Exclude<Field, 'name' | 'email'>,
      string
    >),
    companyInvoice: Boolean(user.invoiceName?.trim() || user.invoiceRegnumber?.trim()),
  };
}
