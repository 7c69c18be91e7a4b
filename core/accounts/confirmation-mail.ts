import type { Tx } from '../../db/client';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { issueAuthCode } from './auth-codes';

/**
 * Issues a confirmation code for an account's e-mail and writes the link to the outbox, in the
 * caller's transaction: at registration, and when the owner asks for the link again. The page
 * the visitor came from (a same-site path, checked by the caller) is stored with the code, so
 * the link brings them back there (decision 095).
 */
export async function enqueueConfirmationMail(
  tx: Tx,
  opts: {
    user: { id: number; username: string; email: string };
    locale: Locale;
    mail: MailSettings;
    redirectTo?: string | null;
  },
): Promise<void> {
  const code = await issueAuthCode(tx, { userId: opts.user.id, kind: 'confirm', redirectTo: opts.redirectTo });
  await enqueueMail(tx, {
    to: opts.user.email,
    template: 'confirm-email',
    locale: opts.locale,
    vars: {
      username: opts.user.username,
      url: opts.mail.links.confirmEmail(code),
    },
    deliver: opts.mail.deliver,
  });
}
