/**
 * Bank account numbers as Czech invoices print them: the domestic form `[prefix-]number/bank`
 * with the Czech National Bank's weighted modulo-11 check (decree 169/2011), and the IBAN with
 * its ISO 13616 modulo-97 check. A CZ IBAN is the domestic number spelled differently, so the
 * two must agree when both are given.
 */

const PREFIX_WEIGHTS = [10, 5, 8, 4, 2, 1];
const NUMBER_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];

const weightedMod11 = (digits: string, weights: number[]) =>
  [...digits.padStart(weights.length, '0')].reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11 === 0;

export type CzechAccount = { prefix: string; number: string; bank: string };

/** The parts of a domestic account number, or null when it is malformed or fails the check. */
export function parseCzechAccount(text: string): CzechAccount | null {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', number = '', bank = ''] = match;
  if (!weightedMod11(prefix, PREFIX_WEIGHTS) || !weightedMod11(number, NUMBER_WEIGHTS)) return null;
  if (/^0+$/.test(number)) return null;
  return { prefix, number, bank };
}

/** Spaces out, upper case: how an IBAN is stored and compared. */
export const normalizeIban = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** The ISO 13616 check: country, two check digits, up to 30 letters and digits, mod 97 = 1. */
export function isValidIban(text: string): boolean {
  const iban = normalizeIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('CZ') && iban.length !== 24) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** The CZ IBAN of a domestic account: CZ, check digits, bank code, 6-digit prefix, 10-digit number. */
export function ibanOfCzechAccount(account: CzechAccount): string {
  const bban = account.bank + account.prefix.padStart(6, '0') + account.number.padStart(10, '0');
  const digits = `${bban}123500`; // "CZ00" moved to the end, letters as numbers (C=12, Z=35)
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return `CZ${String(98 - rest).padStart(2, '0')}${bban}`;
}

/** An IBAN in groups of four, as printed. */
export const formatIban = (iban: string) => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
