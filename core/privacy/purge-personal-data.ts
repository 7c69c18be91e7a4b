import { and, eq, gt, inArray, isNotNull, lte, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventAttendanceMarks, eventJoins, events, eventWaitlist, mailOutbox, userConsents, users } from '../../db/schema';
import { recordAudit } from '../audit/record-audit';
import { DEFAULT_RETENTION_MONTHS, purgeDue, type RetentionCategory, type RetentionPeriods } from '../settings/retention-periods';
import type { SignupMail } from '../signups/signup-mail';
import { eraseAccount } from './erase-account';

export type PurgeCounts = Record<RetentionCategory, number>;

/**
 * The retention purge of one edition (decision 153): each category whose period after the
 * edition's end has run out at `now` (the programme clock) is removed or blanked for the
 * edition's events and the mail written until its end. Orders, tax documents, credit notes and
 * payments are never touched (decision 152). Running it again changes nothing; a run that
 * removed something is one entry in the audit log with the counts.
 */
export async function purgePersonalData(
  db: Db,
  opts: {
    now: Date;
    editionEnd: Date;
    periods?: RetentionPeriods;
    signupMail: SignupMail;
    /** The edition whose events are purged (decision 165); without it, every event starting by its end. */
    edition?: { id: number; year: number };
    /** The previous edition's end: mail and accounts older than it are that edition's, purged by its periods. */
    since?: Date | null;
  },
): Promise<PurgeCounts> {
  const due = new Set(purgeDue(opts.now, opts.editionEnd, opts.periods ?? DEFAULT_RETENTION_MONTHS));
  const counts: PurgeCounts = { signups: 0, attendance: 0, quickSignupAccounts: 0, outboxBodies: 0 };
  if (!due.size) return counts;
  return db.transaction(async (tx) => {
    const edition = opts.edition ? eq(events.editionId, opts.edition.id) : lte(events.start, opts.editionEnd);
    const since = opts.since ?? null;
    const eventIds = (await tx.select({ id: events.id }).from(events).where(edition)).map((e) => e.id);
    if (due.has('signups') && eventIds.length) {
      const joins = await tx.delete(eventJoins).where(inArray(eventJoins.eventId, eventIds)).returning({ id: eventJoins.id });
      const queue = await tx
        .delete(eventWaitlist)
        .where(inArray(eventWaitlist.eventId, eventIds))
        .returning({ id: eventWaitlist.id });
      counts.signups = joins.length + queue.length;
    }
    if (due.has('attendance') && eventIds.length) {
      const marks = await tx
        .delete(eventAttendanceMarks)
        .where(inArray(eventAttendanceMarks.eventId, eventIds))
        .returning({ eventId: eventAttendanceMarks.eventId });
      const lists = await tx
        .update(events)
        .set({ users_present: '' })
        .where(and(edition, ne(events.users_present, '')))
        .returning({ id: events.id });
      counts.attendance = marks.length + lists.length;
    }
    if (due.has('quickSignupAccounts')) counts.quickSignupAccounts = await purgeQuickSignupAccounts(tx, { ...opts, since });
    if (due.has('outboxBodies')) {
      const blanked = await tx
        .update(mailOutbox)
        // Nothing is composed onto a blanked message afterwards (decisions 157, 183).
        .set({ text: '', html: null, attachments: null, compose: null, documentId: null })
        .where(
          and(
            ne(mailOutbox.status, 'pending'),
            lte(mailOutbox.created_at, opts.editionEnd),
            since ? gt(mailOutbox.created_at, since) : undefined,
            or(ne(mailOutbox.text, ''), isNotNull(mailOutbox.html), isNotNull(mailOutbox.attachments)),
          ),
        )
        .returning({ id: mailOutbox.id });
      counts.outboxBodies = blanked.length;
    }
    if (Object.values(counts).some((n) => n > 0)) {
      const year = opts.edition?.year ?? opts.editionEnd.getUTCFullYear();
      await recordAudit(tx, {
        actor: null,
        action: 'delete',
        entity: 'retention-purges',
        entityId: year,
        label: `${year}: ${[...due].join(', ')}`,
        before: counts,
      });
    }
    return counts;
  });
}

/**
 * A guest's account from a quick sign-up during the edition whose invitation was never used
 * (unconfirmed: nobody ever set its password or signed in) goes the way a deleted account goes.
 */
async function purgeQuickSignupAccounts(
  tx: Tx,
  opts: { editionEnd: Date; since: Date | null; now: Date; signupMail: SignupMail },
): Promise<number> {
  const unused = await tx
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userConsents, and(eq(userConsents.userId, users.id), eq(userConsents.source, 'quickSignup')))
    .where(
      and(
        eq(users.confirmed, false),
        lte(users.created_at, opts.editionEnd),
        opts.since ? gt(users.created_at, opts.since) : undefined,
      ),
    )
    .orderBy(users.id);
  for (const { id } of unused) await eraseAccount(tx, { userId: id, signupMail: opts.signupMail, now: opts.now });
  return unused.length;
}
