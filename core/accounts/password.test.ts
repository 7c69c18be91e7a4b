import { describe, expect, it } from 'vitest';
import { hashingParams, hashPassword, SCRYPT_PARAMS, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes at N=2^15, r=8, p=3 outside the fast-hashing test run', () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 3 });
    const saved = process.env.INNOWEEK_FAST_HASHING;
    delete process.env.INNOWEEK_FAST_HASHING;
    try {
      expect(hashingParams()).toBe(SCRYPT_PARAMS);
    } finally {
      if (saved !== undefined) process.env.INNOWEEK_FAST_HASHING = saved;
    }
  });

  it('stores scrypt parameters, a 16-byte salt and a 64-byte key in the string', async () => {
    const stored = await hashPassword('innoweek-demo');
    const [name, N, r, p, salt, key] = stored.split('$');
    const params = hashingParams();
    expect([name, N, r, p]).toEqual(['scrypt', String(params.N), String(params.r), String(params.p)]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Žluťoučký kůň 2021');
    expect(await verifyPassword('Žluťoučký kůň 2021', stored)).toBe(true);
    expect(await verifyPassword('žluťoučký kůň 2021', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
  });

  it('treats composed and decomposed diacritics as the same password', async () => {
    const stored = await hashPassword('heslo-č');
    expect(await verifyPassword('heslo-c\u030C', stored)).toBe(true);
  });

  it('verifies hashes made with other parameters, as the string describes them', async () => {
    // A cheaper hash as an older version might have stored it: N=1024, r=8, p=1.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('legacy', salt, 32, { N: 1024, r: 8, p: 1 });
    const stored = `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('legacy', stored)).toBe(true);
    expect(await verifyPassword('legacy!', stored)).toBe(false);
  });

  it('never verifies a missing or malformed hash', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$33$8$3$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1073741824$8$3$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA==')).toBe(false);
  });
});
