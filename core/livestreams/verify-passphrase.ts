import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { takeAttempt, type CountedAttempts } from '../rate-limit/limits';
import { checkAccessCode, type VerifiedCode } from './check-access-code';

/** Longer than any passphrase we issue or accept; refused before it is hashed. */
export const MAX_PASSPHRASE_LENGTH = 200;

/**
 * A visitor's passphrase check, the same for the API (`GET /api/check-ticket/{passphrase}`) and
 * the livestream page's form: each attempt counts on the caller's counter (429 past the limit,
 * enough for typos, not for guessing), an over-long one is invalid, and a known, unrevoked,
 * unexpired code answers its rights. Null for a passphrase that opens nothing.
 */
export async function verifyPassphrase(
  db: Db,
  opts: { passphrase: string; attempts: CountedAttempts; now?: Date },
): Promise<VerifiedCode | null> {
  await takeAttempt(opts.attempts.limiter, opts.attempts.key);
  if (opts.passphrase.length > MAX_PASSPHRASE_LENGTH) throw new AppError('Livestream.invalid', { field: 'passphrase' });
  return checkAccessCode(db, opts.passphrase, opts.now);
}
