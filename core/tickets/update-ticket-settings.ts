import { eq } from 'drizzle-orm';
import type { EditionRef } from '../editions/current-edition';
import { assertEditionEditable } from '../editions/edited-edition';
import type { Db } from '../../db/client';
import { ticketSettings } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { ibanOfCzechAccount, parseCzechAccount } from './bank-account';
import { presentTicketSettings } from './get-ticket-settings';
import { authorized } from '../authorization/authorize';
import { lockTicketSettings } from './ticket-settings';
import type { ApiTicketSettings, TicketSettingsInput } from './ticket-settings-input';

type Writer = Viewer & { username?: string };

/**
 * Changes the fields sent (Admins). A CZ IBAN must spell the same account as the domestic
 * number (400 `TicketSettings.ibanMismatch`), checked on the result, so changing one of them
 * alone cannot leave the invoice with two accounts. Orders already issued keep their snapshot.
 * A quota below the tickets already sold is allowed: it only stops further sales. The sales
 * window's start must come before its end (400 `TicketSettings.salesWindow`), checked on the
 * result like the account. The settings are an edition's, the current one's unless named
 * (decision 178): a draft's are set before it is made current; an archived edition's are
 * refused with 409 `Edition.archived`.
 */
export async function updateTicketSettings(
  db: Db,
  opts: { viewer: Writer | null; input: TicketSettingsInput; edition?: EditionRef },
): Promise<ApiTicketSettings> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const edition = opts.edition ?? 'current';
  return db.transaction(async (tx) => {
    await assertEditionEditable(tx, edition);
    const current = await lockTicketSettings(tx, 'update', edition);
    const { salesStart, salesEnd, ...rest } = opts.input;
    const input = {
      ...rest,
      ...(salesStart === undefined ? {} : { salesStart: salesStart === null ? null : new Date(salesStart) }),
      ...(salesEnd === undefined ? {} : { salesEnd: salesEnd === null ? null : new Date(salesEnd) }),
    };
    const next = { ...current, ...input };
    if (next.salesStart && next.salesEnd && next.salesStart >= next.salesEnd)
      throw new AppError('TicketSettings.salesWindow', { field: 'salesEnd' });
    const account = next.bankAccount ? parseCzechAccount(next.bankAccount) : null;
    if (account && next.iban.startsWith('CZ') && ibanOfCzechAccount(account) !== next.iban)
      throw new AppError('TicketSettings.ibanMismatch', { field: 'iban' });
    const [row] = Object.keys(input).length
      ? await tx.update(ticketSettings).set(input).where(eq(ticketSettings.editionId, current.editionId)).returning()
      : [current];
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-settings',
      entityId: row!.editionId,
      label: row!.supplierName,
      before: current,
      after: row,
    });
    return presentTicketSettings(tx, row!);
  });
}
