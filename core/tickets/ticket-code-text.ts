/*
 * Reading a typed ticket code, with no Node module: the door scanner runs it in the browser
 * when it decides offline (decision 116).
 */

/**
 * The stored form of what someone typed: any case, spaces and dashes anywhere, the `TI` prefix
 * optional, and the letters Crockford reads as digits (O → 0, I and L → 1). Undefined when it
 * cannot be a code.
 */
export function normalizeTicketCode(input: string): string | undefined {
  let s = input.toUpperCase().replace(/[\s-]+/g, '');
  if (s.startsWith('TI') && s.length === 14) s = s.slice(2);
  s = s.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{12}$/.test(s)) return undefined;
  return `TI-${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}`;
}

/** The prefix of a signed ticket code (decision 115); a new key or form gets a new one. */
export const SIGNED_CODE_PREFIX = 'IW1';

/**
 * The parts of a signed QR text, `IW1.<code>.<signature>`, unverified (only the server holds the
 * key); null when the text is not in that form or its code is not one as issued.
 */
export function splitSignedCode(text: string): { code: string; signature: string } | null {
  const parts = text.trim().toUpperCase().split('.');
  if (parts.length !== 3 || parts[0] !== SIGNED_CODE_PREFIX) return null;
  const [, code = '', signature = ''] = parts;
  return normalizeTicketCode(code) === code ? { code, signature } : null;
}

/** The ticket code in what a door scanner read: a signed QR text's code, or a typed code. */
export function codeOfScan(text: string): string | undefined {
  const signed = splitSignedCode(text);
  if (signed) return signed.code;
  if (text.trim().toUpperCase().startsWith(`${SIGNED_CODE_PREFIX}.`)) return undefined;
  return normalizeTicketCode(text);
}
