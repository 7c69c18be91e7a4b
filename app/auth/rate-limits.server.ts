/**
 * Throttles of page forms that the HTTP edge does not see. Login, registration and the
 * password forms are limited per address and per account in server/middleware/rate-limit.ts
 * for both doors; the current-password check of the Me page is only here.
 */
import { AppError } from '../../core/errors';
import { createMemoryRateLimiter, type RateLimiter } from '../../core/rate-limit/rate-limiter';

const limiters = {
  /** Wrong current passwords on the Me page per user. */
  currentPassword: createMemoryRateLimiter({ limit: 10, windowMs: 15 * 60_000 }),
} satisfies Record<string, RateLimiter>;

export type RateLimitKind = keyof typeof limiters;

/** Counts one attempt; throws AppError('too_many_requests') once the limit is reached. */
export async function hitRateLimit(kind: RateLimitKind, key: string): Promise<void> {
  const result = await limiters[kind].hit(key.trim().toLowerCase());
  if (!result.allowed) {
    throw new AppError('too_many_requests', 'Too many attempts.', { details: { retryAfterSeconds: result.retryAfterSeconds } });
  }
}

export async function resetRateLimit(kind: RateLimitKind, key: string): Promise<void> {
  await limiters[kind].reset(key.trim().toLowerCase());
}
