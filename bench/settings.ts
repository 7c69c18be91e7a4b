import { z } from 'zod';

/** The benchmark's knobs, read from the environment (see bench/README.md). */
const envSchema = z.object({
  /** Seconds of measured load per scenario and per server. */
  BENCH_DURATION: z.coerce.number().positive().default(5),
  /** Concurrent keep-alive connections autocannon opens. */
  BENCH_CONNECTIONS: z.coerce.number().int().positive().default(10),
  /** Run only the anonymous load (`load`) or only the seminar sign-up race (`signups`); both when unset. */
  BENCH_ONLY: z.enum(['load', 'signups']).optional(),
});

export type Load = { durationSeconds: number; connections: number; only?: 'load' | 'signups' };

export function loadSettings(env: Record<string, string | undefined> = process.env): Load {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid benchmark settings: ${problems}`);
  }
  return {
    durationSeconds: parsed.data.BENCH_DURATION,
    connections: parsed.data.BENCH_CONNECTIONS,
    ...(parsed.data.BENCH_ONLY ? { only: parsed.data.BENCH_ONLY } : {}),
  };
}
