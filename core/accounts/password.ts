import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at N=2^15, r=8, p=3: OWASP's equivalent of N=2^17/p=1 at 32 MiB per hash and about
 * 0.25 s on our machines. The parameters travel inside the stored string, so raising them later
 * leaves old hashes verifiable (and a login may rehash them).
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
/**
 * Vitest's database projects hash at N=2^10/p=1 (set in vitest.config.ts): the suite hashes
 * hundreds of passwords, and the cost is not what those tests test. Honoured only inside a
 * Vitest run (VITEST is set by its runner), never by a server.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 } as const;
export const hashingParams = () =>
  process.env.VITEST && process.env.INNOWEEK_FAST_HASHING === '1' ? TEST_PARAMS : SCRYPT_PARAMS;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';
// Refuse stored parameters that would make one verification cost more than ~8x the default.
const MAX_COST = 2 ** 18;

function derive(plain: string, salt: Buffer, params: { N: number; r: number; p: number }, keylen: number): Promise<Buffer> {
  // OpenSSL counts 128*r*(N+2) for V plus 128*r*p for B, a little over Node's 32 MiB default.
  const options: ScryptOptions = { ...params, maxmem: 128 * params.r * (params.N + params.p + 2) + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hashes a password into a self-describing string: scrypt$N$r$p$<salt base64>$<key base64>. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = hashingParams();
  const key = await derive(plain, salt, params, KEY_BYTES);
  const { N, r, p } = params;
  return [PREFIX, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [N, r, p] = parts.slice(1, 4).map((s) => (/^[1-9][0-9]{0,9}$/.test(s!) ? Number(s) : NaN)) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N > MAX_COST || (N & (N - 1)) !== 0 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/**
 * Checks a password against a stored hash in constant time. An account without a password
 * (null) or with a malformed hash never verifies, but still costs one hash, so that timing does
 * not tell such accounts apart from ones with a wrong password.
 */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(plain, Buffer.alloc(SALT_BYTES), hashingParams(), KEY_BYTES);
    return false;
  }
  const key = await derive(plain, parsed.salt, parsed, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
