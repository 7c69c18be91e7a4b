import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { findOrderDocuments, orderDocumentFile, type OrderDocument } from './order-documents';
import { isOrderPageToken } from './order-page-path';
import { awaitsPayment, buyerPayment, type BuyerPayment } from './payment-state';
import { orderPaymentSpd, paymentQrDataUrl, supplierIban } from './payment-qr';
import { formatIban } from './spd';
import { ticketQrDataUrl } from './ticket-qr';
import { signTicketCode } from './ticket-signature';

type OrderRow = typeof ticketOrders.$inferSelect;

/** How to pay what is missing: the supplier's account as it was when the order was made. */
export type OrderPayment = {
  amount: number;
  bankAccount: string;
  /** Grouped by four (`CZ65 0800 …`); '' when the account makes no IBAN. */
  iban: string;
  variableSymbol: string;
  dueDate: string;
  /** The QR Platba image as a data address, drawn on the server; null without an IBAN. */
  qr: string | null;
};

/** What the buyer's order page shows (decision 080), to whoever holds its secret link. */
export type OrderPage = {
  publicId: string;
  number: string;
  /** The order's language: its mails and documents are in it. */
  locale: 'cs' | 'en';
  issuedOn: string;
  count: number;
  unitPrice: number;
  discount: number;
  promoCode: string | null;
  totalWithoutVat: number;
  vatRate: number;
  vat: number;
  totalWithVat: number;
  currency: string;
  payment: BuyerPayment;
  /** Set while something is to pay. */
  pay: OrderPayment | null;
  documents: (OrderDocument & { file: string })[];
  /**
   * The valid ticket codes of a paid order, whether each was claimed, and each one's signed QR
   * code as an image (decision 115); no holder's name (the link may be forwarded).
   */
  tickets: { code: string; claimed: boolean; qr: string }[];
  /** Where the confirmation goes, half hidden: `ja***@example.com`. */
  emailHint: string;
  /** The confirmation can be sent again (not for a cancelled order). */
  resendable: boolean;
};

/** The order whose page token this is; an unknown or malformed token is 404, telling nothing of other orders. */
export async function findOrderByPageToken(db: Db, token: string): Promise<OrderRow> {
  if (!isOrderPageToken(token)) throw notFound('Order');
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.pageToken, token));
  if (!order) throw notFound('Order');
  return order;
}

/** The buyer's order page for its secret token: the order, its payment state, how to pay with the QR, its documents and, once paid, its ticket codes. */
export async function getOrderPage(db: Db, opts: { token: string; secret: string }): Promise<OrderPage> {
  const order = await findOrderByPageToken(db, opts.token);
  const payment = buyerPayment(order);
  const codes =
    payment.kind === 'cancelled'
      ? []
      : await db
          .select({ code: tickets.code, claimedAt: tickets.claimedAt })
          .from(tickets)
          .where(and(eq(tickets.orderId, order.id), isNull(tickets.voidedAt)))
          .orderBy(asc(tickets.id));
  return {
    publicId: order.publicId,
    number: order.number,
    locale: order.locale === 'en' ? 'en' : 'cs',
    issuedOn: order.issuedOn,
    count: order.amount,
    unitPrice: order.unitPrice,
    discount: order.discount,
    promoCode: order.promoCode,
    totalWithoutVat: order.totalWithoutVat,
    vatRate: order.vatRate,
    vat: order.vat,
    totalWithVat: order.totalWithVat,
    currency: order.currency,
    payment,
    pay: awaitsPayment(payment) ? await orderPayment(order, payment.missing) : null,
    documents: ((await findOrderDocuments(db, [order])).get(order.id) ?? []).map((d) => ({ ...d, file: orderDocumentFile(d) })),
    tickets: await Promise.all(
      codes.map(async (t) => ({
        code: t.code,
        claimed: t.claimedAt !== null,
        qr: await ticketQrDataUrl(signTicketCode(t.code, opts.secret)),
      })),
    ),
    emailHint: maskEmail(order.email),
    resendable: payment.kind !== 'cancelled',
  };
}

/** How to pay `missing` on the order, with its QR Platba image. */
export async function orderPayment(order: OrderRow, missing: number): Promise<OrderPayment> {
  const iban = supplierIban(order);
  const spd = orderPaymentSpd(order, missing);
  return {
    amount: missing,
    bankAccount: order.supplier.bankAccount,
    iban: iban ? formatIban(iban) : '',
    variableSymbol: order.variableSymbol,
    dueDate: order.dueDate,
    qr: spd ? await paymentQrDataUrl(spd) : null,
  };
}

/** `jana.novakova@example.com` as `ja***@example.com`: the buyer recognises it, a forwarded link does not spell it out. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}
