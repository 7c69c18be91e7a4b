import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, ticketWaitlist } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { recordAudit } from '../audit/record-audit';
import { AppError, notFound } from '../errors/app-error';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { authorized } from '../authorization/authorize';
import { hashOfferCode, newOfferCode } from './ticket-offer';
import { readTicketSettings } from './ticket-settings';

const HOUR = 3_600_000;

/**
 * An Admin invites a person from the waiting list (decision 082): a new secret offer link,
 * valid for the settings' `offerHours` (by the real clock, as every mailed code), lets them
 * order their count beyond the quota once. Inviting again replaces an unused offer with a fresh
 * one; an entry that has ordered is 409 `TicketWaitlist.ordered`. The mail is written in the
 * same transaction, in the person's language.
 */
export async function inviteFromWaitlist(
  db: Db,
  opts: { viewer: (Viewer & { username?: string }) | null; id: number; mail: MailSettings; now?: Date },
): Promise<{ expiresAt: Date }> {
  const viewer = authorized(opts.viewer, 'tickets.manage');
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(ticketWaitlist).where(eq(ticketWaitlist.id, opts.id)).for('update');
    if (!row) throw notFound('Waiting list entry');
    if (row.offerUsedAt) throw new AppError('TicketWaitlist.ordered');
    const settings = await readTicketSettings(tx);
    const code = newOfferCode();
    const expiresAt = new Date(now.getTime() + settings.offerHours * HOUR);
    const [after] = await tx
      .update(ticketWaitlist)
      .set({ offerHash: hashOfferCode(code), offeredAt: now, offerExpiresAt: expiresAt, updated_at: now })
      .where(eq(ticketWaitlist.id, row.id))
      .returning();
    const locale = row.locale === 'en' ? 'en' : 'cs';
    // The offer is for the entry's edition, named as it is now (decision 180).
    const [edition] = await tx
      .select({ name: locale === 'en' ? editions.name_en : editions.name })
      .from(editions)
      .where(eq(editions.id, row.editionId));
    await enqueueMail(tx, {
      to: row.email,
      template: 'ticket-offer',
      locale,
      vars: {
        event: edition!.name,
        count: row.amount,
        hours: settings.offerHours,
        url: opts.mail.links.ticketOffer(code, locale),
      },
      deliver: opts.mail.deliver,
    });
    await recordAudit(tx, {
      actor: viewer,
      action: 'update',
      entity: 'ticket-waitlist',
      entityId: row.id,
      label: row.email,
      before: { offeredAt: row.offeredAt, offerExpiresAt: row.offerExpiresAt },
      after: { offeredAt: after!.offeredAt, offerExpiresAt: after!.offerExpiresAt },
    });
    return { expiresAt };
  });
}
