import { z } from 'zod';

/** The benchmark's knobs, read from the environment (see bench/README.md). */
const envSchema = z.object({
  /** Seconds of measured load per scenario and per server. */
  BENCH_DURATION: z.coerce.number().positive().default(5),
  /** Concurrent keep-alive connections autocannon opens. */
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(10),
  /**
   * Run only the anonymous load (`load`), the public pages' JavaScript (`pages`), the signed-in
   * uncached path (`uncached`), the seminar sign-up race (`signups`) or the ticket orders
   * (`orders`); all five when unset. `scale-out` (one process against two on PostgreSQL and
   * Redis) runs only when asked for: it needs both servers.
   */
  BENCH_ONLY: z.enum(['load', 'pages', 'uncached', 'signups', 'orders', 'scale-out']).optional(),
  /** Concurrent connections of the uncached (signed-in) scenarios. */
  BENCH_UNCACHED_CONNECTIONS: z.coerce.number().int().positive().default(50),
  /** Ports the app and the bare server may listen on, `from-to` (engineers sharing a machine each take their own). */
  BENCH_PORTS: z
    .string()
    .regex(/^\d+-\d+$/)
    .default('3104-3120'),
  /** Seconds of sustained ticket orders per database. */
  BENCH_ORDER_SECONDS: z.coerce.number().positive().default(15),
  /** Buyers placing ticket orders in parallel, each as soon as its previous order is answered. */
  BENCH_BUYERS: z.coerce.number().int().positive().default(20),
});

export type Load = {
  durationSeconds: number;
  connections: number;
  only?: 'load' | 'pages' | 'uncached' | 'signups' | 'orders' | 'scale-out';
  orders: { seconds: number; buyers: number };
  uncachedConnections: number;
  ports: { from: number; to: number };
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
    uncachedConnections: parsed.data.BENCH_UNCACHED_CONNECTIONS,
    ports: { from: Number(parsed.data.BENCH_PORTS.split('-')[0]), to: Number(parsed.data.BENCH_PORTS.split('-')[1]) },
    ...(parsed.data.BENCH_ONLY ? { only: parsed.data.BENCH_ONLY } : {}),
  };
}
