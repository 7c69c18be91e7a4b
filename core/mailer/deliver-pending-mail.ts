import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type MailTransport = {
  sendMail: (message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    attachments?: { filename: string; contentType: string; content: string; encoding: 'base64' }[];
  }) => Promise<unknown>;
};

/** Back-off after each failed attempt; after the last one the message is marked failed. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

/** A message's row after a failed try (`prefix` names the step): tried again after the next delay, failed after the last. */
export function failedAttempt(attemptsBefore: number, err: unknown, now: Date, prefix = '') {
  const attempts = attemptsBefore + 1;
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return {
    attempts,
    lastError: `${prefix}${err instanceof Error ? err.message : String(err)}`,
    ...(delay === undefined ? { status: 'failed' } : { nextAttemptAt: new Date(now.getTime() + delay) }),
  };
}

/**
 * Sends due pending messages, one transaction per message with the row locked, so two app
 * processes never send the same message twice; a message still to compose waits for its
 * composition (decision 157). Returns how many were sent.
 */
export async function deliverPendingMail(db: Db, opts: { transport: MailTransport; from: string; now?: Date; batch?: number }) {
  // Due is judged by the database clock unless a time is given: PostgreSQL keeps microseconds,
  // so a JavaScript Date taken right after an insert can still be earlier than its default now().
  const due = opts.now ?? sql`now()`;
  const now = opts.now ?? new Date();
  let sent = 0;
  for (let i = 0; i < (opts.batch ?? 20); i++) {
    const done = await db.transaction(async (tx) => {
      const [msg] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.compose), lte(mailOutbox.nextAttemptAt, due)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!msg) return null;
      try {
        await opts.transport.sendMail({
          from: opts.from,
          to: msg.to,
          subject: msg.subject,
          text: msg.text,
          ...(msg.html ? { html: msg.html } : {}),
          ...(msg.attachments?.length
            ? { attachments: msg.attachments.map((a) => ({ ...a, encoding: 'base64' as const })) }
            : {}),
        });
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: now, attempts: msg.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, msg.id));
        return 'sent';
      } catch (err) {
        await tx
          .update(mailOutbox)
          .set(failedAttempt(msg.attempts, err, now))
          .where(eq(mailOutbox.id, msg.id));
        return 'failed';
      }
    });
    if (!done) break;
    if (done === 'sent') sent++;
  }
  return sent;
}
