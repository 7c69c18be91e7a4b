import { updateUser } from '../core/accounts/update-user';
import { createMemoryRateLimiter } from '../core/rate-limit/rate-limiter';
import type { Db } from '../db/client';
import type { MailSettings } from '../core/mailer/mail-settings';
import { siteLinks } from '../server/links';

/** The mail settings of core tests: links to a fixed origin, messages kept in the outbox. */
export const TEST_MAIL: MailSettings = { deliver: false, links: siteLinks('https://innoweek.test') };

/** updateUser with fresh, loose counters, so cases do not share a limit (limit tests pass their own). */
export const updateUserLoosely = (
  db: Db,
  opts: Omit<Parameters<typeof updateUser>[1], 'passwordGuesses' | 'emailChanges' | 'mail'>,
) =>
  updateUser(db, {
    ...opts,
    passwordGuesses: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
    emailChanges: createMemoryRateLimiter({ limit: 100, windowMs: 60_000 }),
    mail: TEST_MAIL,
  });
