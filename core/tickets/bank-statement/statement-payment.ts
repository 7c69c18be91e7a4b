/**
 * One incoming or outgoing payment read from a bank statement, whatever the file's format.
 * Amounts are integer haléře (minor units): statements carry them, and comparing whole-crown
 * order totals with them needs no floats.
 */
export type StatementPayment = {
  /** The bank's id of the movement; the same movement read twice has the same id. */
  bankId: string;
  /** The booking day, `YYYY-MM-DD`. */
  date: string;
  /** Positive for money received, negative for money sent. */
  amountMinor: number;
  currency: string;
  /** Digits only, leading zeros removed; empty when the payer gave none. */
  variableSymbol: string;
  counterAccount: string;
  message: string;
};

/** A variable symbol as orders keep it: digits without leading zeros ('0020210001' and '20210001' are one symbol). */
export const normalizeSymbol = (raw: string) => raw.replace(/\D/g, '').replace(/^0+/, '');

/** Decodes a statement file: UTF-8 (with or without BOM) when it is valid UTF-8, else Windows-1250, as Czech banks export. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1250').decode(bytes);
  }
}
