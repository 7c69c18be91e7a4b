import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/**
 * The process's metrics for GET /metrics (Prometheus text format, decision 041). Routes are
 * labelled by their pattern (`/api/events/:id`), never the raw URL, so the label set stays
 * bounded; pages are one label (`page`), the server-rendered routes being many but cheap alike.
 * Metrics are per process: Prometheus sums the app processes.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'innoweek_' });

const requests = new Counter({
  name: 'innoweek_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const duration = new Histogram({
  name: 'innoweek_http_request_duration_seconds',
  help: 'Time to answer (until the headers; streamed bodies may take longer), by method and route pattern.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const guestCache = new Counter({
  name: 'innoweek_guest_cache_requests_total',
  help: "Guests' GET and HEAD requests: answered from the guest cache (hit) or passed to the app (miss).",
  labelNames: ['result'] as const,
  registers: [registry],
});

const pool = new Gauge({
  name: 'innoweek_db_pool_clients',
  help: 'PostgreSQL pool of this process: total, idle and waiting clients (PGlite: one embedded connection, reported as total 1).',
  labelNames: ['state'] as const,
  registers: [registry],
});

const outbox = new Gauge({
  name: 'innoweek_mail_outbox_messages',
  help: 'E-mails in the outbox by state: pending is the backlog still to send, failed gave up, kept are held without SMTP.',
  labelNames: ['status'] as const,
  registers: [registry],
});

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Counts one answered request; `route` must be a pattern from the router, not a URL. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const m = HTTP_METHODS.has(method) ? method : 'OTHER';
  requests.inc({ method: m, route, status: String(status) });
  duration.observe({ method: m, route }, seconds);
}

/** Called for each guest GET/HEAD the guest cache sees. */
export function countGuestCache(result: 'hit' | 'miss'): void {
  guestCache.inc({ result });
}

/** The metrics text, with the database gauges read now from this app's database. */
export async function renderMetrics(db: Db): Promise<string> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    pool.set({ state: 'total' }, client.totalCount);
    pool.set({ state: 'idle' }, client.idleCount);
    pool.set({ state: 'waiting' }, client.waitingCount);
  } else {
    pool.set({ state: 'total' }, 1);
  }
  const rows = await db
    .select({ status: mailOutbox.status, n: count() })
    .from(mailOutbox)
    .where(sql`${mailOutbox.status} <> 'sent'`)
    .groupBy(mailOutbox.status);
  for (const status of ['pending', 'failed', 'kept']) outbox.set({ status }, rows.find((r) => r.status === status)?.n ?? 0);
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
