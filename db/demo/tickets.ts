import { eq } from 'drizzle-orm';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import { orderFigures, priceOrder } from '../../core/tickets/pricing';
import { supplierOf } from '../../core/tickets/ticket-settings';
import {
  accessCodes,
  bankPayments,
  documentCounters,
  editions,
  orderPayments,
  promoCodes,
  ticketOrderDocuments,
  ticketOrders,
  tickets,
  ticketSettings,
  users,
} from '../schema';
import { ACCESS_CODES, DEMO_SUPPLIER, DEMO_USERS, PROMO_CODES, TICKET_CODES, demoEmail } from './facts';
import type { SeedContext } from './seed-context';

/**
 * Ticketing: the organiser's invoice settings, promo codes (a used-up one among them), the
 * livestream passphrases, and two invoiced orders, 2021-0001 (the member's, paid) and
 * 2021-0002 (a company's group order with a code, awaiting payment) and 2021-0003 (the member's
 * three tickets for colleagues, paid), with the invoice counter where they left it, and the paid
 * orders' tickets: the member holds 2021-0001's, 2021-0003's wait for colleagues to claim them;
 * each paid order has its livestream access code.
 */
export async function seedTickets({ tx }: SeedContext): Promise<void> {
  const [settings] = await tx
    .insert(ticketSettings)
    .values({ vatRate: 21, paymentDueDays: 14, ...DEMO_SUPPLIER })
    .onConflictDoUpdate({ target: ticketSettings.editionId, set: { vatRate: 21, paymentDueDays: 14, ...DEMO_SUPPLIER } })
    .returning();
  const supplier = supplierOf(settings!);
  // Orders keep their edition's names (decision 180).
  const [edition] = await tx.select().from(editions).where(eq(editions.year, 2021));
  if (!edition) throw new Error('The 2021 edition must exist before its tickets');
  const EVENT_2021 = { eventName: edition.name, eventNameEn: edition.name_en };

  await tx.insert(promoCodes).values([
    { id: 1, code: PROMO_CODES.half, discount: 50 },
    { id: 2, code: PROMO_CODES.free, discount: 100, maxUses: 20 },
    { id: 3, code: PROMO_CODES.inactive, discount: 30, active: false },
    { id: 4, code: PROMO_CODES.expired, discount: 20, validUntil: new Date('2021-09-30T21:59:59Z') },
    { id: 5, code: PROMO_CODES.usedUp, discount: 15, maxUses: 1 },
  ]);
  await tx.insert(accessCodes).values([
    { id: 1, label: 'Konference 2021', codeHash: hashAccessCode(ACCESS_CODES.conference), conference: true, seminars: true },
    { id: 2, label: 'Semináře 2021', codeHash: hashAccessCode(ACCESS_CODES.seminars), conference: false, seminars: true },
  ]);

  const [member] = await tx.select().from(users).where(eq(users.id, DEMO_USERS.member.id));
  if (!member) throw new Error('The member account must be seeded before tickets');
  await tx.insert(ticketOrders).values([
    {
      id: 1,
      publicId: 'TI21-7KQ4-M9XD',
      number: '2021-0001',
      variableSymbol: '20210001',
      userId: member.id,
      ...orderFigures(priceOrder({ count: 1 })),
      status: 'paid',
      paymentState: 'paid',
      paidMinor: priceOrder({ count: 1 }).totalWithVat * 100,
      paidAt: new Date('2021-09-20T10:00:00Z'),
      name: `${member.firstName} ${member.lastName}`,
      email: demoEmail(member.username),
      phone: member.phone ?? '',
      street: member.street,
      city: member.city,
      zip: member.zip,
      country: member.country,
      invoiceName: member.invoiceName,
      invoiceStreet: member.invoiceStreet,
      invoiceCity: member.invoiceCity,
      invoiceZip: member.invoiceZip,
      invoiceCountry: member.invoiceCountry,
      invoiceRegnumber: member.invoiceRegnumber,
      invoiceVAT: member.invoiceVAT,
      billingEmail: member.billingEmail,
      supplier,
      ...EVENT_2021,
      issuedOn: '2021-09-14',
      dueDate: '2021-09-28',
      created_at: new Date('2021-09-14T08:12:00Z'),
      updated_at: new Date('2021-09-20T10:00:00Z'),
    },
    {
      id: 2,
      publicId: 'TI21-3HWP-R8BN',
      number: '2021-0002',
      variableSymbol: '20210002',
      ...orderFigures(priceOrder({ count: 3, discount: 15 })),
      promoCodeId: 5,
      promoCode: PROMO_CODES.usedUp,
      status: 'awaiting',
      name: 'Klára Benešová',
      email: 'klara.benesova@bioinova.example',
      phone: '+420 777 456 123',
      city: 'Olomouc',
      country: 'Česká republika',
      invoiceName: 'Bioinova Labs s.r.o.',
      invoiceStreet: 'Šlechtitelů 585/21',
      invoiceCity: 'Olomouc',
      invoiceZip: '779 00',
      invoiceCountry: 'Česká republika',
      invoiceRegnumber: '87654321',
      invoiceVAT: 'CZ87654321',
      billingEmail: 'fakturace@bioinova.example',
      supplier,
      ...EVENT_2021,
      issuedOn: '2021-09-22',
      dueDate: '2021-10-06',
      created_at: new Date('2021-09-22T13:40:00Z'),
      updated_at: new Date('2021-09-22T13:40:00Z'),
    },
  ]);
  const buyer = {
    name: `${member.firstName} ${member.lastName}`,
    email: demoEmail(member.username),
    phone: member.phone ?? '',
    street: member.street,
    city: member.city,
    zip: member.zip,
    country: member.country,
    invoiceName: member.invoiceName,
    invoiceStreet: member.invoiceStreet,
    invoiceCity: member.invoiceCity,
    invoiceZip: member.invoiceZip,
    invoiceCountry: member.invoiceCountry,
    invoiceRegnumber: member.invoiceRegnumber,
    invoiceVAT: member.invoiceVAT,
    billingEmail: member.billingEmail,
  };
  await tx.insert(ticketOrders).values({
    id: 3,
    publicId: 'TI21-6GTM-K2VQ',
    number: '2021-0003',
    variableSymbol: '20210003',
    userId: member.id,
    ...orderFigures(priceOrder({ count: 3 })),
    status: 'paid',
    paymentState: 'paid',
    paidMinor: priceOrder({ count: 3 }).totalWithVat * 100,
    paidAt: new Date('2021-09-29T09:30:00Z'),
    ...buyer,
    supplier,
    ...EVENT_2021,
    issuedOn: '2021-09-24',
    dueDate: '2021-10-08',
    created_at: new Date('2021-09-24T07:05:00Z'),
    updated_at: new Date('2021-09-29T09:30:00Z'),
  });
  await tx
    .insert(tickets)
    .values([
      { orderId: 1, code: TICKET_CODES.member, holderUserId: member.id, claimedAt: new Date('2021-09-20T10:00:00Z') },
      ...TICKET_CODES.colleagues.map((code) => ({ orderId: 3, code })),
    ]);
  // The paid orders' livestream codes, as paying them issued (decision 031); the member watched with theirs.
  await tx.insert(accessCodes).values([
    {
      id: 3,
      label: 'Objednávka 2021-0001',
      codeHash: hashAccessCode(ACCESS_CODES.order1),
      shownCode: ACCESS_CODES.order1,
      conference: true,
      seminars: true,
      orderId: 1,
      lastUsedAt: new Date('2021-10-11T07:58:00Z'),
      created_at: new Date('2021-09-20T10:00:00Z'),
    },
    {
      id: 4,
      label: 'Objednávka 2021-0003',
      codeHash: hashAccessCode(ACCESS_CODES.order3),
      shownCode: ACCESS_CODES.order3,
      conference: true,
      seminars: true,
      orderId: 3,
      created_at: new Date('2021-09-29T09:30:00Z'),
    },
  ]);
  // The paid orders' ledger (decision 075): 2021-0001 by a statement line, 2021-0003 entered by hand.
  const [line] = await tx
    .insert(bankPayments)
    .values({
      bankId: 'demo-2021-09-20-1',
      date: '2021-09-20',
      amountMinor: priceOrder({ count: 1 }).totalWithVat * 100,
      currency: 'CZK',
      variableSymbol: '20210001',
      counterAccount: '123456789/0800',
      message: 'Vstupenka Týden inovací',
      created_at: new Date('2021-09-21T06:00:00Z'),
    })
    .returning();
  await tx.insert(orderPayments).values([
    {
      orderId: 1,
      amountMinor: line!.amountMinor,
      bookedOn: '2021-09-20',
      counterAccount: line!.counterAccount,
      variableSymbol: '20210001',
      message: line!.message,
      source: 'statement',
      bankPaymentId: line!.id,
      created_at: new Date('2021-09-21T06:00:00Z'),
    },
    {
      orderId: 3,
      amountMinor: priceOrder({ count: 3 }).totalWithVat * 100,
      bookedOn: '2021-09-29',
      variableSymbol: '20210003',
      source: 'manual',
      created_at: new Date('2021-09-29T09:30:00Z'),
    },
  ]);
  // The paid orders' tax documents, issued on the payment's day (decision 078); order 2 has its payment request only.
  await tx.insert(ticketOrderDocuments).values([
    {
      orderId: 1,
      kind: 'invoice',
      number: 'F2021-0001',
      issuedOn: '2021-09-20',
      taxableOn: '2021-09-20',
      paidOn: '2021-09-20',
      created_at: new Date('2021-09-20T10:00:00Z'),
    },
    {
      orderId: 3,
      kind: 'invoice',
      number: 'F2021-0002',
      issuedOn: '2021-09-29',
      taxableOn: '2021-09-29',
      paidOn: '2021-09-29',
      created_at: new Date('2021-09-29T09:30:00Z'),
    },
  ]);
  await tx.insert(documentCounters).values([
    { series: 'order', year: 2021, last: 3 },
    { series: 'invoice', year: 2021, last: 2 },
  ]);
}
