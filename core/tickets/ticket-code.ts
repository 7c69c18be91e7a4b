import { randomBytes } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The longest text a claim form takes; a longer one cannot be a code. */
export const TICKET_CODE_MAX_LENGTH = 40;

/**
 * A ticket code, `TI-7KQ4-M9XD-2HPA`: 60 random bits, so codes cannot be guessed in turn
 * (claims are rate-limited on top).
 */
export function newTicketCode(): string {
  const chars = [...randomBytes(12)].map((b) => ALPHABET[b & 31]!);
  return ['TI', chars.slice(0, 4).join(''), chars.slice(4, 8).join(''), chars.slice(8, 12).join('')].join('-');
}

export { normalizeTicketCode } from './ticket-code-text';
