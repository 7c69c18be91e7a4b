import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when typed from a mail (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A livestream passphrase: `INNO-` and three groups of four characters (e.g. `INNO-7KQ4-M9XD-2HPA`),
 * about 59 random bits: readable aloud, typed from a mail without mix-ups, never guessed in turn
 * (checks are rate-limited on top). Paid orders get one; Admins get one on asking.
 */
export function newAccessCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `INNO-${group()}-${group()}-${group()}`;
}
