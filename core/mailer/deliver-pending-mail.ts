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
 * How long a message taken for delivery is left to the worker that took it: longer than a send
 * may take (the transport's timeouts, `startMailWorker`), so a message whose worker died is sent
 * by the next one after it, and never by two at once.
 */
export const DELIVERY_CLAIM_MS = 120_000;

/**
 * The longest a send may take before it counts as a failed try: the transport's own timeouts
 * count silence only, so a server answering each command slowly could otherwise outlast the claim.
 */
export const SEND_TIMEOUT_MS = 60_000;

/**
 * Sends due pending messages, one at a time: the message is claimed in a short transaction
 * (`FOR UPDATE SKIP LOCKED`, its time moved on by the claim, so another worker or process takes
 * the next one), sent holding no transaction, and its outcome stored after. On the embedded
 * database a transaction holds every other query (PGlite runs one at a time), so a send inside
 * one stopped the whole site for the SMTP round trip, and for the transport's timeouts when the
 * server hung. A process that dies between the send and the store sends the message again once
 * the claim runs out, as a rolled-back transaction did before. A message still to compose waits
 * for its composition (decision 157). Returns how many were sent.
 */
export async function deliverPendingMail(db: Db, opts: { transport: MailTransport; from: string; now?: Date; batch?: number }) {
  // Due is judged by the database clock unless a time is given: PostgreSQL keeps microseconds,
  // so a JavaScript Date taken right after an insert can still be earlier than its default now().
  const due = opts.now ?? sql`now()`;
  let sent = 0;
  for (let i = 0; i < (opts.batch ?? 20); i++) {
    const now = opts.now ?? new Date();
    const claimUntil = new Date(now.getTime() + DELIVERY_CLAIM_MS);
    const msg = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), isNull(mailOutbox.compose), lte(mailOutbox.nextAttemptAt, due)))
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!claimed) return null;
      await tx.update(mailOutbox).set({ nextAttemptAt: claimUntil }).where(eq(mailOutbox.id, claimed.id));
      return claimed;
    });
    if (!msg) break;
    let failure: { err: unknown } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the mail server within ${SEND_TIMEOUT_MS / 1000} s`)),
          SEND_TIMEOUT_MS,
        );
        timer.unref?.();
      });
      const sending = opts.transport.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        ...(msg.html ? { html: msg.html } : {}),
        ...(msg.attachments?.length ? { attachments: msg.attachments.map((a) => ({ ...a, encoding: 'base64' as const })) } : {}),
      });
      await Promise.race([sending, timedOut]);
    } catch (err) {
      failure = { err };
    } finally {
      clearTimeout(timer);
    }
    const at = opts.now ?? new Date();
    // Only while the claim is still this worker's: one that ran out belongs to whoever took the
    // message next, and its outcome is theirs to store.
    const still = and(eq(mailOutbox.id, msg.id), eq(mailOutbox.status, 'pending'), eq(mailOutbox.nextAttemptAt, claimUntil));
    if (failure) {
      await db
        .update(mailOutbox)
        .set(failedAttempt(msg.attempts, failure.err, at))
        .where(still);
    } else {
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: at, attempts: msg.attempts + 1, lastError: null })
        .where(still);
      sent++;
    }
  }
  return sent;
}
