import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MAIL_COMPOSITIONS, mailOutbox, type MailAttachment } from '../../db/schema';
import { failedAttempt } from './deliver-pending-mail';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** What composing a message makes: its subject and bodies and the files it carries. */
export type ComposedMail = { subject: string; text: string; html: string; attachments: MailAttachment[] };

/** Makes one message from what it names (`compose`, `orderId`), reading the database but writing nothing. */
export type MailComposer = (db: Db, message: OutboxRow) => Promise<ComposedMail>;

/**
 * How long a claimed message is left to the worker that claimed it: a worker that dies while
 * composing leaves its claim, and another takes the message when the claim runs out.
 */
export const COMPOSE_CLAIM_MS = 60_000;

/** How many messages one claim takes: each claim and each store is a commit (flushed to disk on the embedded database, decision 092). */
const CLAIM_BATCH = 10;

/**
 * Claims the next messages due to be composed (decision 157), at most `limit`, in a transaction
 * of their own that takes the rows `FOR UPDATE SKIP LOCKED` and moves their time on by the claim,
 * so another worker, in this process or another, takes the next ones instead.
 */
export async function claimMailToCompose(db: Db, opts: { now?: Date; limit?: number } = {}): Promise<OutboxRow[]> {
  // Due by the database clock unless a time is given (the reason in deliverPendingMail).
  const due = opts.now ?? sql`now()`;
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const claimed = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          // Only the kinds this build composes: a newer process's kinds wait for it (a rolling deploy).
          inArray(mailOutbox.compose, [...MAIL_COMPOSITIONS]),
          inArray(mailOutbox.status, ['pending', 'kept']),
          lte(mailOutbox.nextAttemptAt, due),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(opts.limit ?? 1)
      .for('update', { skipLocked: true });
    if (!claimed.length) return [];
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + COMPOSE_CLAIM_MS) })
      .where(
        inArray(
          mailOutbox.id,
          claimed.map((m) => m.id),
        ),
      );
    return claimed;
  });
}

/**
 * Composes the outbox's messages written to be composed after their commit (decision 157), a
 * few at a time: claim (a short transaction), compose outside any transaction (the PDF is
 * rendered holding no lock, so orders never wait behind it), then, in one transaction, store
 * each one's subject, bodies and files and clear `compose` in an update that only a message
 * still to compose takes. A message is therefore composed once even when two workers take it (a
 * claim that ran out), and one whose worker died is composed by the next. A composition that
 * fails is tried again later (`failedAttempt`, the delivery's delays) and marked failed after
 * the last try. A composed pending message is due for delivery at once. `pause` runs between
 * messages (the worker lets requests go first). Returns how many were composed.
 */
export async function composePendingMail(
  db: Db,
  opts: { composer: MailComposer; now?: Date; batch?: number; pause?: () => Promise<void> },
): Promise<number> {
  let composed = 0;
  let taken = 0;
  const most = opts.batch ?? 100;
  while (taken < most) {
    const claimed = await claimMailToCompose(db, { ...opts, limit: Math.min(CLAIM_BATCH, most - taken) });
    if (!claimed.length) break;
    const made: { msg: OutboxRow; mail: ComposedMail | null; err?: unknown }[] = [];
    for (const msg of claimed) {
      if (taken++ > 0) await opts.pause?.();
      try {
        made.push({ msg, mail: await opts.composer(db, msg) });
      } catch (err) {
        made.push({ msg, mail: null, err });
      }
    }
    const now = opts.now ?? new Date();
    composed += await db.transaction(async (tx) => {
      let stored = 0;
      for (const { msg, mail, err } of made) {
        const still = and(eq(mailOutbox.id, msg.id), isNotNull(mailOutbox.compose));
        if (!mail) {
          const failed = failedAttempt(msg.attempts, err, now, 'composing: ');
          // A message written whole that only waited for its document (decision 183: a paid
          // order's codes) goes without the file after the last try rather than not at all; the
          // order page still offers the document, and the error stays on the message.
          const withoutFile =
            msg.compose === 'attach-document' && 'status' in failed
              ? { compose: null, attempts: 0, nextAttemptAt: now, lastError: `${failed.lastError} (sent without its document)` }
              : null;
          await tx
            .update(mailOutbox)
            .set(withoutFile ?? failed)
            .where(still);
          continue;
        }
        const rows = await tx
          .update(mailOutbox)
          .set({
            ...mail,
            html: mail.html || null,
            attachments: mail.attachments.length ? mail.attachments : null,
            compose: null,
            // Delivery gets its own tries, and is due at once.
            attempts: 0,
            nextAttemptAt: now,
          })
          .where(still)
          .returning({ id: mailOutbox.id });
        stored += rows.length;
      }
      return stored;
    });
  }
  return composed;
}
