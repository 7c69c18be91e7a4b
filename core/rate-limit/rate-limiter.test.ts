import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limiter';

describe('memory rate limiter', () => {
  it('allows up to the limit within the window, then refuses with the seconds until a slot frees', async () => {
    const limiter = createMemoryRateLimiter({ limit: 3, windowMs: 60_000 });
    const t0 = 1_000_000;
    expect((await limiter.hit('ip:1', t0)).remaining).toBe(2);
    await limiter.hit('ip:1', t0 + 1_000);
    expect((await limiter.hit('ip:1', t0 + 2_000)).allowed).toBe(true);
    const refused = await limiter.hit('ip:1', t0 + 3_000);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 57 });
    // Other keys are independent.
    expect((await limiter.hit('ip:2', t0 + 3_000)).allowed).toBe(true);
    // The window slides: the first hit expires after 60 s.
    expect((await limiter.hit('ip:1', t0 + 60_001)).allowed).toBe(true);
    expect((await limiter.hit('ip:1', t0 + 60_002)).allowed).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000 });
    await limiter.hit('user:a', 0);
    expect((await limiter.hit('user:a', 1)).allowed).toBe(false);
    await limiter.reset('user:a');
    expect((await limiter.hit('user:a', 2)).allowed).toBe(true);
  });

  it('takes back one hit by the instant it was counted at; an unknown instant or key changes nothing', async () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    await limiter.hit('ip:1', 10);
    await limiter.hit('ip:1', 10);
    await limiter.refund('ip:1', 10);
    await limiter.refund('ip:1', 11);
    await limiter.refund('ip:9', 10);
    expect(await limiter.hit('ip:1', 12)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit('ip:1', 13)).allowed).toBe(false);
  });
});
