/**
 * Company identifiers on Czech invoices: the IČO (8 digits, the last a modulo-11 check digit
 * over the first seven with weights 8 to 2) and the DIČ (VAT number: a country code and up to
 * 13 letters or digits; a Czech one is CZ and 8 to 10 digits).
 */

/** Whether an IČO is 8 digits whose last digit checks the others. */
export function isValidRegnumber(text: string): boolean {
  if (!/^\d{8}$/.test(text)) return false;
  const sum = [...text.slice(0, 7)].reduce((s, d, i) => s + Number(d) * (8 - i), 0);
  return (11 - (sum % 11)) % 10 === Number(text[7]);
}

/**
 * The prefixes of EU VAT ids: the member states' codes (Greece is EL) and XI for Northern
 * Ireland's traders, who still invoice within the EU's VAT system.
 */
const EU_VAT_PREFIXES = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

/**
 * Whether a VAT number has the EU shape: an EU country prefix and 2 to 13 letters or digits,
 * at least two of them digits (every state's id is mostly digits, so a word is refused); a
 * Czech one is CZ and 8 to 10 digits.
 */
export function isValidVatNumber(text: string): boolean {
  if (text.startsWith('CZ')) return /^CZ\d{8,10}$/.test(text);
  return EU_VAT_PREFIXES.has(text.slice(0, 2)) && /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(text) && /\d.*\d/.test(text.slice(2));
}
