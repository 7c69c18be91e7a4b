import type { Db } from '../../db/client';
import { ROLE, users } from '../../db/schema';
import type { MailSettings } from '../mailer/mail-settings';
import { recordConsents } from '../privacy/record-consents';
import { TERMS_AND_PRIVACY } from '../privacy/consent-texts';
import { enqueueConfirmationMail } from './confirmation-mail';
import { hashPassword } from './password';
import type { RegisterInput } from './schemas';
import { assertAccountFree } from './account-uniqueness';
import { takenErrorFrom } from './taken-error';

/**
 * Creates an unconfirmed Registred account and writes the confirmation e-mail to the outbox in
 * the same transaction, with the consents given by registering: the terms and the privacy
 * notice, and the newsletter when ticked (decision 154). No session is given until the address is confirmed.
 */
export async function registerUser(
  db: Db,
  opts: {
    input: Omit<RegisterInput, 'newsletter'> & { newsletter?: boolean };
    mail: MailSettings;
    /** A checked same-site path the confirmation link returns to. */ redirectTo?: string | null;
  },
) {
  const { username, email, password, locale } = opts.input;
  await assertAccountFree(db, { email, username });

  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ username, email, passwordHash, roleId: ROLE.registred, locale }).returning();
      await recordConsents(tx, {
        owner: { userId: user!.id },
        kinds: opts.input.newsletter ? [...TERMS_AND_PRIVACY, 'newsletter'] : TERMS_AND_PRIVACY,
        source: 'register',
        at: user!.created_at,
      });
      await enqueueConfirmationMail(tx, { user: user!, locale, mail: opts.mail, redirectTo: opts.redirectTo });
      return user!;
    });
  } catch (err) {
    // Two registrations racing past the check above meet the unique indexes here.
    throw takenErrorFrom(err) ?? err;
  }
}
