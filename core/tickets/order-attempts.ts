import type { CountedAttempts, RateLimits } from '../rate-limit/limits';

/**
 * One client's counters for ordering, whichever door it comes through (the API or a page's
 * action): its orders, and its guesses of promo codes, which the check and the orders that
 * carry a code share. `client` is the client address.
 */
export function orderAttempts(
  limits: Pick<RateLimits, 'ordersPerIp' | 'promoCodeGuessesPerIp'>,
  client: string,
): { orders: CountedAttempts; promoGuesses: CountedAttempts } {
  return {
    orders: { limiter: limits.ordersPerIp, key: client },
    promoGuesses: { limiter: limits.promoCodeGuessesPerIp, key: client },
  };
}
