import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import type { MailSettings } from '../../core/mailer/mail-settings';
import { createMemoryRateLimiter } from '../../core/rate-limit/rate-limiter';
import { cancelTicketOrder } from '../../core/tickets/cancel-ticket-order';
import { createTicketOrder } from '../../core/tickets/create-ticket-order';
import { markOrderPaid } from '../../core/tickets/mark-order-paid';
import { orderInput } from '../../core/tickets/order-input';
import type { Db } from '../client';
import { accessCodes, mailOutbox, ticketOrders, tickets } from '../schema';
import { DEMO_USERS, PROMO_CODES } from './facts';
import type { SeedContext } from './seed-context';

const DAY_MS = 86_400_000;

type Buyer = Record<string, unknown> & { name: string; email: string; locale: 'cs' | 'en' };

/** One order of the current edition: who, how many, `orderedDaysAgo` before the database was made, then paid or cancelled. */
type DemoOrder = {
  buyer: Buyer;
  amount: number;
  promocode?: string;
  orderedDaysAgo: number;
  /** Paid by a payment an Admin records, this many days before the database was made, from this account. */
  paid?: { daysAgo: number; counterAccount: string; message: string };
  cancelledDaysAgo?: number;
};

/**
 * The current edition's orders, oldest first: a Czech buyer, a
 * Czech company with IČO, DIČ and a billing e-mail (the group tier), a buyer from Austria in
 * English, one with the half-price code, paid by recorded payments; a Slovak company's order
 * awaiting payment; and a British buyer's order cancelled before it was paid.
 */
export const LIVING_ORDERS: DemoOrder[] = [
  {
    buyer: {
      name: 'Tomáš Dvořák',
      email: 'tomas.dvorak@example.cz',
      phone: '+420 603 112 845',
      street: 'Údolní 53',
      city: 'Brno',
      zip: '602 00',
      country: 'Česká republika',
      locale: 'cs',
    },
    amount: 1,
    orderedDaysAgo: 20,
    paid: { daysAgo: 18, counterAccount: '2001234567/2010', message: 'Vstupenka Tomáš Dvořák' },
  },
  {
    buyer: {
      name: 'Lucie Marková',
      email: 'lucie.markova@kovotech.example',
      phone: '+420 731 204 966',
      city: 'Ostrava',
      country: 'Česká republika',
      invoiceName: 'KovoTech Systems a.s.',
      invoiceStreet: 'Průmyslová 1472/12',
      invoiceCity: 'Ostrava',
      invoiceZip: '702 00',
      invoiceCountry: 'Česká republika',
      invoiceRegnumber: '27451836',
      invoiceVAT: 'CZ27451836',
      billingEmail: 'fakturace@kovotech.example',
      locale: 'cs',
    },
    amount: 4,
    orderedDaysAgo: 15,
    paid: { daysAgo: 12, counterAccount: '19-4061230247/0100', message: 'KovoTech vstupenky' },
  },
  {
    buyer: {
      name: 'Anna Huber',
      email: 'anna.huber@example.at',
      phone: '+43 660 318 2047',
      city: 'Wien',
      country: 'Österreich',
      invoiceName: 'Huber Innovation GmbH',
      invoiceStreet: 'Mariahilfer Straße 88',
      invoiceCity: 'Wien',
      invoiceZip: '1070',
      invoiceCountry: 'Österreich',
      invoiceVAT: 'ATU12345678',
      locale: 'en',
    },
    amount: 1,
    orderedDaysAgo: 10,
    paid: { daysAgo: 7, counterAccount: '', message: 'Innovation Week ticket Huber' },
  },
  {
    buyer: {
      name: 'Petra Horáková',
      email: 'petra.horakova@example.cz',
      phone: '+420 608 775 310',
      city: 'Hradec Králové',
      country: 'Česká republika',
      locale: 'cs',
    },
    amount: 1,
    promocode: PROMO_CODES.half,
    orderedDaysAgo: 6,
    paid: { daysAgo: 5, counterAccount: '670100-2209876543/6210', message: 'Horakova INNO50' },
  },
  {
    buyer: {
      name: 'John Miller',
      email: 'john.miller@example.co.uk',
      phone: '+44 7700 900 418',
      city: 'Manchester',
      country: 'United Kingdom',
      locale: 'en',
    },
    amount: 2,
    orderedDaysAgo: 5,
    cancelledDaysAgo: 3,
  },
  {
    buyer: {
      name: 'Martin Kučera',
      email: 'martin.kucera@agrovysocina.example',
      phone: '+421 905 441 276',
      city: 'Bratislava',
      country: 'Slovensko',
      invoiceName: 'AgroInova Slovakia s.r.o.',
      invoiceStreet: 'Mlynské nivy 16',
      invoiceCity: 'Bratislava',
      invoiceZip: '821 09',
      invoiceCountry: 'Slovensko',
      invoiceVAT: 'SK2020123456',
      locale: 'cs',
    },
    amount: 2,
    orderedDaysAgo: 1,
  },
];

/** Crockford's base 32, as public ids and ticket codes use it. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** The livestream passphrases' letters and digits (newAccessCode). */
const PASSPHRASE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Twelve characters in three groups, the same for the same seed every time (the demo is deterministic). */
function fixedGroups(seed: string, alphabet = CROCKFORD): string {
  const bytes = createHash('sha256').update(`innoweek-demo:${seed}`).digest();
  const chars = [...bytes.subarray(0, 12)].map((b) => alphabet[b % alphabet.length]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

/**
 * Places the current edition's orders through the real use cases, in the seed's transaction, so
 * their numbers, prices, payment requests, payments, tax documents, tickets, access codes and
 * audit entries are exactly what the site makes: `createTicketOrder` (as a guest buying on the
 * ticket page), `markOrderPaid` and `cancelTicketOrder` (as the admin account), each dated
 * days before `today`. The random public ids and codes those make are then replaced by fixed
 * ones, so every demo database has the same; and the mails they wrote to the outbox are removed,
 * as the 2021 orders have none: loading the demo mails nobody and renders no mail later.
 */
export async function seedLivingOrders({ tx }: SeedContext, today: Date): Promise<void> {
  const db = tx as unknown as Db;
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS);
  const mail: MailSettings = { deliver: false, links: noLinks };
  const limiter = createMemoryRateLimiter({ limit: 1000, windowMs: DAY_MS });
  const attempts = { orders: { limiter, key: 'demo' }, promoGuesses: { limiter, key: 'demo' } };
  const admin = { id: DEMO_USERS.admin.id, roleId: DEMO_USERS.admin.roleId, username: DEMO_USERS.admin.username };
  const year = Number(today.toISOString().slice(0, 4));

  const orderIds: number[] = [];
  for (const [index, demo] of LIVING_ORDERS.entries()) {
    const input = orderInput.parse({ ...demo.buyer, amount: demo.amount, promocode: demo.promocode ?? null });
    const ordered = at(demo.orderedDaysAgo);
    const { order } = await createTicketOrder(db, {
      viewer: null,
      input,
      idempotencyKey: null,
      mail,
      attempts,
      now: ordered,
      programmeNow: ordered,
    });
    const [row] = await tx
      .update(ticketOrders)
      .set({ publicId: fixedGroups(`order-${year}-${index}`) })
      .where(eq(ticketOrders.number, order.number))
      .returning({ id: ticketOrders.id });
    const id = row!.id;
    orderIds.push(id);
    if (demo.paid) {
      const paidAt = at(demo.paid.daysAgo);
      await markOrderPaid(db, {
        viewer: admin,
        id,
        mail,
        input: { counterAccount: demo.paid.counterAccount, message: demo.paid.message },
        now: paidAt,
      });
    }
    if (demo.cancelledDaysAgo !== undefined)
      await cancelTicketOrder(db, { viewer: admin, id, mail, now: at(demo.cancelledDaysAgo) });
  }

  const issued = await tx.select().from(tickets).where(inArray(tickets.orderId, orderIds)).orderBy(asc(tickets.id));
  for (const [index, ticket] of issued.entries())
    await tx
      .update(tickets)
      .set({ code: `TI-${fixedGroups(`ticket-${year}-${index}`)}` })
      .where(eq(tickets.id, ticket.id));
  const codes = await tx.select().from(accessCodes).where(inArray(accessCodes.orderId, orderIds)).orderBy(asc(accessCodes.id));
  for (const [index, row] of codes.entries()) {
    const code = `INNO-${fixedGroups(`access-${year}-${index}`, PASSPHRASE)}`;
    await tx
      .update(accessCodes)
      .set({ codeHash: hashAccessCode(code), shownCode: code })
      .where(eq(accessCodes.id, row.id));
  }
  await tx.delete(mailOutbox).where(inArray(mailOutbox.orderId, orderIds));
}

/** The mails are removed before the seed commits, so their links are never built. */
const noLinks: MailSettings['links'] = {
  home: () => '',
  resetPassword: () => '',
  confirmEmail: () => '',
  confirmEmailChange: () => '',
  event: () => '',
  account: () => '',
  orderPage: () => '',
  ticketOffer: () => '',
  confirmSeat: () => '',
};
