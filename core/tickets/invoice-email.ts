/**
 * The e-mail printed on an order's invoice: the billing e-mail when the buyer gave one (a
 * company's accounts inbox), else the buyer's own.
 */
export function invoiceEmail(order: { email: string; billingEmail?: string | null | undefined }): string {
  return order.billingEmail || order.email;
}

/**
 * Where an order's mails go (decision 068): the confirmation with the invoice always to the
 * buyer's own e-mail, and the invoice also to the billing e-mail when the buyer gave another
 * one (`invoiceCopy`, null otherwise), as pretix mails the buyer and the invoice address. The
 * thank-you box names the same addresses.
 */
export function orderMailRecipients(order: { email: string; billingEmail?: string | null | undefined }): {
  buyer: string;
  invoiceCopy: string | null;
} {
  const billing = order.billingEmail?.trim();
  const copy = billing && billing.toLowerCase() !== order.email.trim().toLowerCase() ? billing : null;
  return { buyer: order.email, invoiceCopy: copy };
}
