import { describe, expect, it } from 'vitest';
import { hashAccessCode } from './hash-access-code';

describe('hashAccessCode', () => {
  it('is the SHA-256 hex digest of the passphrase', () => {
    // echo -n konference2021 | sha256sum
    expect(hashAccessCode('konference2021')).toBe('48cba3ba21dedf44819356390937fb5e8e3584678c7d133106aadd3ba5c465f4');
  });

  it('ignores surrounding whitespace', () => {
    expect(hashAccessCode('  konference2021\n')).toBe(hashAccessCode('konference2021'));
  });

  it('is case-sensitive', () => {
    expect(hashAccessCode('Konference2021')).not.toBe(hashAccessCode('konference2021'));
  });

  it('reads a composed and a decomposed accented letter alike', () => {
    expect(hashAccessCode('sn\u0065\u030Cni\u0301k-2021')).toBe(hashAccessCode('sněník-2021'));
  });
});
