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
  /**
   * Accounts created per client address, by registration or a seminar page's quick sign-up;
   * every attempt counts (creating accounts is what it limits, and a refused one tells that an
   * address has an account). One break's rush at a venue's Wi-Fi fits; a script gets 240 an hour (decision 058).
   */
  registerPerIp: { limit: 60, windowMs: 15 * MINUTE },
  forgotPerIp: { limit: 10, windowMs: HOUR },
  /** Reset e-mails per address asked for. */
  forgotPerEmail: { limit: 3, windowMs: HOUR },
  /** Confirmation links asked for again per account (login page), as tight as the reset mail. */
  confirmationResendPerUser: { limit: 3, windowMs: HOUR },
  /** An order's confirmation sent again from its page (decision 080): a few lost mails, not a mail cannon at the buyer. */
  orderConfirmationResendPerOrder: { limit: 3, windowMs: HOUR },
  resetPerIp: { limit: 20, windowMs: 15 * MINUTE },
  /** Guesses of one's current password: a stolen session must not turn into a stolen account. */
  currentPasswordPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Confirmation links for a new e-mail per account: each goes to an address the user types. */
  emailChangePerUser: { limit: 5, windowMs: HOUR },
  /** Wrong livestream passphrases per client address (a right one is given back): enough for typos, not for guessing. */
  passphrasePerIp: { limit: 20, windowMs: 15 * MINUTE },
  /**
   * Wrong promo codes per client address, in checks and in orders that carry one (a code that
   * gives its discount is given back): a check invites guessing.
   */
  promoCodeGuessesPerIp: { limit: 30, windowMs: 10 * MINUTE },
  /** Ticket code claims per account: enough for typos, not for guessing. */
  ticketClaimsPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Ticket orders per client address: each takes an invoice number for good and mails an address anyone may type. */
  ordersPerIp: { limit: 30, windowMs: HOUR },
  /** Organisers' messages sent per account (decision 120): a few notes a day to a seminar, not a newsletter machine. */
  messagesPerUser: { limit: 10, windowMs: HOUR },
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
  await takeGuess(limiter, key, opts);
}

/** A counted guess; `giveBack` takes it back once it proved right. */
export type Guess = { giveBack(): Promise<void> };

/**
 * Counts a guess of a shared secret (a livestream passphrase, a promo code) before it is
 * checked, so parallel guesses cannot slip past the limit, and refuses over it as takeAttempt
 * does. The caller gives a right guess back, so the limit counts wrong guesses only: a room of
 * people behind one address typing the passphrase they were given never reaches it (decision
 * 058). Only that one guess is given back, never the count cleared as a successful login
 * clears its own: a guesser who knows one right code must not reset the count between wrong ones.
 */
export async function takeGuess(limiter: RateLimiter, key: string, opts: { field?: string } = {}): Promise<Guess> {
  const counted = key.trim().toLowerCase();
  const at = Date.now();
  const result = await limiter.hit(counted, at);
  if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds, opts.field);
  return { giveBack: () => limiter.refund(counted, at) };
}

export function tooManyAttempts(retryAfterSeconds: number, field?: string): AppError {
  return new AppError('Auth.form.error.ratelimit', { ...(field ? { field } : {}), details: { retryAfterSeconds } });
}
