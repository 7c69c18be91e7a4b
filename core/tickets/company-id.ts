/**
 * Company identifiers on Czech invoices: the IČO (8 digits, the last a modulo-11 check digit
 * over the first seven with weights 8 to 2) and the DIČ (VAT number: a country code and the
 * state's own shape; a Czech one is CZ and 8 to 10 digits).
 */

/** Whether an IČO is 8 digits whose last digit checks the others. */
export function isValidRegnumber(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const sum = [...text.slice(0, 7)].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(text[7]);
}

/**
 * The shapes of EU VAT ids after the country prefix, as the EU's VIES service publishes them
 * (Greece is EL; XI is Northern Ireland's traders, who still invoice within the EU's VAT system).
 */
const EU_VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[0-9A-Z+*]\d{5}[A-W][A-I]?$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/**
 * Whether a VAT number may stand on an invoice (decisions 067, 078). An EU one must have its
 * state's shape (the VIES formats above); a Czech company's (CZ and 8 digits) is its IČO, so its
 * check digit must hold as well. A number from outside the EU (Swiss CHE…, British GB…,
 * Norwegian NO…MVA) is taken as its buyer writes it: a two-letter prefix that is not an EU
 * state's, then 2 to 18 letters, digits, dots or hyphens with at least two digits.
 */
export function isValidVatNumber(text: string): boolean {
  const prefix = text.slice(0, 2);
  const rest = text.slice(2);
  const format = EU_VAT_FORMATS[prefix];
  if (format) return format.test(rest) && (prefix !== 'CZ' || rest.length !== 8 || isValidRegnumber(rest));
  return /^[A-Z]{2}[0-9A-Z.-]{2,18}$/.test(text) && /\d.*\d/.test(rest);
}
