import type { CreditReason } from '../../db/schema';
import type { Locale } from '../mailer/templates';
import { addDays, calendarDay, formatMoney } from './invoice-format';
import type { OrderPrice } from './pricing';
import { czechAccountToIban, isValidIban } from './spd';

/**
 * The content of a ticket order's document, whatever prints it (the PDF, the mail, the admin
 * screen): the payment request ("Zálohová faktura", not a tax document) issued with the order,
 * the "Faktura – daňový doklad" issued on payment, or its credit note ("opravný daňový doklad",
 * decision 078). Amounts are whole CZK like the order's (decision 026); credit notes carry them
 * negated. Calendar days are `YYYY-MM-DD` strings: a tax document has dates, not instants.
 */
export type InvoiceDocument = {
  kind: DocumentKind;
  /** The document's number in its own gapless series, e.g. 2021-0001. */
  number: string;
  /** For a credit note: the number of the invoice it corrects. */
  creditedInvoiceNumber?: string;
  /** Digits only, at most 10: what the buyer writes as the payment's variable symbol. */
  variableSymbol: string;
  issueDate: string;
  /** DUZP: the day of the taxable supply (not printed on a payment request). */
  taxableDate: string;
  dueDate: string;
  /** An invoice issued on payment: the day the payment arrived and the payment request it paid. */
  payment?: { paidOn: string; requestNumber: string };
  locale: Locale;
  supplier: InvoiceSupplier;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  totals: { base: number; vat: number; total: number };
  currency: 'CZK';
  /** Paid (or nothing to pay): the PDF says so and carries no payment QR code. */
  paid: boolean;
  note?: string;
};

export type InvoiceSupplier = {
  name: string;
  street: string;
  city: string;
  zip: string;
  country: string;
  /** IČO. */
  regNumber: string;
  /** DIČ, e.g. CZ12345678. */
  vatNumber: string;
  /** The account as Czech organisers write it: `19-2000145399/0800`. */
  bankAccount: string;
  iban: string;
  bic?: string;
  /** The court registration the law requires on business documents ("zapsaná v obchodním rejstříku…"). */
  registration: string;
  email?: string;
  web?: string;
};

export type InvoiceBuyer = {
  /** The company, or the person when they buy without a company invoice. */
  name: string;
  street?: string;
  city?: string;
  zip?: string;
  country?: string;
  regNumber?: string;
  vatNumber?: string;
  email: string;
};

export type InvoiceLine = {
  description: string;
  quantity: number;
  /** Price per unit without VAT, after any discount, whole CZK. */
  unitPrice: number;
  /** Percentage, e.g. 21. */
  vatRate: number;
  base: number;
  vat: number;
  total: number;
};

/** What a document is: `paymentRequest` asks for the money, `invoice` is the tax document, `creditNote` cancels one. */
export type DocumentKind = 'paymentRequest' | 'invoice' | 'creditNote';

/** The supplier as configured: the IBAN may be left out and is then derived from the Czech account. */
export type InvoiceSupplierSettings = Omit<InvoiceSupplier, 'iban'> & { iban?: string };

export type TicketInvoiceSettings = {
  supplier: InvoiceSupplierSettings;
  /** Days from issue to due date. */
  dueDays: number;
  /** The conference's name in each language, for the line description. */
  eventName: Record<Locale, string>;
};

/** What an invoice needs from an order: its number and symbol, the buyer and the price snapshot priced by `priceOrder`. */
export type TicketInvoiceOrder = {
  /** `invoice` unless told. */
  kind?: 'paymentRequest' | 'invoice';
  number: string;
  variableSymbol: string;
  issueDate: string;
  /** Defaults to the issue date. */
  taxableDate?: string;
  locale: Locale;
  buyer: InvoiceBuyer;
  price: Pick<
    OrderPrice,
    'type' | 'count' | 'listUnitPrice' | 'discount' | 'unitPrice' | 'totalWithoutVat' | 'vatRate' | 'vat' | 'totalWithVat'
  >;
  promoCode?: string | null;
  /** The order is paid; an order with nothing to pay is always marked paid. */
  paid?: boolean;
  /** An invoice issued on payment: the payment's day (its DUZP) and the payment request's number. */
  payment?: { paidOn: string; requestNumber: string };
  note?: string;
};

const tierText = {
  cs: { 1: 'standardní vstupné', 2: 'skupinové vstupné (od 3 vstupenek)' },
  en: { 1: 'standard rate', 2: 'group rate (3 tickets or more)' },
} as const;

function lineDescription(order: TicketInvoiceOrder, eventName: string) {
  const { price, locale } = order;
  const list = formatMoney(price.listUnitPrice, locale);
  if (locale === 'cs') {
    const via = order.promoCode ? ` (slevový kód ${order.promoCode})` : '';
    const discount = price.discount ? `, sleva ${price.discount} % z ceníkové ceny ${list}${via}` : '';
    return `Vstupenka na konferenci ${eventName} – ${tierText.cs[price.type]}${discount}`;
  }
  const via = order.promoCode ? ` (promo code ${order.promoCode})` : '';
  const discount = price.discount ? `, ${price.discount} % off the list price of ${list}${via}` : '';
  return `Conference ticket, ${eventName} – ${tierText.en[price.type]}${discount}`;
}

const VARIABLE_SYMBOL = /^\d{1,10}$/;

/**
 * The invoice of a ticket order, from the amounts the order was priced with. Refuses
 * (RangeError) figures that do not add up (unit × count, base + VAT), a variable symbol that is
 * not 1-10 digits, a bad day or an invalid supplier account: an invoice is never printed wrong.
 */
export function buildTicketInvoice(order: TicketInvoiceOrder, settings: TicketInvoiceSettings): InvoiceDocument {
  const { price } = order;
  if (price.unitPrice * price.count !== price.totalWithoutVat || price.totalWithoutVat + price.vat !== price.totalWithVat)
    throw new RangeError(`order ${order.number}: the price figures do not add up`);
  if (!VARIABLE_SYMBOL.test(order.variableSymbol))
    throw new RangeError(`variable symbol "${order.variableSymbol}" is not 1-10 digits`);
  if (!Number.isInteger(settings.dueDays) || settings.dueDays < 0) throw new RangeError(`due days ${settings.dueDays}`);
  const issueDate = calendarDay(order.issueDate);
  const supplier = { ...settings.supplier, iban: settings.supplier.iban ?? czechAccountToIban(settings.supplier.bankAccount) };
  if (!isValidIban(supplier.iban)) throw new RangeError(`supplier IBAN "${supplier.iban}" is not valid`);
  const payment = order.payment
    ? { paidOn: calendarDay(order.payment.paidOn), requestNumber: order.payment.requestNumber }
    : undefined;
  return {
    kind: order.kind ?? 'invoice',
    number: order.number,
    variableSymbol: order.variableSymbol,
    issueDate,
    taxableDate: calendarDay(payment?.paidOn ?? order.taxableDate ?? issueDate),
    dueDate: addDays(issueDate, settings.dueDays),
    locale: order.locale,
    supplier,
    buyer: order.buyer,
    lines: [
      {
        description: lineDescription(order, settings.eventName[order.locale]),
        quantity: price.count,
        unitPrice: price.unitPrice,
        vatRate: price.vatRate,
        base: price.totalWithoutVat,
        vat: price.vat,
        total: price.totalWithVat,
      },
    ],
    totals: { base: price.totalWithoutVat, vat: price.vat, total: price.totalWithVat },
    currency: 'CZK',
    paid: Boolean(order.paid) || Boolean(payment) || price.totalWithVat === 0,
    ...(payment ? { payment } : {}),
    ...(order.note ? { note: order.note } : {}),
  };
}

const negate = (n: number) => (n === 0 ? 0 : -n);

/** Why an invoice was credited, as the credit note prints it. */
export const creditReasonText: Record<Locale, Record<CreditReason, string>> = {
  cs: { cancelled: 'zrušení objednávky', paymentTakenBack: 'platba zaznamenaná omylem, objednávka zatím nezaplacena' },
  en: { cancelled: 'order cancelled', paymentTakenBack: 'payment recorded in error, the order is not paid yet' },
};

/**
 * The credit note (opravný daňový doklad) cancelling an invoice in full: same parties, lines
 * and VAT rates with negated quantities and amounts, dated `date`, numbered `number` in the
 * credit notes' own series. Refuses (RangeError) to credit anything but a tax document.
 */
export function buildCreditNote(
  invoice: InvoiceDocument,
  number: string,
  date: string,
  reason: CreditReason = 'cancelled',
): InvoiceDocument {
  if (invoice.kind !== 'invoice') throw new RangeError(`${invoice.number} is a ${invoice.kind}, not an invoice`);
  const { payment: _payment, ...credited } = invoice;
  const day = calendarDay(date);
  const why = creditReasonText[invoice.locale][reason];
  const note =
    invoice.locale === 'cs'
      ? `Opravný daňový doklad k faktuře ${invoice.number}. Důvod opravy: ${why}.`
      : `Credit note to invoice ${invoice.number}. Reason: ${why}.`;
  return {
    ...credited,
    kind: 'creditNote',
    number,
    creditedInvoiceNumber: invoice.number,
    issueDate: day,
    taxableDate: day,
    dueDate: day,
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: negate(line.quantity),
      base: negate(line.base),
      vat: negate(line.vat),
      total: negate(line.total),
    })),
    totals: { base: negate(invoice.totals.base), vat: negate(invoice.totals.vat), total: negate(invoice.totals.total) },
    paid: false,
    note,
  };
}

/** The VAT recapitulation a tax document must show: base, VAT and total per rate, highest rate first. */
export function vatSummary(doc: Pick<InvoiceDocument, 'lines'>) {
  const byRate = new Map<number, { rate: number; base: number; vat: number; total: number }>();
  for (const line of doc.lines) {
    const row = byRate.get(line.vatRate) ?? { rate: line.vatRate, base: 0, vat: 0, total: 0 };
    row.base += line.base;
    row.vat += line.vat;
    row.total += line.total;
    byRate.set(line.vatRate, row);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/** Whether the document asks for a payment: an unpaid payment request or invoice with something to pay (never a credit note). */
export const asksForPayment = (doc: Pick<InvoiceDocument, 'kind' | 'paid' | 'totals'>) =>
  doc.kind !== 'creditNote' && !doc.paid && doc.totals.total > 0;
