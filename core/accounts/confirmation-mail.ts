import type { Tx } from '../../db/client';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { issueAuthCode } from './auth-codes';

/**
 * Issues a confirmation code for an account's e-mail and writes the link to the outbox, in the
 * caller's transaction: at registration, and when the owner asks for the link again.
 */
export async function enqueueConfirmationMail(
  tx: Tx,
  opts: { user: { id: number; username: string; email: string }; locale: Locale; mail: MailSettings },
): Promise<void> {
  const code = await issueAuthCode(tx, { userId: opts.user.id, kind: 'confirm' });
  await enqueueMail(tx, {
    to: opts.user.email,
    template: 'confirm-email',
    locale: opts.locale,
    vars: {
      username: opts.user.username,
      url: `${opts.mail.baseUrl}/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`,
    },
    deliver: opts.mail.deliver,
  });
}
