import { createHash } from 'node:crypto';

/**
 * Livestream passphrases are stored only as this hash, so a database dump does not reveal them.
 * Surrounding spaces (a pasted passphrase) are ignored; letter case counts; accented letters
 * count the same however the keyboard composed them (NFC).
 */
export function hashAccessCode(code: string): string {
  return createHash('sha256').update(code.trim().normalize('NFC'), 'utf8').digest('hex');
}
