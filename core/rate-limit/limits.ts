import { AppError } from '../errors/app-error';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from './rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Everything the site limits, in one list. Per client address the limits are abuse
 * thresholds, loose enough for a venue's shared Wi-Fi; per account they are tight, since that
 * is what a password guesser or a mail bomber aims at (docs/decisions/006). Each app instance
 * holds one counter per rule, shared by the API and the page forms.
 */
export const DEFAULT_RATE_LIMITS = {
  /** Login attempts per client address. */
  loginPerIp: { limit: 30, windowMs: MINUTE },
  /**
   * Failed logins per identifier (username or e-mail) from one client address; a successful
   * login clears them. Keyed on the address too, so a stranger elsewhere cannot lock the real
   * user out (decision 054).
   */
  loginFailuresPerIdentifierAndIp: { limit: 5, windowMs: 15 * MINUTE },
  /**
   * Failed logins per identifier from all addresses together: ten addresses' worth, a cap on
   * guessing from many addresses (an IPv6 block is millions of them) that one stranger does not
   * reach from home. A successful login clears them.
   */
  loginFailuresPerIdentifier: { limit: 50, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 20, windowMs: HOUR },
  forgotPerIp: { limit: 10, windowMs: HOUR },
  /** Reset e-mails per address asked for. */
  forgotPerEmail: { limit: 3, windowMs: HOUR },
  /** Confirmation links asked for again per account (login page), as tight as the reset mail. */
  confirmationResendPerUser: { limit: 3, windowMs: HOUR },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Guesses of one's current password: a stolen session must not turn into a stolen account. */
  currentPasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Confirmation links for a new e-mail per account: each goes to an address the user types. */
  emailChangePerUser: { limit: 5, windowMs: HOUR },
  /** Livestream passphrase checks per client address: enough for typos, not for guessing. */
  passphrasePerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Promo code checks, and orders that carry a code, per client address: a check invites guessing. */
  promoCodeGuessesPerIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Ticket code claims per account: enough for typos, not for guessing. */
  ticketClaimsPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Ticket orders per client address: each takes an invoice number for good and mails an address anyone may type. */
  ordersPerIp: { limit: 30, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimitRules = Record<RateLimitName, RateLimitRule>;
export type RateLimits = Record<RateLimitName, RateLimiter>;

/** One counter per rule; tests loosen or tighten rules, and Redis replaces the memory store with several processes (server/scale-out). */
export function createRateLimits(
  rules: Partial<RateLimitRules> = {},
  create: (rule: RateLimitRule, name: RateLimitName) => RateLimiter = createMemoryRateLimiter,
): RateLimits {
  const all: RateLimitRules = { ...DEFAULT_RATE_LIMITS, ...rules };
  return Object.fromEntries(Object.entries(all).map(([name, rule]) => [name, create(rule, name as RateLimitName)])) as RateLimits;
}

/** A counter and the key one caller's attempts count under (a client address, an account id). */
export type CountedAttempts = { limiter: RateLimiter; key: string };

/** Counts one attempt; over the limit it refuses with the rate-limit code and the seconds to wait. */
export async function takeAttempt(limiter: RateLimiter, key: string, opts: { field?: string } = {}): Promise<void> {
  const result = await limiter.hit(key.trim().toLowerCase());
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds, opts.field);
}

export function tooManyAttempts(retryAfterSeconds: number, field?: string): AppError {
  return new AppError('Auth.form.error.ratelimit', { ...(field ? { field } : {}), details: { retryAfterSeconds } });
}
