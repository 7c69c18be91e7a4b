import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie that remembers a verified livestream passphrase: HttpOnly, never readable by scripts. */
export const PASS_COOKIE = 'livestream_pass';
/** A passphrase is remembered for the event's week and a bit. */
export const PASS_TTL_SECONDS = 14 * 24 * 60 * 60;

/**
 * The cookie holds the access code's id and an expiry, signed: not the passphrase itself, so a
 * stolen cookie does not reveal it, and the rights are read from the code on every request, so
 * revoking the code closes every browser that used it.
 */
export function signPass(codeId: number, secret: string, now = new Date()): string {
  const payload = `${codeId}.${Math.floor(now.getTime() / 1000) + PASS_TTL_SECONDS}`;
  return `${payload}.${mac(payload, secret)}`;
}

/**
 * The Set-Cookie value that remembers a verified code, shared by the API and the livestream
 * page's form so both doors set the same cookie: HttpOnly, SameSite=Lax, Secure on https.
 */
export function passCookie(codeId: number, secret: string, opts: { secure: boolean; now?: Date }): string {
  return [
    `${PASS_COOKIE}=${signPass(codeId, secret, opts.now)}`,
    'Path=/',
    `Max-Age=${PASS_TTL_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The access code id of a well-formed, correctly signed, unexpired cookie value; null otherwise. */
export function verifyPass(value: string | undefined, secret: string, now = new Date()): number | null {
  const m = /^([1-9]\d{0,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
  if (!m) return null;
  const expected = Buffer.from(mac(`${m[1]}.${m[2]}`, secret));
  const given = Buffer.from(m[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(m[2]) <= Math.floor(now.getTime() / 1000)) return null;
  return Number(m[1]);
}

function mac(data: string, secret: string): string {
  // A purpose prefix keeps this signature from ever matching a session token's.
  return createHmac('sha256', secret).update(`livestream-pass:${data}`).digest('base64url');
}

/** The raw pass cookie from a Cookie header (pages read it as the API's cookie parser does). */
export function readPassCookie(cookieHeader: string | null | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === PASS_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
