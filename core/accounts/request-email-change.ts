import type { Tx } from '../../db/client';
import type { users } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { issueAuthCode } from './auth-codes';
import { voidAuthCodes } from './void-auth-codes';

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
  await voidAuthCodes(tx, opts.user.id, { emailChangeEnds: true }, now);
  const code = await issueAuthCode(tx, { userId: opts.user.id, kind: 'email', email: opts.email, now });
  const locale = opts.user.locale === 'en' ? 'en' : 'cs';
  await enqueueMail(tx, {
    to: opts.email,
    template: 'change-email',
    locale,
    vars: { username: opts.user.username, url: opts.mail.links.confirmEmailChange(code) },
    deliver: opts.mail.deliver,
  });
}
