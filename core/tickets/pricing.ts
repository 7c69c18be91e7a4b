/**
 * The conference ticket price list and the one way an order's amounts are computed. The
 * server prices every order with these functions; the BuyTicket page shows the same figures
 * live. Money is whole CZK (integers): the price list has no haléře and Czech invoices may
 * round to whole crowns.
 */

export const TICKET_TYPE = { none: 0, standard: 1, group: 2 } as const;
export type TicketType = 1 | 2;

/** List prices without VAT, per ticket. */
export const TICKET_PRICE: Record<TicketType, number> = { 1: 10_900, 2: 9_900 };
export const GROUP_THRESHOLD = 3;
export const MIN_TICKETS = 1;
export const MAX_TICKETS = 50;
export const PROMO_CODE_MAX_LENGTH = 63;
export const DEFAULT_VAT_RATE = 21;
export const CURRENCY = 'CZK';

/** The spec's rule: fewer than 3 tickets are standard, 3 and more the group tier. */
export const ticketTypeFor = (count: number): TicketType => (count < GROUP_THRESHOLD ? 1 : 2);

/** Choosing a tier sets the count: standard 1, group 3. */
export const countForType = (type: TicketType): number => (type === 1 ? 1 : GROUP_THRESHOLD);

/** Half up to whole crowns, exact for the integers involved (no binary-fraction drift). */
const roundCrowns = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

export type OrderPrice = {
  type: TicketType;
  count: number;
  /** List price per ticket without VAT. */
  listUnitPrice: number;
  /** Percentage 0-100. */
  discount: number;
  /** Price per ticket after the discount, without VAT. */
  unitPrice: number;
  /** unitPrice × count: the tax base. */
  totalWithoutVat: number;
  vatRate: number;
  /** VAT on the tax base, rounded half up to whole crowns once for the order (one line per invoice). */
  vat: number;
  totalWithVat: number;
  currency: typeof CURRENCY;
};

/**
 * Prices an order of `count` tickets with a `discount` percentage. The discounted unit price
 * is rounded to whole crowns first (10 900 at 50 % is 5 450, at 33 % 7 303), so the invoice
 * line reads unit × count exactly; VAT is computed on the line total and rounded once.
 */
export function priceOrder({
  count,
  discount = 0,
  vatRate = DEFAULT_VAT_RATE,
}: {
  count: number;
  discount?: number;
  vatRate?: number;
}): OrderPrice {
  if (!Number.isInteger(count) || count < MIN_TICKETS || count > MAX_TICKETS) throw new RangeError(`count ${count} is not 1-50`);
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) throw new RangeError(`discount ${discount} is not 0-100`);
  if (!Number.isInteger(vatRate) || vatRate < 0 || vatRate > 100) throw new RangeError(`VAT rate ${vatRate} is not 0-100`);
  const type = ticketTypeFor(count);
  const listUnitPrice = TICKET_PRICE[type];
  const unitPrice = roundCrowns(listUnitPrice * (100 - discount), 100);
  const totalWithoutVat = unitPrice * count;
  const vat = roundCrowns(totalWithoutVat * vatRate, 100);
  return {
    type,
    count,
    listUnitPrice,
    discount,
    unitPrice,
    totalWithoutVat,
    vatRate,
    vat,
    totalWithVat: totalWithoutVat + vat,
    currency: CURRENCY,
  };
}

/** An order row's price columns, as `priceOrder` figured them. */
export function orderFigures(price: OrderPrice) {
  return {
    type: price.type,
    amount: price.count,
    currency: price.currency,
    listUnitPrice: price.listUnitPrice,
    discount: price.discount,
    unitPrice: price.unitPrice,
    totalWithoutVat: price.totalWithoutVat,
    vatRate: price.vatRate,
    vat: price.vat,
    totalWithVat: price.totalWithVat,
  };
}
