import { describe, expect, it } from 'vitest';
import { accessCodeState } from './access-code-state';

const now = new Date('2021-10-11T08:00:00Z');
const later = new Date('2021-10-12T08:00:00Z');
const earlier = new Date('2021-10-10T08:00:00Z');

describe('accessCodeState', () => {
  it('is active without an end, or before its end', () => {
    expect(accessCodeState({ revokedAt: null, validUntil: null }, now)).toBe('active');
    expect(accessCodeState({ revokedAt: null, validUntil: later }, now)).toBe('active');
  });

  it('is expired from its end on, as the check path counts it', () => {
    expect(accessCodeState({ revokedAt: null, validUntil: now }, now)).toBe('expired');
    expect(accessCodeState({ revokedAt: null, validUntil: earlier }, now)).toBe('expired');
  });

  it('is revoked once revoked, expired or not', () => {
    expect(accessCodeState({ revokedAt: earlier, validUntil: null }, now)).toBe('revoked');
    expect(accessCodeState({ revokedAt: earlier, validUntil: earlier }, now)).toBe('revoked');
  });
});
