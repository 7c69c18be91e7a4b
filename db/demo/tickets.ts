import { eq } from 'drizzle-orm';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import { accessCodes, promoCodes, ticketOrders, users } from '../schema';
import { ACCESS_CODES, DEMO_USERS, PROMO_CODES, demoEmail } from './facts';
import type { SeedContext } from './seed-context';

/** Standard conference ticket price in whole CZK, VAT excluded. */
const STANDARD_PRICE = 10900;

export async function seedTickets({ tx }: SeedContext): Promise<void> {
  await tx.insert(promoCodes).values([
    { id: 1, code: PROMO_CODES.half, discount: 50 },
    { id: 2, code: PROMO_CODES.free, discount: 100, maxUses: 20 },
    { id: 3, code: PROMO_CODES.inactive, discount: 30, active: false },
    { id: 4, code: PROMO_CODES.expired, discount: 20, validUntil: new Date('2021-09-30T21:59:59Z') },
  ]);
  await tx.insert(accessCodes).values([
    { id: 1, label: 'Konference 2021', codeHash: hashAccessCode(ACCESS_CODES.conference), conference: true, seminars: true },
    { id: 2, label: 'Semináře 2021', codeHash: hashAccessCode(ACCESS_CODES.seminars), conference: false, seminars: true },
  ]);

  const [member] = await tx.select().from(users).where(eq(users.id, DEMO_USERS.member.id));
  if (!member) throw new Error('The member account must be seeded before tickets');
  await tx.insert(ticketOrders).values({
    id: 1,
    publicId: 'TI21-7KQ4-M9XD',
    userId: member.id,
    type: 1,
    amount: 1,
    unitPrice: STANDARD_PRICE,
    discount: 0,
    total: STANDARD_PRICE,
    status: 'paid',
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
    created_at: new Date('2021-09-14T08:12:00Z'),
    updated_at: new Date('2021-09-20T10:00:00Z'),
  });
}
