import { eq, sql } from 'drizzle-orm';
import { editionIdSql, type EditionRef } from '../editions/current-edition';
import type { Db, Tx } from '../../db/client';
import { events, ticketSettings, type InvoiceSupplier } from '../../db/schema';
import { conferenceStartQuery } from './sales-window';

export type TicketSettingsRow = typeof ticketSettings.$inferSelect;

/** The row of an edition's settings (its key is the edition). */
const ofEdition = (edition: EditionRef) => eq(ticketSettings.editionId, editionIdSql(edition));

/** The row of the defaults for an edition that has none (the column default is the current edition). */
const defaultsOf = (edition: EditionRef) => (edition === 'current' ? {} : { editionId: edition });

/**
 * An edition's row, the current edition's unless named (the admin edits another's, decision
 * 178; sales and the public site read the current one). Migrations and a new edition create it;
 * it is made again with the defaults if it is gone.
 */
export async function readTicketSettings(db: Db | Tx, edition: EditionRef = 'current'): Promise<TicketSettingsRow> {
  const [row] = await db.select().from(ticketSettings).where(ofEdition(edition));
  if (row) return row;
  await db.insert(ticketSettings).values(defaultsOf(edition)).onConflictDoNothing();
  return (await db.select().from(ticketSettings).where(ofEdition(edition)))[0]!;
}

/**
 * Reads the settings with their row locked until the transaction ends. Every order takes this
 * lock first, so the VAT rate, supplier and quota it uses cannot change under it. `update`
 * (the default) also makes orders take turns: with a quota, the tickets sold are counted and
 * added by one order at a time, so the quota holds under concurrency. `share` lets orders run
 * side by side while no quota is set (decision 157); an admin's change waits for them. An
 * admin's change of another edition's settings locks that edition's row only.
 */
export async function lockTicketSettings(
  tx: Tx,
  mode: 'update' | 'share' = 'update',
  edition: EditionRef = 'current',
): Promise<TicketSettingsRow> {
  const [row] = await tx.select().from(ticketSettings).where(ofEdition(edition)).for(mode);
  if (row) return row;
  await tx.insert(ticketSettings).values(defaultsOf(edition)).onConflictDoNothing();
  return (await tx.select().from(ticketSettings).where(ofEdition(edition)).for(mode))[0]!;
}

/**
 * `lockTicketSettings` of the current edition with the start of its conference (where sales end
 * unless the settings say otherwise) read in the same statement: an order asks both, and on the
 * embedded database each statement costs more than what it reads (decision 192).
 */
export async function lockTicketSettingsWithStart(
  tx: Tx,
  mode: 'update' | 'share',
): Promise<{ settings: TicketSettingsRow; conferenceStart: Date | null }> {
  const read = async () =>
    (
      await tx
        .select({ settings: ticketSettings, conferenceStart: sql`(${conferenceStartQuery(tx)})`.mapWith(events.start) })
        .from(ticketSettings)
        .where(ofEdition('current'))
        .for(mode)
    )[0];
  const row = await read();
  if (row) return row;
  await tx.insert(ticketSettings).values(defaultsOf('current')).onConflictDoNothing();
  return (await read())!;
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
