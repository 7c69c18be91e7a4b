/**
 * Sustained ticket orders (issue 9, decision 028): parallel buyers place orders through
 * `POST /api/buy-ticket` as fast as they are answered, for a fixed time, on the embedded
 * database and, when TEST_DATABASE_URL or DATABASE_URL is set, on a fresh PostgreSQL database
 * made for the run and dropped afterwards (never the one named). The app runs in this process
 * on a real HTTP port (the same createApp as production, without the pages). The mix: guests
 * and signed-in members (whose profile each order updates), a third with a promo code, 1-5
 * tickets, a fresh Idempotency-Key each, and one in ten sent twice (a retry, answered from the
 * first). Afterwards the invoice numbers are checked for gaps and duplicates, and the orders
 * against the answers and the mails; the mails and their PDFs are composed after each order's
 * commit (decision 157), so the bench waits for the outbox worker and says how long after the
 * last order the last mail was composed.
 */
import { createServer } from 'node:http';
import { currentEditionId } from '../core/editions/current-edition';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { signSessionToken } from '../core/accounts/session-token';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../core/rate-limit/limits';
import { openDatabase, type Database } from '../db/client';
import { DEMO_SUPPLIER } from '../db/demo/facts';
import { migrateDatabase } from '../db/migrate';
import { mailOutbox, promoCodes, ROLE, ticketOrders, ticketSettings, users } from '../db/schema';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDeps } from '../server/deps';
import { ACCEPT, browserHeaders } from './browser-headers';
import { freshPostgres } from './fresh-postgres';
import { formatTable } from './table';

const MEMBERS = 200;
const PROMO_CODE = 'BENCH50';

export type OrderBenchResult = {
  database: 'pglite' | 'postgres';
  buyers: number;
  seconds: number;
  /** Orders placed (answered 200, retries not counted). */
  orders: number;
  ordersPerMinute: number;
  /** Retries with the same key, answered from the first order. */
  replays: number;
  latencyMs: { p50: number; p99: number; max: number };
  statuses: Record<string, number>;
  /** Invoice numbers of the year are 1..n, each once, and one per order answered. */
  numbersGapless: boolean;
  /** Stored orders equal the orders answered; one composed mail with its PDF each; promo uses equal the orders with the code. */
  nothingLostOrDuplicated: boolean;
  /** What did not hold when `nothingLostOrDuplicated` is false, one line per check; empty when it holds. */
  notIntact: string[];
  /** Seconds from the end of the orders until the outbox worker had composed every mail. */
  mailsComposedAfterSeconds: number;
  /**
   * CPU time of this process (the app and the buyers' client, user + system) per order placed:
   * while the orders ran, and with the mails composed after them. A busy machine stretches the
   * seconds far more than these.
   */
  cpuMsPerOrder: { orders: number; withMails: number };
};

const NO_LIMIT = { limit: 1_000_000, windowMs: 60_000 };
const unlimited = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((n) => [n, NO_LIMIT])) as RateLimitRules;

/** The order scenario on each database available. */
export async function runOrderBench(opts: { seconds: number; buyers: number }): Promise<OrderBenchResult[]> {
  const results = [await onDatabase('pglite', opts)];
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (base) results.push(await onDatabase('postgres', opts, base));
  else console.log('Ticket orders on PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to run them.');
  return results;
}

export function formatOrderBench(results: OrderBenchResult[]): string {
  const notIntact = results.flatMap((r) => r.notIntact.map((line) => `  not intact on ${r.database}: ${line}`));
  return formatOrderTable(results) + (notIntact.length ? `\n${notIntact.join('\n')}` : '');
}

function formatOrderTable(results: OrderBenchResult[]): string {
  return formatTable(
    [
      'ticket orders',
      'db',
      'buyers',
      's',
      'orders',
      'orders/min',
      'retries',
      'p50 ms',
      'p99 ms',
      'answers',
      'numbers',
      'intact',
      'mails done after s',
      'CPU ms/order',
      'with mails',
    ],
    results.map((r) => [
      'sustained',
      r.database,
      String(r.buyers),
      r.seconds.toFixed(1),
      String(r.orders),
      Math.round(r.ordersPerMinute).toLocaleString('en'),
      String(r.replays),
      r.latencyMs.p50.toFixed(1),
      r.latencyMs.p99.toFixed(1),
      Object.entries(r.statuses)
        .map(([s, n]) => `${s}x${n}`)
        .join(' '),
      r.numbersGapless ? 'gapless' : 'GAPS/DUPES',
      r.nothingLostOrDuplicated ? 'yes' : 'NO',
      r.mailsComposedAfterSeconds.toFixed(1),
      r.cpuMsPerOrder.orders.toFixed(1),
      r.cpuMsPerOrder.withMails.toFixed(1),
    ]),
  );
}

type Member = { id: number; tokenVersion: number };

async function onDatabase(
  kind: 'pglite' | 'postgres',
  opts: { seconds: number; buyers: number },
  base?: string,
): Promise<OrderBenchResult> {
  console.log(`Ticket orders on ${kind}: ${opts.buyers} buyers for ${opts.seconds} s...`);
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-orders-'));
  // On disk, as production runs it: each order's commit is flushed before it is answered (decision 092).
  const database = kind === 'pglite' ? await openDatabase({ dataDir }) : await freshPostgres(base!, 'iw_orders');
  try {
    await migrateDatabase(database);
    const db = database.db;
    await db.update(ticketSettings).set(DEMO_SUPPLIER).where(eq(ticketSettings.editionId, currentEditionId));
    await db.insert(promoCodes).values({ code: PROMO_CODE, discount: 50 });
    const members = await createMembers(database);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: randomBytes(24).toString('hex'), NODE_ENV: 'production' });
    const deps = createDeps({ db, config, limits: unlimited });
    const app = createApp(deps);
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/buy-ticket`;
    const tokens = new Map(members.map((m) => [m.id, signSessionToken(m, config.sessionSecret)]));

    let sequence = 0;
    const send = async (body: unknown, key: string, member: Member | null) => {
      const headers = browserHeaders(ACCEPT.json, { 'Content-Type': 'application/json', 'Idempotency-Key': key });
      if (member) headers.Authorization = `Bearer ${tokens.get(member.id)}`;
      const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
      await res.arrayBuffer();
      return { status: res.status, replayed: res.headers.get('Idempotent-Replayed') === 'true' };
    };
    /** One order of the mix; `i` picks who buys what. */
    const placeOne = async () => {
      const i = sequence++;
      const member = i % 2 === 1 ? members[i % members.length]! : null;
      const body = {
        amount: 1 + (i % 5),
        name: member ? `Člen ${member.id}` : `Host ${i}`,
        email: `orders${i}@bench.example`,
        phone: '+420 601 234 567',
        ...(i % 3 === 0 ? { promocode: PROMO_CODE } : {}),
        ...(i % 4 === 0 ? { invoiceName: 'Zkušební firma s.r.o.', invoiceRegnumber: '12345679' } : {}),
        locale: i % 5 === 0 ? 'en' : 'cs',
      };
      const key = randomUUID();
      const first = await send(body, key, member);
      const retry = i % 10 === 0 ? await send(body, key, member) : null;
      return { first, retry, withCode: i % 3 === 0 };
    };

    try {
      // Warm-up: pool connections, JIT, the first year's counter row.
      await Promise.all(Array.from({ length: opts.buyers * 2 }, () => placeOne()));
      // Their mails too, so the figures below count the measured orders' mails only.
      await deps.afterAnswer.settled();

      const latencies: number[] = [];
      const statuses: Record<string, number> = {};
      let orders = 0;
      let replays = 0;
      let replayMismatch = 0;
      const deadline = performance.now() + opts.seconds * 1000;
      const t0 = performance.now();
      const cpu0 = process.cpuUsage();
      await Promise.all(
        Array.from({ length: opts.buyers }, async () => {
          while (performance.now() < deadline) {
            const started = performance.now();
            const { first, retry } = await placeOne();
            latencies.push(performance.now() - started);
            statuses[first.status] = (statuses[first.status] ?? 0) + 1;
            if (first.status === 200) orders++;
            if (retry) {
              replays++;
              if (retry.status !== 200 || !retry.replayed) replayMismatch++;
            }
          }
        }),
      );
      const elapsed = (performance.now() - t0) / 1000;
      const cpuOrders = process.cpuUsage(cpu0);
      // The mails follow the orders: the outbox worker composes what the burst left.
      await deps.afterAnswer.settled();
      const mailsComposedAfterSeconds = (performance.now() - t0) / 1000 - elapsed;
      const cpuWithMails = process.cpuUsage(cpu0);
      const perOrder = (c: NodeJS.CpuUsage) => (orders > 0 ? (c.user + c.system) / 1000 / orders : 0);

      const warmup = opts.buyers * 2;
      const stored = await db.select({ number: ticketOrders.number, promo: ticketOrders.promoCodeId }).from(ticketOrders);
      const sequences = stored.map((r) => Number(r.number.split('-')[1])).sort((a, b) => a - b);
      const years = new Set(stored.map((r) => r.number.split('-')[0]));
      const numbersGapless = years.size === 1 && sequences.every((n, i) => n === i + 1);
      const [mails] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.compose), isNotNull(mailOutbox.attachments)));
      const withCode = stored.filter((r) => r.promo !== null).length;
      const expectedWithCode = Array.from({ length: sequence }, (_, i) => i % 3 === 0).filter(Boolean).length;
      const notIntact = [
        replayMismatch === 0 ? '' : `${replayMismatch} retries not answered 200 from the first order`,
        stored.length === orders + warmup ? '' : `${stored.length} orders stored, ${orders + warmup} answered`,
        Number(mails?.n) === stored.length ? '' : `${Number(mails?.n)} composed mails with a PDF for ${stored.length} orders`,
        withCode === expectedWithCode ? '' : `${withCode} orders with the promo code stored, ${expectedWithCode} sent with it`,
      ].filter(Boolean);
      const nothingLostOrDuplicated = notIntact.length === 0;

      latencies.sort((a, b) => a - b);
      const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
      return {
        database: kind,
        buyers: opts.buyers,
        seconds: elapsed,
        orders,
        ordersPerMinute: (orders / elapsed) * 60,
        replays,
        latencyMs: { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? 0 },
        statuses,
        numbersGapless,
        nothingLostOrDuplicated,
        notIntact,
        mailsComposedAfterSeconds,
        cpuMsPerOrder: { orders: perOrder(cpuOrders), withMails: perOrder(cpuWithMails) },
      };
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Signed-in buyers: confirmed members without a profile yet (their orders fill it in). */
async function createMembers(database: Database): Promise<Member[]> {
  const tag = randomBytes(4).toString('hex');
  return database.db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS }, (_, i) => ({
        username: `buyer${tag}${i}`,
        email: `buyer${tag}${i}@example.test`,
        confirmed: true,
        roleId: ROLE.confirmed,
      })),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion });
}
