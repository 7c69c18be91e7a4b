import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { BUYER_CONTACT_FIELDS, INVOICE_FIELDS } from '../accounts/buyer-fields';
import type { OrderInput } from './order-input';

/** Order fields that are also profile fields of the account, by the same names. */
const PROFILE_FIELDS = [...BUYER_CONTACT_FIELDS, ...INVOICE_FIELDS];

/**
 * After an order from a signed-in buyer, their account gets the contact and invoice data they
 * ordered with (the spec's `PUT users/{id}` after an order, done here in the order's
 * transaction). A field left empty in the order keeps what the account has: an order without
 * a company invoice must not wipe the saved invoice data. The order's one `name` fills first
 * and last name only where the account has none. The order's e-mail never replaces the
 * account's (that needs a confirmation, decision 012). False when the account is gone.
 */
export async function saveBuyerProfile(tx: Tx, userId: number, input: OrderInput): Promise<boolean> {
  const set: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value !== '') set[field] = value;
  }
  const words = input.name.split(/\s+/).filter(Boolean);
  const [first, last] = words.length > 1 ? [words.slice(0, -1).join(' '), words.at(-1)!] : [words[0] ?? '', ''];
  if (first) set.firstName = sql`coalesce(nullif(btrim(${users.firstName}), ''), ${first})`;
  if (last) set.lastName = sql`coalesce(nullif(btrim(${users.lastName}), ''), ${last})`;
  const saved = await tx.update(users).set(set).where(eq(users.id, userId)).returning({ id: users.id });
  return saved.length > 0;
}
