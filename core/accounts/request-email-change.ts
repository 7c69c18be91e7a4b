import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { authCodes } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { issueAuthCode } from './auth-codes';

/**
 * Starts an e-mail change: the new address gets a link and replaces the old one only when it is
 * confirmed (core/accounts/confirm-email-change.ts), so nobody can move an account to a mailbox
 * they do not read. An earlier pending change is withdrawn. Runs in the caller's transaction.
 */
export async function requestEmailChange(
  tx: Tx,
  opts: { user: Pick<typeof users.$inferSelect, 'id' | 'username' | 'locale'>; email: string; mail: MailSettings; now?: Date },
) {
  const now = opts.now ?? new Date();
  await withdrawEmailChange(tx, opts.user.id, now);
  const code = await issueAuthCode(tx, { userId: opts.user.id, kind: 'email', email: opts.email, now });
  const locale = opts.user.locale === 'en' ? 'en' : 'cs';
  await enqueueMail(tx, {
    to: opts.email,
    template: 'change-email',
    locale,
    vars: { username: opts.user.username, url: `${opts.mail.baseUrl}/api/auth/email-change?code=${encodeURIComponent(code)}` },
    deliver: opts.mail.deliver,
  });
}

/**
 * Withdraws a pending e-mail change: a new request, a new password, a password reset, a block,
 * an Admin setting the address, or the owner entering the current address again all end it,
 * so a link asked for from a stolen session dies with the owner's first move.
 */
export async function withdrawEmailChange(tx: Tx, userId: number, now = new Date()) {
  await tx
    .update(authCodes)
    .set({ usedAt: now })
    .where(and(eq(authCodes.userId, userId), eq(authCodes.kind, 'email'), isNull(authCodes.usedAt)));
}
