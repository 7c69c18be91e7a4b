import { eq } from 'drizzle-orm';
import { currentEditionId } from '../editions/current-edition';
import type { Db, Tx } from '../../db/client';
import { ticketSettings, type InvoiceSupplier } from '../../db/schema';

export type TicketSettingsRow = typeof ticketSettings.$inferSelect;

/** The single row; migrations create it, and it is made again with the defaults if it is gone. */
export async function readTicketSettings(db: Db | Tx): Promise<TicketSettingsRow> {
  const [row] = await db.select().from(ticketSettings).where(eq(ticketSettings.editionId, currentEditionId));
  if (row) return row;
  await db.insert(ticketSettings).values({}).onConflictDoNothing();
  return (await db.select().from(ticketSettings).where(eq(ticketSettings.editionId, currentEditionId)))[0]!;
}

/**
 * Reads the settings with their row locked until the transaction ends. Every order takes this
 * lock first, so the VAT rate, supplier and quota it uses cannot change under it. `update`
 * (the default) also makes orders take turns: with a quota, the tickets sold are counted and
 * added by one order at a time, so the quota holds under concurrency. `share` lets orders run
 * side by side while no quota is set (decision 157); an admin's change waits for them.
 */
export async function lockTicketSettings(tx: Tx, mode: 'update' | 'share' = 'update'): Promise<TicketSettingsRow> {
  const [row] = await tx.select().from(ticketSettings).where(eq(ticketSettings.editionId, currentEditionId)).for(mode);
  if (row) return row;
  await tx.insert(ticketSettings).values({}).onConflictDoNothing();
  return (await tx.select().from(ticketSettings).where(eq(ticketSettings.editionId, currentEditionId)).for(mode))[0]!;
}

/** The supplier block of an invoice, as the settings say now (orders keep it as a snapshot). */
export function supplierOf(
  row: Pick<
    TicketSettingsRow,
    | 'supplierName'
    | 'supplierStreet'
    | 'supplierCity'
    | 'supplierZip'
    | 'supplierCountry'
    | 'supplierRegnumber'
    | 'supplierVAT'
    | 'bankAccount'
    | 'iban'
  >,
): InvoiceSupplier {
  return {
    name: row.supplierName,
    street: row.supplierStreet,
    city: row.supplierCity,
    zip: row.supplierZip,
    country: row.supplierCountry,
    regnumber: row.supplierRegnumber,
    vatNumber: row.supplierVAT,
    bankAccount: row.bankAccount,
    iban: row.iban,
  };
}
