import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { checkCurrentPassword } from '../accounts/update-user';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors/app-error';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { ProgrammeClock } from '../programme/programme-clock';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import type { SignupMail } from '../signups/signup-mail';
import { eraseAccount } from './erase-account';

/**
 * 'Delete my account' (GDPR Art. 17, decision 155): the owner confirms with their password
 * (counted on the same limit as every current-password check), then in one transaction the
 * account is erased (`eraseAccount`: orders kept as invoiced, seats to the waiting list, the
 * rest gone, every session with the row), the request is recorded in the audit log without
 * naming them, and a confirmation goes to the address the account had. The last active Admin
 * is refused (decision 073).
 */
export async function deleteOwnAccount(
  db: Db,
  opts: {
    userId: number;
    password: string | undefined;
    passwordGuesses: RateLimiter;
    signupMail: SignupMail;
    clock: ProgrammeClock;
  },
): Promise<void> {
  const [current] = await db.select().from(users).where(eq(users.id, opts.userId));
  if (!current) throw new AppError('Request.unauthorized');
  await checkCurrentPassword(current, opts.password || undefined, opts.passwordGuesses);
  await db.transaction(async (tx) => {
    const user = await eraseAccount(tx, { userId: opts.userId, signupMail: opts.signupMail, now: opts.clock() });
    await recordAudit(tx, { actor: null, action: 'delete', entity: 'data-requests', entityId: user.id, label: `#${user.id}` });
    const locale = user.locale === 'en' ? 'en' : 'cs';
    await enqueueMail(tx, {
      to: user.email,
      template: 'account-deleted',
      locale,
      vars: { username: user.username },
      deliver: opts.signupMail.mail.deliver,
    });
  });
}
