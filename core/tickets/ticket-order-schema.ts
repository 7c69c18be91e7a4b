import { z } from 'zod';
import { ORDER_STATUSES, type ticketOrders } from '../../db/schema';

/** What `POST /api/buy-ticket` answers about the order: its invoice's figures and how to pay. */
export const ticketOrderSchema = z.object({
  id: z.string().describe('The public order id (random, not a serial number)'),
  number: z.string().describe('Invoice number, gapless per year: 2021-0001'),
  variableSymbol: z.string().describe('Variable symbol for the bank transfer: 20210001'),
  status: z.enum(ORDER_STATUSES).describe('awaiting (payment), paid (a 100 % discount is paid at once), cancelled'),
  amount: z.number().int().describe('Number of tickets'),
  type: z.union([z.literal(1), z.literal(2)]).describe('1 standard, 2 group (3 tickets and more)'),
  listUnitPrice: z.number().int().describe('Price list price per ticket without VAT'),
  discount: z.number().int().describe('Discount percentage of the promo code, 0 without one'),
  promoCode: z.string().nullable(),
  unitPrice: z.number().int().describe('Price per ticket without VAT after the discount'),
  totalWithoutVat: z.number().int(),
  vatRate: z.number().int().describe('VAT percentage'),
  vat: z.number().int(),
  totalWithVat: z.number().int().describe('What to pay'),
  currency: z.string().describe('CZK; amounts are whole crowns'),
  issuedOn: z.iso.date().describe('Date of issue and of the taxable supply (Prague)'),
  dueDate: z.iso.date(),
  pageToken: z
    .string()
    .describe(
      "The secret of the buyer's order page (`/objednavka/{pageToken}`, `/en/order/{pageToken}`): whoever holds it sees the order, so keep it like a password (decision 080)",
    ),
  profileUpdated: z
    .boolean()
    .describe("The signed-in buyer's contact and invoice data were saved to their account from this order"),
});
export type ApiTicketOrder = z.infer<typeof ticketOrderSchema>;

export const ticketOrderAnswerSchema = z.object({ data: ticketOrderSchema });

/** The columns an order's answer shows. */
export type PresentedOrderRow = Pick<
  typeof ticketOrders.$inferSelect,
  | 'publicId'
  | 'number'
  | 'variableSymbol'
  | 'status'
  | 'amount'
  | 'type'
  | 'listUnitPrice'
  | 'discount'
  | 'promoCode'
  | 'unitPrice'
  | 'totalWithoutVat'
  | 'vatRate'
  | 'vat'
  | 'totalWithVat'
  | 'currency'
  | 'issuedOn'
  | 'dueDate'
  | 'pageToken'
  | 'userId'
>;

export function presentTicketOrder(row: PresentedOrderRow): ApiTicketOrder {
  return {
    id: row.publicId,
    number: row.number,
    variableSymbol: row.variableSymbol,
    status: row.status,
    amount: row.amount,
    type: row.type === 2 ? 2 : 1,
    listUnitPrice: row.listUnitPrice,
    discount: row.discount,
    promoCode: row.promoCode,
    unitPrice: row.unitPrice,
    totalWithoutVat: row.totalWithoutVat,
    vatRate: row.vatRate,
    vat: row.vat,
    totalWithVat: row.totalWithVat,
    currency: row.currency,
    issuedOn: row.issuedOn,
    dueDate: row.dueDate,
    pageToken: row.pageToken,
    profileUpdated: row.userId !== null,
  };
}
