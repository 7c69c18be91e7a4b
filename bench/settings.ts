import { z } from 'zod';

/** The benchmark's knobs, read from the environment (see bench/README.md). */
const envSchema = z.object({
  /** Seconds of measured load per scenario and per server. */
  BENCH_DURATION: z.coerce.number().positive().default(5),
  /** Concurrent keep-alive connections autocannon opens. */
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(10),
  /**
   * Run only the anonymous load (`load`), the seminar sign-up race (`signups`) or the ticket
   * orders (`orders`); all three when unset. `scale-out` (one process against two on
   * PostgreSQL and Redis) runs only when asked for: it needs both servers.
   */
  BENCH_ONLY: z.enum(['load', 'signups', 'orders', 'scale-out']).optional(),
  /** Seconds of sustained ticket orders per database. */
  BENCH_ORDER_SECONDS: z.coerce.number().positive().default(15),
  /** Buyers placing ticket orders in parallel, each as soon as its previous order is answered. */
  BENCH_BUYERS: z.coerce.number().int().positive().default(20),
});

export type Load = {
  durationSeconds: number;
  connections: number;
  only?: 'load' | 'signups' | 'orders' | 'scale-out';
  orders: { seconds: number; buyers: number };
};

export function loadSettings(env: Record<string, string | undefined> = process.env): Load {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid benchmark settings: ${problems}`);
  }
  return {
    durationSeconds: parsed.data.BENCH_DURATION,
    connections: parsed.data.BENCH_CONNECTIONS,
    orders: { seconds: parsed.data.BENCH_ORDER_SECONDS, buyers: parsed.data.BENCH_BUYERS },
    ...(parsed.data.BENCH_ONLY ? { only: parsed.data.BENCH_ONLY } : {}),
  };
}
