import type { Db } from '../../db/client';
import { AppError } from '../errors/app-error';
import { takeGuess, type CountedAttempts } from '../rate-limit/limits';
import { checkAccessCode, type VerifiedCode } from './check-access-code';

/** Longer than any passphrase we issue or accept; refused before it is hashed. */
export const MAX_PASSPHRASE_LENGTH = 200;

/**
 * A visitor's passphrase check, the same for the API (`GET /api/check-ticket/{passphrase}`) and
 * the livestream page's form: each wrong guess counts on the caller's counter (429 past the limit,
 * enough for typos, not for guessing; a right one is given back, decision 058, so a room behind
 * one address typing the passphrase it was given never reaches it), an over-long one is invalid,
 * and a known, unrevoked, unexpired code answers its rights. Null for a passphrase that opens
 * nothing.
 */
export async function verifyPassphrase(
  db: Db,
  opts: { passphrase: string; attempts: CountedAttempts; now?: Date },
): Promise<VerifiedCode | null> {
  const guess = await takeGuess(opts.attempts.limiter, opts.attempts.key);
  if (opts.passphrase.length > MAX_PASSPHRASE_LENGTH) throw new AppError('Livestream.invalid', { field: 'passphrase' });
  const code = await checkAccessCode(db, opts.passphrase, opts.now);
  if (code) await guess.giveBack();
  return code;
}
