import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Sessions last 30 days at most, as the content service's token did (2592000000 ms). */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * A session unused this long is refused (SESSION_IDLE_DAYS, decision 090); each use renews it
 * (server/middleware/session-upkeep.ts), within the 30 days.
 */
export const DEFAULT_SESSION_IDLE_SECONDS = 14 * 24 * 60 * 60;

export type SessionClaims = {
  userId: number;
  tokenVersion: number;
  /** This sign-in's own id (`jti`), which logging out revokes (core/accounts/end-session.ts). */
  sessionId: string;
  issuedAt: number;
  expiresAt: number;
  /** When the session is refused unless used before (`idl`, seconds); renewing moves it on. */
  idleUntil: number;
};

/** 128 random bits, base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Signs a session token: an HS256 JWT whose `ver` is the user's tokenVersion, so bumping the
 * version (password change, block, signing out everywhere) invalidates every token issued
 * before, whose `jti` is a new random id for this sign-in alone, so logging out ends this
 * session and no other, and whose `idl` is the instant it lapses unless used (decision 090).
 */
export function signSessionToken(
  user: { id: number; tokenVersion: number },
  secret: string,
  now = new Date(),
  idleSeconds = DEFAULT_SESSION_IDLE_SECONDS,
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + SESSION_TTL_SECONDS;
  const jti = randomBytes(16).toString('base64url');
  return sign({ sub: String(user.id), ver: user.tokenVersion, jti, iat, exp, idl: Math.min(exp, iat + idleSeconds) }, secret);
}

/**
 * The same session (user, version, id, sign-in time and end) signed again as used now: its
 * inactivity deadline moves on, never past the session's 30 days.
 */
export function renewSessionToken(
  claims: SessionClaims,
  secret: string,
  now = new Date(),
  idleSeconds = DEFAULT_SESSION_IDLE_SECONDS,
): string {
  const at = Math.floor(now.getTime() / 1000);
  const { userId, tokenVersion: ver, sessionId: jti, issuedAt: iat, expiresAt: exp } = claims;
  return sign({ sub: String(userId), ver, jti, iat, exp, idl: Math.min(exp, at + idleSeconds) }, secret);
}

function sign(claims: Record<string, unknown>, secret: string): string {
  const payload = base64url(JSON.stringify(claims));
  return `${HEADER}.${payload}.${signature(`${HEADER}.${payload}`, secret)}`;
}

/**
 * Tokens whose signature and shape were checked, by secret and token text (decision 184): a
 * signed-in request reads its token twice (the session's renewal and the session reader), and
 * checking it cost an HMAC object, four buffers, a JSON parse and a claims object each time.
 * The signature and the claims depend on the text and the secret alone; the deadlines, which
 * depend on the time, are checked on every use. A refused token is not kept; the claims are
 * frozen, as every caller gets the same object. Bounded: past VERIFIED_TOKENS_MAX tokens the
 * store starts over.
 */
const verifiedTokens = new Map<string, Map<string, Readonly<SessionClaims>>>();
const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The claims of a well-formed, correctly signed, unexpired token that has been used within its
 * inactivity deadline; null for anything else, including a token without a session id (signed
 * before logging out could revoke one session). A token signed before the deadline existed
 * lapses the default 14 days after its sign-in.
 */
export function verifySessionToken(token: string, secret: string, now = new Date()): SessionClaims | null {
  let bySecret = verifiedTokens.get(secret);
  let claims = bySecret?.get(token);
  if (!claims) {
    const checked = checkToken(token, secret);
    if (!checked) return null;
    claims = checked;
    if (!bySecret) verifiedTokens.set(secret, (bySecret = new Map()));
    if (bySecret.size >= VERIFIED_TOKENS_MAX) bySecret.clear();
    bySecret.set(token, claims);
  }
  return claims.idleUntil <= Math.floor(now.getTime() / 1000) ? null : claims;
}

/** A token's claims once its signature and their shape are checked; null for a token refused whatever the time. */
function checkToken(token: string, secret: string): Readonly<SessionClaims> | null {
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
  const { sub, ver, jti, iat, exp, idl } = claims as Record<string, unknown>;
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub)) return null;
  if (typeof jti !== 'string' || !SESSION_ID.test(jti)) return null;
  if (!Number.isSafeInteger(ver) || !Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return null;
  if (idl !== undefined && !Number.isSafeInteger(idl)) return null;
  return Object.freeze({
    userId: Number(sub),
    tokenVersion: ver as number,
    sessionId: jti,
    issuedAt: iat as number,
    expiresAt: exp as number,
    idleUntil: Math.min(exp as number, (idl as number | undefined) ?? (iat as number) + DEFAULT_SESSION_IDLE_SECONDS),
  });
}

function signature(data: string, secret: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}
