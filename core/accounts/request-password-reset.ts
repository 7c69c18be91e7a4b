import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { issueAuthCode } from './auth-codes';

/**
 * Sends a reset link to an existing, unblocked account. Answers the same whether or not the
 * address exists, so the form cannot be used to discover accounts.
 */
export async function requestPasswordReset(db: Db, opts: { email: string; locale: 'cs' | 'en'; mail: MailSettings }) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, opts.email.trim().toLowerCase()))
    .limit(1);
  if (!user || user.blocked) return;
  await db.transaction(async (tx) => {
    const code = await issueAuthCode(tx, { userId: user.id, kind: 'reset' });
    await enqueueMail(tx, {
      to: user.email,
      template: 'reset-password',
      locale: opts.locale,
      vars: {
        username: user.username,
        url: opts.mail.links.resetPassword(code, opts.locale),
      },
      deliver: opts.mail.deliver,
    });
  });
}
