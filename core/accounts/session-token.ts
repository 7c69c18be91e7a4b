import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Sessions last 30 days, as the content service's token did (2592000000 ms). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export type SessionClaims = {
  userId: number;
  tokenVersion: number;
  /** This sign-in's own id (`jti`), which logging out revokes (core/accounts/end-session.ts). */
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
};

/** 128 random bits, base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Signs a session token: an HS256 JWT whose `ver` is the user's tokenVersion, so bumping the
 * version (password change, block) invalidates every token issued before, and whose `jti` is a
 * new random id for this sign-in alone, so logging out ends this session and no other.
 */
export function signSessionToken(user: { id: number; tokenVersion: number }, secret: string, now = new Date()): string {
  const iat = Math.floor(now.getTime() / 1000);
  const jti = randomBytes(16).toString('base64url');
  const payload = base64url(
    JSON.stringify({ sub: String(user.id), ver: user.tokenVersion, jti, iat, exp: iat + SESSION_TTL_SECONDS }),
  );
  return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`, secret)}`;
}

/**
 * The claims of a well-formed, correctly signed, unexpired token; null for anything else,
 * including a token without a session id (signed before logging out could revoke one session).
 */
export function verifySessionToken(token: string, secret: string, now = new Date()): SessionClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  // Only our own header is accepted: this rules out alg=none and algorithm confusion.
  if (header !== HEADER) return null;
  const expected = Buffer.from(signature(`${header}.${payload}`, secret));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null) return null;
  const { sub, ver, jti, iat, exp } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  if (typeof jti !== 'string' || !SESSION_ID.test(jti)) return null;
  if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  if ((exp as number) <= Math.floor(now.getTime() / 1000)) return null;
  return {
    userId: Number(sub),
    tokenVersion: ver as number,
    sessionId: jti,
    issuedAt: iat as number,
    expiresAt: exp as number,
  };
}

function signature(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
