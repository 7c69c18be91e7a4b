import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { accessCodeHashes, hashAccessCode } from './hash-access-code';

describe('hashAccessCode', () => {
  it('is the SHA-256 hex digest of the passphrase in lower case', () => {
    // echo -n konference2021 | sha256sum
    expect(hashAccessCode('konference2021')).toBe('48cba3ba21dedf44819356390937fb5e8e3584678c7d133106aadd3ba5c465f4');
  });

  it('ignores surrounding whitespace', () => {
    expect(hashAccessCode('  konference2021\n')).toBe(hashAccessCode('konference2021'));
  });

  it('ignores letter case, as ticket and promo codes do (decision 108)', () => {
    expect(hashAccessCode('Konference2021')).toBe(hashAccessCode('konference2021'));
    expect(hashAccessCode('INNO-7KQ4-M9XD-2HPA')).toBe(hashAccessCode('inno-7kq4-m9xd-2hpa'));
    expect(hashAccessCode('ŠKODA-heslo')).toBe(hashAccessCode('škoda-HESLO'));
  });

  it('reads a composed and a decomposed accented letter alike', () => {
    expect(hashAccessCode('sn\u0065\u030Cni\u0301k-2021')).toBe(hashAccessCode('sněník-2021'));
  });
});

describe('accessCodeHashes', () => {
  const asTyped = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

  it('asks the case-folded hash, and those of codes stored before: as typed and in capitals', () => {
    expect(accessCodeHashes(' Inno-7kq4-M9XD-2hpa ')).toEqual([
      hashAccessCode('INNO-7KQ4-M9XD-2HPA'),
      asTyped('Inno-7kq4-M9XD-2hpa'),
      asTyped('INNO-7KQ4-M9XD-2HPA'),
    ]);
  });

  it('asks each hash once', () => {
    expect(accessCodeHashes('konference2021')).toEqual([hashAccessCode('konference2021'), asTyped('KONFERENCE2021')]);
  });
});
