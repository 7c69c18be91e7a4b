import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox, type MailAttachment } from '../../db/schema';
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

/**
 * Claims the next message due to be composed (decision 157), in a transaction of its own that
 * takes the row `FOR UPDATE SKIP LOCKED` and moves its time on by the claim, so another worker,
 * in this process or another, takes the next message instead; null when none is due.
 */
export async function claimMailToCompose(db: Db, opts: { now?: Date } = {}): Promise<OutboxRow | null> {
  // Due by the database clock unless a time is given (the reason in deliverPendingMail).
  const due = opts.now ?? sql`now()`;
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [msg] = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(isNotNull(mailOutbox.compose), inArray(mailOutbox.status, ['pending', 'kept']), lte(mailOutbox.nextAttemptAt, due)),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!msg) return null;
    await tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + COMPOSE_CLAIM_MS) })
      .where(eq(mailOutbox.id, msg.id));
    return msg;
  });
}

/**
 * Composes the outbox's messages written to be composed after their commit (decision 157), one
 * at a time: claim (a short transaction), compose outside any transaction (the PDF is rendered
 * holding no lock, so orders never wait behind it), then store the subject, bodies and files
 * and clear `compose` in one update that only a message still to compose takes. A message is
 * therefore composed once even when two workers take it (a claim that ran out), and one whose
 * worker died is composed by the next. A composition that fails is tried again later
 * (`failedAttempt`, the delivery's delays) and marked failed after the last try. A composed pending message is due
 * for delivery at once. `pause` runs between messages (the worker lets requests go first).
 * Returns how many were composed.
 */
export async function composePendingMail(
  db: Db,
  opts: { composer: MailComposer; now?: Date; batch?: number; pause?: () => Promise<void> },
): Promise<number> {
  let composed = 0;
  for (let i = 0; i < (opts.batch ?? 100); i++) {
    if (i > 0) await opts.pause?.();
    const msg = await claimMailToCompose(db, opts);
    if (!msg) break;
    const now = opts.now ?? new Date();
    let mail: ComposedMail;
    try {
      mail = await opts.composer(db, msg);
    } catch (err) {
      await composeFailed(db, msg, err, now);
      continue;
    }
    const stored = await db
      .update(mailOutbox)
      .set({
        ...mail,
        attachments: mail.attachments.length ? mail.attachments : null,
        compose: null,
        // Delivery gets its own tries, and is due at once.
        attempts: 0,
        nextAttemptAt: now,
      })
      .where(and(eq(mailOutbox.id, msg.id), isNotNull(mailOutbox.compose)))
      .returning({ id: mailOutbox.id });
    if (stored.length) composed++;
  }
  return composed;
}

async function composeFailed(db: Db, msg: OutboxRow, err: unknown, now: Date) {
  await db
    .update(mailOutbox)
    .set(failedAttempt(msg.attempts, err, now, 'composing: '))
    .where(and(eq(mailOutbox.id, msg.id), isNotNull(mailOutbox.compose)));
}
