/**
 * The city of a Czech postal address ("Technická 2710/6, 160 80 Praha 6" -> "Praha"): the
 * place after the postal code, without a district number. Events have no city field; the
 * address is what organisers fill in. Null when the address has no postal code (online events,
 * halls of the congress centre without an address).
 */
export function cityOfAddress(address: string | null | undefined): string | null {
  const m = /\b\d{3} ?\d{2}\s+([^,\d]+?)(?:\s+\d+)?\s*(?:,|$)/u.exec(address ?? '');
  const city = m?.[1]?.trim();
  return city ? city : null;
}
