import { describe, expect, it } from 'vitest';
import { invoiceSettings, ticketInvoice, ticketOrder } from '../../tests/invoice-fixtures';
import { asksForPayment, buildCreditNote, buildTicketInvoice, vatSummary } from './invoice-document';
import { priceOrder } from './pricing';

const NBSP = '\u00a0';

describe('buildTicketInvoice', () => {
  it('fills one line and the totals from the priced order', () => {
    const doc = ticketInvoice({ count: 12, discount: 50, promoCode: 'FIRMA50' });
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: '2021-0001',
      variableSymbol: '20210001',
      issueDate: '2021-03-01',
      taxableDate: '2021-03-01',
      dueDate: '2021-03-15',
      currency: 'CZK',
      paid: false,
      totals: { base: 59_400, vat: 12_474, total: 71_874 },
    });
    expect(doc.lines).toEqual([
      {
        description: `Vstupenka na konferenci Týden inovací ČR 2021 – skupinové vstupné (od 3 vstupenek), sleva 50 % z ceníkové ceny 9${NBSP}900,00${NBSP}Kč (slevový kód FIRMA50)`,
        quantity: 12,
        unitPrice: 4_950,
        vatRate: 21,
        base: 59_400,
        vat: 12_474,
        total: 71_874,
      },
    ]);
    expect(asksForPayment(doc)).toBe(true);
  });

  it('derives the supplier IBAN from the Czech account unless one is configured', () => {
    expect(ticketInvoice().supplier.iban).toBe('CZ6508000000192000145399');
    const given = buildTicketInvoice(ticketOrder(), {
      ...invoiceSettings,
      supplier: { ...invoiceSettings.supplier, iban: 'CZ5855000000001265098001' },
    });
    expect(given.supplier.iban).toBe('CZ5855000000001265098001');
  });

  it('describes the line in English for an English buyer, without a discount when there is none', () => {
    const doc = ticketInvoice({ locale: 'en', count: 1 });
    expect(doc.lines[0]!.description).toBe('Conference ticket, Czech Innovation Week 2021 – standard rate');
    expect(doc.totals).toEqual({ base: 10_900, vat: 2_289, total: 13_189 });
  });

  it('marks an order with nothing to pay as paid, and keeps a given taxable date', () => {
    const free = ticketInvoice({ count: 12, discount: 100, promoCode: 'VIP' });
    expect(free.paid).toBe(true);
    expect(free.totals).toEqual({ base: 0, vat: 0, total: 0 });
    expect(asksForPayment(free)).toBe(false);
    expect(asksForPayment(ticketInvoice({ paid: true }))).toBe(false);
    expect(ticketInvoice({ taxableDate: '2021-02-26' }).taxableDate).toBe('2021-02-26');
  });

  it('counts the due date across months and years', () => {
    expect(ticketInvoice({ issueDate: '2021-12-25' }).dueDate).toBe('2022-01-08');
    expect(ticketInvoice({ issueDate: '2024-02-20' }).dueDate).toBe('2024-03-05');
  });

  it('refuses figures that do not add up, a bad symbol or day, and an invalid account', () => {
    const wrong = { ...priceOrder({ count: 3 }), vat: 1 };
    expect(() => buildTicketInvoice(ticketOrder({ price: wrong }), invoiceSettings)).toThrow(RangeError);
    const unit = { ...priceOrder({ count: 3 }), unitPrice: 9_000 };
    expect(() => buildTicketInvoice(ticketOrder({ price: unit }), invoiceSettings)).toThrow(RangeError);
    expect(() => ticketInvoice({ variableSymbol: '2021-0001' })).toThrow(RangeError);
    expect(() => ticketInvoice({ issueDate: '2021-02-30' })).toThrow(RangeError);
    const badAccount = { ...invoiceSettings, supplier: { ...invoiceSettings.supplier, bankAccount: '19-2000145398/0800' } };
    expect(() => buildTicketInvoice(ticketOrder(), badAccount)).toThrow(RangeError);
  });
});

describe('buildCreditNote', () => {
  it('negates every amount and refers to the credited invoice', () => {
    const invoice = ticketInvoice({ count: 5, discount: 50, paid: true });
    const note = buildCreditNote(invoice, 'D2021-0001', '2021-04-02');
    expect(note).toMatchObject({
      kind: 'creditNote',
      number: 'D2021-0001',
      creditedInvoiceNumber: '2021-0001',
      variableSymbol: invoice.variableSymbol,
      issueDate: '2021-04-02',
      taxableDate: '2021-04-02',
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      paid: false,
      totals: { base: -24_750, vat: -5_198, total: -29_948 },
      note: 'Opravný daňový doklad k faktuře 2021-0001. Důvod opravy: zrušení objednávky.',
    });
    expect(note.lines[0]).toMatchObject({ quantity: -5, unitPrice: 4_950, base: -24_750, vat: -5_198, total: -29_948 });
    expect(asksForPayment(note)).toBe(false);
    expect(invoice.totals.total).toBe(29_948); // the invoice itself is left as it was
  });

  it('credits a zero invoice with zeros, not negative zeros, and states a given reason', () => {
    const note = buildCreditNote(ticketInvoice({ discount: 100, locale: 'en' }), 'D2021-0002', '2021-04-02', 'paymentTakenBack');
    expect(Object.is(note.totals.total, 0)).toBe(true);
    expect(Object.is(note.lines[0]!.base, 0)).toBe(true);
    expect(note.note).toBe('Credit note to invoice 2021-0001. Reason: payment recorded in error, the order is not paid yet.');
  });

  it('refuses to credit a credit note', () => {
    const note = buildCreditNote(ticketInvoice(), 'D2021-0001', '2021-04-02');
    expect(() => buildCreditNote(note, 'D2021-0002', '2021-04-03')).toThrow(RangeError);
  });
});

describe('vatSummary', () => {
  it('adds up lines per rate, highest rate first', () => {
    const line = (vatRate: number, base: number, vat: number) => ({
      description: '',
      quantity: 1,
      unitPrice: base,
      vatRate,
      base,
      vat,
      total: base + vat,
    });
    expect(vatSummary({ lines: [line(12, 100, 12), line(21, 1_000, 210), line(21, 500, 105)] })).toEqual([
      { rate: 21, base: 1_500, vat: 315, total: 1_815 },
      { rate: 12, base: 100, vat: 12, total: 112 },
    ]);
  });
});
