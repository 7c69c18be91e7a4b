/**
 * A supplier and orders for invoice tests: the figures come from `priceOrder`, the account is
 * the Czech National Bank's published example (19-2000145399/0800 = CZ65 0800 0000 1920 0014 5399).
 */
import type { Locale } from '../core/mailer/templates';
import { buildTicketInvoice, type TicketInvoiceOrder, type TicketInvoiceSettings } from '../core/tickets/invoice-document';
import { priceOrder } from '../core/tickets/pricing';

export const invoiceSettings: TicketInvoiceSettings = {
  supplier: {
    name: 'Týden inovací ČR, z. s.',
    street: 'Řehořova 908/4',
    city: 'Praha 3 – Žižkov',
    zip: '130 00',
    country: 'Česká republika',
    regNumber: '12345678',
    vatNumber: 'CZ12345678',
    bankAccount: '19-2000145399/0800',
    registration: 'Spolek zapsaný ve spolkovém rejstříku vedeném Městským soudem v Praze, oddíl L, vložka 12345',
    email: 'faktury@inovace.example',
  },
  dueDays: 14,
  eventName: { cs: 'Týden inovací ČR 2021', en: 'Czech Innovation Week 2021' },
};

export const companyBuyer = {
  name: 'Účetní kancelář Šťastný & Dvořák s.r.o.',
  street: 'Údolní 567/33',
  city: 'Brno',
  zip: '602 00',
  country: 'Česká republika',
  regNumber: '87654321',
  vatNumber: 'CZ87654321',
  email: 'jiri.stastny@example.test',
};

export function ticketOrder(overrides: Partial<TicketInvoiceOrder> & { count?: number; discount?: number } = {}) {
  const { count = 1, discount = 0, ...rest } = overrides;
  return {
    number: '2021-0001',
    variableSymbol: '20210001',
    issueDate: '2021-03-01',
    locale: 'cs' as Locale,
    buyer: companyBuyer,
    price: priceOrder({ count, discount }),
    ...rest,
  } satisfies TicketInvoiceOrder;
}

export const ticketInvoice = (overrides: Parameters<typeof ticketOrder>[0] = {}) =>
  buildTicketInvoice(ticketOrder(overrides), invoiceSettings);
