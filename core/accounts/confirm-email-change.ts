import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import { consumeAuthCode } from './auth-codes';
import { takenErrorFrom } from './taken-error';
import { voidAuthCodes } from './void-auth-codes';

/**
 * Completes an e-mail change with the single-use link sent to the new address: the address
 * replaces the old one and counts as confirmed, and the old address is told, so a change made
 * from a stolen session does not go unnoticed. The links mailed to the old address (reset,
 * invitation, confirmation) die with it (decision 060): whoever still reads the old mailbox
 * cannot take the account back. If someone took the address meanwhile, the unique index refuses
 * it as taken.
 */
export async function confirmEmailChange(db: Db, opts: { code: string; mail: MailSettings }) {
  try {
    return await db.transaction(async (tx) => {
      const { userId, email } = await consumeAuthCode(tx, { code: opts.code, kind: 'email' });
      const [before] = await tx.select().from(users).where(eq(users.id, userId));
      const [user] = await tx.update(users).set({ email: email!, confirmed: true }).where(eq(users.id, userId)).returning();
      if (before && before.email.toLowerCase() !== email!.toLowerCase()) {
        await voidAuthCodes(tx, userId, { address: true });
        await enqueueMail(tx, {
          to: before.email,
          template: 'email-changed',
          locale: before.locale === 'en' ? 'en' : 'cs',
          vars: { username: before.username, email: email! },
          deliver: opts.mail.deliver,
        });
      }
      return user!;
    });
  } catch (err) {
    throw takenErrorFrom(err, 'change') ?? err;
  }
}
