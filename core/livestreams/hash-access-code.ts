import { createHash } from 'node:crypto';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** What is compared of a passphrase: without surrounding spaces (a pasted one), accents composed one way (NFC). */
const typedForm = (code: string) => code.trim().normalize('NFC');

/**
 * Livestream passphrases are stored only as this hash, so a database dump does not reveal them.
 * Letter case does not count, as for ticket and promo codes (decision 108): the hash is of the
 * lower-case form, so `INNO-7KQ4-M9XD-2HPA` typed as `inno-7kq4-m9xd-2hpa` opens the same streams.
 */
export function hashAccessCode(code: string): string {
  return sha256(typedForm(code).toLowerCase());
}

/**
 * The hashes a typed passphrase may match. Codes stored before decision 108 were hashed as typed
 * (the hash cannot be redone without the passphrase), so besides the case-folded hash, the one of
 * the text as typed and the one in capitals are asked too: every generated code (`INNO-…`, all
 * capitals) and every all-lower-case one then opens in any case; an old code of mixed case only
 * as it was made.
 */
export function accessCodeHashes(code: string): string[] {
  const typed = typedForm(code);
  return [...new Set([hashAccessCode(code), sha256(typed), sha256(typed.toUpperCase())])];
}
