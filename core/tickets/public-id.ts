import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so an id read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A public order id, `7KQ4-M9XD-2HPA`: 60 random bits, so ids that leave the system (answers,
 * e-mails, links) say nothing about how many orders there are and cannot be guessed in turn.
 */
export function newPublicId(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}
