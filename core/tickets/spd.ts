/**
 * The Czech QR payment ("QR Platba"): the Short Payment Descriptor 1.0 string that Czech and
 * Slovak banking apps read from a QR code, and the IBAN of a Czech account written the way
 * organisers know it (`19-2000145399/0800`).
 *
 * The string is `SPD*1.0*KEY:value*KEY:value…`. Values must not contain `*` (the separator);
 * the format allows percent-encoding, but banking apps differ in decoding it, so free text is
 * reduced to the QR alphanumeric set instead: diacritics dropped, upper case, anything else a
 * space. That also keeps the whole string in the QR code's compact alphanumeric mode.
 */

const CZ_ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/;

/** Czech account numbers carry their own mod-11 check (weights from the right 1, 2, 4, 8, 5, 10, 9, 7, 3, 6). */
const CZ_WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const passesMod11 = (digits: string) =>
  [...digits.padStart(10, '0')].reduce((sum, d, i) => sum + Number(d) * CZ_WEIGHTS[i]!, 0) % 11 === 0;

/** The remainder of a long decimal string by 97, digit by digit (no BigInt needed). */
function mod97(digits: string) {
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

/** Letters as ISO 13616 numbers (A = 10 … Z = 35). */
const lettersToDigits = (s: string) => s.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));

/** An IBAN passes its mod-97 check (ISO 13616): the country and check digits moved to the end, the whole number mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (compact.startsWith('CZ') && compact.length !== 24) return false;
  return mod97(lettersToDigits(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/**
 * The IBAN of a Czech account `[prefix-]number/bank code`: `CZ` + check digits + bank code (4) +
 * prefix (6) + number (10). Refuses (RangeError) anything that is not a valid Czech account:
 * wrong shape, an all-zero number, or a prefix or number failing the mod-11 check.
 */
export function czechAccountToIban(account: string): string {
  const match = CZ_ACCOUNT.exec(account.replace(/\s+/g, ''));
  if (!match) throw new RangeError(`"${account}" is not a Czech account number ([prefix-]number/bank code)`);
  const [, prefix = '', number = '', bank = ''] = match;
  if (/^0+$/.test(number)) throw new RangeError(`"${account}" has no account number`);
  if (!passesMod11(prefix) || !passesMod11(number)) throw new RangeError(`"${account}" fails the account check digit`);
  const bban = bank + prefix.padStart(6, '0') + number.padStart(10, '0');
  const check = 98 - mod97(bban + lettersToDigits('CZ') + '00');
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

/** An IBAN in groups of four, as printed on invoices (`CZ65 0800 0000 1920 0014 5399`). */
export const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** Free text for SPD: Latin letters without diacritics, upper case, digits, space and `$+-./:` (no `*`, no `%`); anything else a space. */
export function spdText(value: string, maxLength: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^0-9A-Z $+\-./:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

export type SpdPayment = {
  /** The payee's IBAN (spaces allowed). */
  iban: string;
  /** The payee bank's BIC, when given it follows the IBAN (`ACC:CZ…+KOMBCZPP`). */
  bic?: string;
  /** The amount to pay in the currency's units, at most two decimals. */
  amount: number;
  /** ISO 4217 code, e.g. CZK. */
  currency: string;
  /** Variable symbol: 1-10 digits. */
  variableSymbol: string;
  /** Message for the payee; reduced to the SPD character set and cut to 60 characters. */
  message: string;
  /** Due date as YYYY-MM-DD (DT). */
  dueDate?: string;
  /** The payee's name (RN), cut to 35 characters. */
  recipientName?: string;
};

const MSG_MAX = 60;
const RN_MAX = 35;
const AM_MAX_LENGTH = 10;

/**
 * The SPD 1.0 string of a payment (Czech Banking Association standard, "QR Platba"). Refuses
 * (RangeError) an invalid IBAN or BIC, an amount that is not positive, has more than two
 * decimals or more than 10 characters, a currency that is not three letters and a variable
 * symbol that is not 1-10 digits.
 */
export function buildSpdPayment(payment: SpdPayment): string {
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  if (!isValidIban(iban)) throw new RangeError(`"${payment.iban}" is not a valid IBAN`);
  const bic = payment.bic?.replace(/\s+/g, '').toUpperCase();
  if (bic !== undefined && !/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/.test(bic))
    throw new RangeError(`"${payment.bic}" is not a BIC`);
  const cents = Math.round(payment.amount * 100);
  if (!Number.isFinite(payment.amount) || cents <= 0 || Math.abs(cents - payment.amount * 100) > 1e-6)
    throw new RangeError(`amount ${payment.amount} is not a positive sum with at most two decimals`);
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (amount.length > AM_MAX_LENGTH) throw new RangeError(`amount ${payment.amount} is longer than ${AM_MAX_LENGTH} characters`);
  const currency = payment.currency.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`"${payment.currency}" is not an ISO 4217 currency code`);
  if (!/^\d{1,10}$/.test(payment.variableSymbol))
    throw new RangeError(`variable symbol "${payment.variableSymbol}" is not 1-10 digits`);
  if (payment.dueDate !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(payment.dueDate))
    throw new RangeError(`due date "${payment.dueDate}" is not YYYY-MM-DD`);

  const fields: [string, string][] = [
    ['ACC', bic ? `${iban}+${bic}` : iban],
    ['AM', amount],
    ['CC', currency],
    ['X-VS', payment.variableSymbol],
  ];
  if (payment.dueDate) fields.push(['DT', payment.dueDate.replaceAll('-', '')]);
  const recipient = payment.recipientName ? spdText(payment.recipientName, RN_MAX) : '';
  if (recipient) fields.push(['RN', recipient]);
  const message = spdText(payment.message, MSG_MAX);
  if (message) fields.push(['MSG', message]);
  return ['SPD', '1.0', ...fields.map(([key, value]) => `${key}:${value}`)].join('*');
}
