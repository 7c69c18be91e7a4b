/** Each dependency's answer. The reason a check failed goes to the log, not to the public answer (it may name hosts). */
export type Health = {
  status: 'ok' | 'unavailable';
  checks: Record<string, 'up' | 'down'>;
};

/**
 * Runs every check at once, each bounded by `timeoutMs` (a dependency that hangs is down), for
 * GET /healthz: a load balancer takes a process out while one of them is down.
 */
export async function checkHealth(
  checks: Record<string, () => Promise<void>>,
  opts: { timeoutMs?: number; log?: (message: string) => void } = {},
): Promise<Health> {
  const timeoutMs = opts.timeoutMs ?? 2_000;
  const log = opts.log ?? ((m: string) => console.warn(m));
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          check(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
        return [name, 'up'] as const;
      } catch (err) {
        log(`Health check ${name} failed: ${err instanceof Error ? err.message : String(err)}`);
        return [name, 'down'] as const;
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return {
    status: entries.every(([, e]) => e === 'up') ? 'ok' : 'unavailable',
    checks: Object.fromEntries(entries),
  };
}
