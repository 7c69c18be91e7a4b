import type { ticketOrders } from '../../db/schema';
import { buildSpdPayment, czechAccountToIban } from './spd';

type OrderRow = typeof ticketOrders.$inferSelect;

/**
 * The QR Platba string of what is still to pay on an order: the supplier's IBAN as it was when
 * the order was made, the missing amount (the whole total until a ledger knows part payments),
 * the variable symbol and the due day. Null when the order's supplier has no IBAN, or nothing
 * is to pay.
 */
export function orderPaymentSpd(order: OrderRow, missing: number): string | null {
  const iban = supplierIban(order);
  if (!iban || missing <= 0) return null;
  return buildSpdPayment({
    iban,
    amount: missing,
    currency: order.currency,
    variableSymbol: order.variableSymbol,
    message: `${order.locale === 'en' ? 'Order' : 'Objednavka'} ${order.number}`,
    dueDate: order.dueDate,
    recipientName: order.supplier.name,
  });
}

/**
 * The QR code of an SPD string as a PNG image's data address, drawn on the server so no QR
 * library reaches the public pages' scripts. PNG rather than SVG: a buyer paying from the same
 * phone saves the image and opens it in the banking app, which reads pictures, not SVG.
 * qrcode loads on the first call (decision 050).
 */
export async function paymentQrDataUrl(spd: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  // Error correction M, as the QR Platba guidelines recommend; a quiet zone of 4 modules for phone cameras.
  return QRCode.toDataURL(spd, { errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}

/** The IBAN the order is paid to: the supplier's own, else made from its Czech account, as the invoice does; null if neither. */
export function supplierIban(order: OrderRow): string | null {
  if (order.supplier.iban) return order.supplier.iban;
  try {
    return czechAccountToIban(order.supplier.bankAccount);
  } catch (err) {
    if (err instanceof RangeError) return null;
    throw err;
  }
}
