import type { Db, Tx } from '../../db/client';
import type { EditionRef } from '../editions/current-edition';
import type { Viewer } from '../accounts/policy';
import { iso } from '../serialize/instant';
import { authorized } from '../authorization/authorize';
import { conferenceStart } from './sales-window';
import { readTicketSettings, type TicketSettingsRow } from './ticket-settings';
import type { ApiTicketSettings } from './ticket-settings-input';
import { ticketsSold } from './tickets-sold';

/**
 * An edition's ticket settings (the current one's unless named, decision 178) with its tickets
 * sold and what its quota leaves (Admins).
 */
export async function getTicketSettings(
  db: Db,
  opts: { viewer: Viewer | null; edition?: EditionRef },
): Promise<ApiTicketSettings> {
  authorized(opts.viewer, 'tickets.manage');
  return presentTicketSettings(db, await readTicketSettings(db, opts.edition));
}

/** The settings as the API answers them: the sold tickets and conference start are the row's edition's. */
export async function presentTicketSettings(db: Db | Tx, row: TicketSettingsRow): Promise<ApiTicketSettings> {
  const [sold, start] = await Promise.all([ticketsSold(db, row.editionId), conferenceStart(db, row.editionId)]);
  return {
    vatRate: row.vatRate,
    quota: row.quota,
    paymentDueDays: row.paymentDueDays,
    selfDeclaredTickets: row.selfDeclaredTickets,
    salesStart: row.salesStart ? iso(row.salesStart) : null,
    salesEnd: row.salesEnd ? iso(row.salesEnd) : null,
    offerHours: row.offerHours,
    lateNoticeMinutes: row.lateNoticeMinutes,
    conferenceStart: start ? iso(start) : null,
    supplierName: row.supplierName,
    supplierStreet: row.supplierStreet,
    supplierCity: row.supplierCity,
    supplierZip: row.supplierZip,
    supplierCountry: row.supplierCountry,
    supplierRegnumber: row.supplierRegnumber,
    supplierVAT: row.supplierVAT,
    bankAccount: row.bankAccount,
    iban: row.iban,
    ticketsSold: sold,
    ticketsLeft: row.quota === null ? null : Math.max(0, row.quota - sold),
    updated_at: iso(row.updated_at),
  };
}
