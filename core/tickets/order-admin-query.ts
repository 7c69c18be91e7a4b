import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATES, ticketOrders } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { findOrderDocuments, orderDocumentSchema, type OrderDocument } from './order-documents';
import type { CollectionQuery } from '../query/collection';
import { instantSchema, iso, timestampsSchema } from '../serialize/instant';
import { orderPaymentState } from './payment-state';

/** What the admin list of ticket orders may be filtered and sorted on; newest first unless told. */
export const ticketOrderQuery: CollectionQuery = {
  name: 'ticket-orders',
  table: ticketOrders,
  id: ticketOrders.id,
  fields: {
    id: { type: 'id', column: ticketOrders.id },
    number: { type: 'text', column: ticketOrders.number },
    variableSymbol: { type: 'text', column: ticketOrders.variableSymbol },
    status: { type: 'text', column: ticketOrders.status, description: 'awaiting, paid or cancelled' },
    paymentState: {
      type: 'text',
      column: ticketOrders.paymentState,
      description: 'awaiting, partlyPaid, paid, overpaid or cancelled (decision 075)',
    },
    paidMinor: { type: 'int', column: ticketOrders.paidMinor },
    name: { type: 'text', column: ticketOrders.name },
    email: { type: 'text', column: ticketOrders.email },
    invoiceName: { type: 'text', column: ticketOrders.invoiceName },
    amount: { type: 'int', column: ticketOrders.amount },
    totalWithVat: { type: 'int', column: ticketOrders.totalWithVat },
    promoCode: { type: 'text', column: ticketOrders.promoCode },
    issuedOn: { type: 'date', column: ticketOrders.issuedOn },
    paidAt: { type: 'date', column: ticketOrders.paidAt },
    cancelledAt: { type: 'date', column: ticketOrders.cancelledAt },
    created_at: { type: 'date', column: ticketOrders.created_at },
    updated_at: { type: 'date', column: ticketOrders.updated_at },
  },
  relations: {},
  defaultSort: [{ field: 'created_at', direction: 'desc' }],
};

/** An order as the admin area sees it: the invoice's figures, the buyer, the invoice data and the payment's course. */
export const adminTicketOrderSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  number: z.string().describe('Order number, also the payment request’s: 2021-0001'),
  variableSymbol: z.string(),
  status: z.enum(ORDER_STATUSES),
  userId: z.number().int().nullable().describe('The buyer’s account, null for a guest'),
  type: z.number().int(),
  amount: z.number().int(),
  currency: z.string(),
  listUnitPrice: z.number().int(),
  discount: z.number().int(),
  promoCode: z.string().nullable(),
  unitPrice: z.number().int(),
  totalWithoutVat: z.number().int(),
  vatRate: z.number().int(),
  vat: z.number().int(),
  totalWithVat: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  invoiceName: z.string().nullable(),
  invoiceStreet: z.string().nullable(),
  invoiceCity: z.string().nullable(),
  invoiceZip: z.string().nullable(),
  invoiceCountry: z.string().nullable(),
  invoiceRegnumber: z.string().nullable(),
  invoiceVAT: z.string().nullable(),
  billingEmail: z.string().nullable(),
  locale: z.string(),
  issuedOn: z.iso.date(),
  dueDate: z.iso.date(),
  paidAt: instantSchema.nullable().describe('When the payment that reached the total was booked'),
  paymentState: z.enum(PAYMENT_STATES).describe('From the sum of the payment ledger (decision 075)'),
  paidMinor: z.number().int().describe('The sum of the payment ledger, haléře'),
  missingMinor: z.number().int().describe('Still to pay, haléře; 0 once paid or cancelled'),
  surplusMinor: z.number().int().describe('Paid above the total, haléře'),
  cancelledAt: instantSchema.nullable(),
  invoiceNumber: z
    .string()
    .nullable()
    .describe('The order’s newest tax document (decision 078): F2021-0001; null before payment'),
  creditNoteNumber: z
    .string()
    .nullable()
    .describe('The newest credit note: D2021-0001, of a cancelled order or a payment taken back'),
  creditNoteIssuedOn: z.iso.date().nullable(),
  documents: z
    .array(orderDocumentSchema)
    .describe('Every document of the order: the payment request, tax documents and credit notes'),
  ...timestampsSchema,
});
export type AdminTicketOrder = z.infer<typeof adminTicketOrderSchema>;

type OrderRow = typeof ticketOrders.$inferSelect;

/** Orders as the admin area sees them, each with its documents (one query for all). */
export async function presentAdminOrders(db: Db | Tx, rows: OrderRow[]): Promise<AdminTicketOrder[]> {
  const documents = await findOrderDocuments(db, rows);
  return rows.map((row) => serializeAdminOrder(row, documents.get(row.id) ?? []));
}

/** One order as the admin area sees it, with its documents. */
export const presentAdminOrder = async (db: Db | Tx, row: OrderRow) => (await presentAdminOrders(db, [row]))[0]!;

function serializeAdminOrder(row: OrderRow, documents: OrderDocument[]): AdminTicketOrder {
  const newest = (kind: OrderDocument['kind']) => documents.filter((d) => d.kind === kind).at(-1) ?? null;
  const invoice = newest('invoice');
  const creditNote = newest('creditNote');
  const payment = orderPaymentState(row, row.paidMinor);
  return {
    id: row.id,
    publicId: row.publicId,
    number: row.number,
    variableSymbol: row.variableSymbol,
    status: row.status,
    userId: row.userId,
    type: row.type,
    amount: row.amount,
    currency: row.currency,
    listUnitPrice: row.listUnitPrice,
    discount: row.discount,
    promoCode: row.promoCode,
    unitPrice: row.unitPrice,
    totalWithoutVat: row.totalWithoutVat,
    vatRate: row.vatRate,
    vat: row.vat,
    totalWithVat: row.totalWithVat,
    name: row.name,
    email: row.email,
    phone: row.phone,
    street: row.street,
    city: row.city,
    zip: row.zip,
    country: row.country,
    invoiceName: row.invoiceName,
    invoiceStreet: row.invoiceStreet,
    invoiceCity: row.invoiceCity,
    invoiceZip: row.invoiceZip,
    invoiceCountry: row.invoiceCountry,
    invoiceRegnumber: row.invoiceRegnumber,
    invoiceVAT: row.invoiceVAT,
    billingEmail: row.billingEmail,
    locale: row.locale,
    issuedOn: row.issuedOn,
    dueDate: row.dueDate,
    paidAt: iso(row.paidAt),
    paymentState: payment.state,
    paidMinor: row.paidMinor,
    missingMinor: payment.missingMinor,
    surplusMinor: payment.surplusMinor,
    cancelledAt: iso(row.cancelledAt),
    invoiceNumber: invoice?.number ?? null,
    creditNoteNumber: creditNote?.number ?? null,
    creditNoteIssuedOn: creditNote?.issuedOn ?? null,
    documents,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Per status: how many orders and their sum with VAT in whole CZK. */
export const orderTotalsSchema = z.object(
  Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, z.object({ count: z.number().int(), totalWithVat: z.number().int() })]),
  ) as Record<(typeof ORDER_STATUSES)[number], z.ZodObject<{ count: z.ZodNumber; totalWithVat: z.ZodNumber }>>,
);
export type OrderTotals = z.infer<typeof orderTotalsSchema>;
