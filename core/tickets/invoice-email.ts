/**
 * Where an order's invoice goes, with the confirmation that carries it: the billing e-mail
 * when the buyer gave one (a company's accounts inbox), else the buyer's own. The thank-you
 * box names the same address.
 */
export function invoiceEmail(order: { email: string; billingEmail?: string | null | undefined }): string {
  return order.billingEmail || order.email;
}
