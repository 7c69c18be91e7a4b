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

/** Whether a VAT number has the EU shape (CZ and 8-10 digits for a Czech one). */
export function isValidVatNumber(text: string): boolean {
  if (text.startsWith('CZ')) return /^CZ\d{8,10}$/.test(text);
  return /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(text);
}
