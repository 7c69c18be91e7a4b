import type { Db } from '../../db/client';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { takeAttempt } from '../rate-limit/limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { enqueueConfirmationMail } from './confirmation-mail';
import { checkCredentials } from './login';

/**
 * A new confirmation link for an account whose e-mail is not confirmed, asked for on the login
 * page with the account's identifier and password (decision 069): the same proof a login asks,
 * so it tells no more than the login's own "not confirmed" answer. At most `sends` links per
 * account (limits.confirmationResendPerUser, as tight as the reset mail's). An account that is
 * confirmed already gets no mail and the answer 'confirmed' (sign in).
 */
export async function resendConfirmation(
  db: Db,
  opts: {
    identifier: string;
    password: string;
    locale: Locale;
    mail: MailSettings;
    sends: RateLimiter;
    /** A checked same-site path the new link returns to. */
    redirectTo?: string | null;
  },
): Promise<'sent' | 'confirmed'> {
  const user = await checkCredentials(db, opts);
  if (user.confirmed) return 'confirmed';
  await takeAttempt(opts.sends, String(user.id));
  await db.transaction((tx) =>
    enqueueConfirmationMail(tx, { user, locale: opts.locale, mail: opts.mail, redirectTo: opts.redirectTo }),
  );
  return 'sent';
}
