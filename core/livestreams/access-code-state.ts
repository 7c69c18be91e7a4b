import type { accessCodes } from '../../db/schema';

export const ACCESS_CODE_STATES = ['active', 'revoked', 'expired'] as const;
export type AccessCodeState = (typeof ACCESS_CODE_STATES)[number];

type Validity = Pick<typeof accessCodes.$inferSelect, 'revokedAt' | 'validUntil'>;

/**
 * Whether a code opens streams now, or why not: revoked wins over expired (a revoke is final).
 * The same rule as the check path's `usable` (check-access-code.ts): valid while now < validUntil.
 */
export function accessCodeState(code: Validity, now: Date): AccessCodeState {
  if (code.revokedAt) return 'revoked';
  if (code.validUntil && now >= code.validUntil) return 'expired';
  return 'active';
}
