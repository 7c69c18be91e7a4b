/**
 * The seminar sign-up race (issue 10, decision 023): 200 different users join one seminar with
 * 30 seats at the same moment, and 30 seated users leave at once while 200 wait in the queue.
 * The app runs in this process on a real HTTP port (the same createApp as production, without
 * the pages), on the embedded database and, when TEST_DATABASE_URL or DATABASE_URL is set, on
 * a fresh PostgreSQL database made for the run and dropped afterwards (never the one named).
 * Reports the time until every answer arrived, the answers and the seats taken afterwards.
 */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { asc, count, eq } from 'drizzle-orm';
import { signSessionToken } from '../core/accounts/session-token';
import { EVENT_TYPE } from '../core/events/event-types';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../core/rate-limit/limits';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { editionTicketHolders, eventJoins, events, eventWaitlist, ROLE, users } from '../db/schema';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createDeps } from '../server/deps';
import { ACCEPT, browserHeaders } from './browser-headers';
import { freshPostgres } from './fresh-postgres';
import { formatTable } from './table';

const SEATS = 30;
const JOINERS = 200;
const WAITING = 200;

export type RaceResult = {
  database: 'pglite' | 'postgres';
  scenario: string;
  requests: number;
  /** From the first request sent to the last answer received. */
  allAnsweredMs: number;
  statuses: Record<string, number>;
  seatsTaken: number;
  /** Waiting-list scenario: whether the seats went to the first 30 in the queue. */
  inQueueOrder?: boolean;
};

const NO_LIMIT = { limit: 1_000_000, windowMs: 60_000 };
const unlimited = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((n) => [n, NO_LIMIT])) as RateLimitRules;

/** Runs both scenarios on each database available; the results in a table and as data. */
export async function runSignupRace(): Promise<RaceResult[]> {
  const results: RaceResult[] = [];
  results.push(...(await onDatabase('pglite')));
  const base = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (base) results.push(...(await onDatabase('postgres', base)));
  else console.log('Sign-up race on PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to run it.');
  return results;
}

export function formatRace(results: RaceResult[]): string {
  return formatTable(
    ['sign-up race', 'db', 'requests', 'all answered ms', 'answers', 'seats taken', 'queue order'],
    results.map((r) => [
      r.scenario,
      r.database,
      String(r.requests),
      r.allAnsweredMs.toFixed(0),
      Object.entries(r.statuses)
        .map(([s, n]) => `${s}x${n}`)
        .join(' '),
      String(r.seatsTaken),
      r.inQueueOrder === undefined ? '' : r.inQueueOrder ? 'yes' : 'NO',
    ]),
  );
}

async function onDatabase(kind: 'pglite' | 'postgres', base?: string): Promise<RaceResult[]> {
  console.log(`Sign-up race on ${kind}...`);
  const database = kind === 'pglite' ? await openDatabase({ dataDir: null }) : await freshPostgres(base!, 'iw_race');
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-race-'));
  try {
    await migrateDatabase(database);
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: randomBytes(24).toString('hex'), NODE_ENV: 'production' });
    const app = createApp(createDeps({ db: database.db, config, limits: unlimited }));
    const server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const post = (path: string, user: { id: number; tokenVersion: number }, body: unknown) =>
        fetch(url + path, {
          method: 'POST',
          headers: browserHeaders(ACCEPT.json, {
            Authorization: `Bearer ${signSessionToken(user, config.sessionSecret)}`,
            'Content-Type': 'application/json',
          }),
          body: JSON.stringify(body),
        }).then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        });
      const db = database.db;

      // A warm-up race on another seminar: opens the pool's connections and compiles the hot paths,
      // so the figures are the steady state, not the first requests after boot.
      const warmup = await createSeminar(database);
      await Promise.all(
        (await createMembers(database, JOINERS)).map((u) => post('/api/event-join', u, { event: warmup, user: u.id })),
      );

      // 1. 200 users join one 30-seat seminar at once.
      const seminar = await createSeminar(database);
      const joiners = await createMembers(database, JOINERS);
      let t0 = performance.now();
      let statuses = await Promise.all(joiners.map((u) => post('/api/event-join', u, { event: seminar, user: u.id })));
      const joinMs = performance.now() - t0;
      const results: RaceResult[] = [
        {
          database: kind,
          scenario: `${JOINERS} join ${SEATS} seats`,
          requests: JOINERS,
          allAnsweredMs: joinMs,
          statuses: tally(statuses),
          seatsTaken: await seats(database, seminar),
        },
      ];

      // 2. 30 seated leave at once while 200 wait: the first 30 in the queue get the seats.
      const full = await createSeminar(database);
      const seated = await createMembers(database, SEATS);
      await db.insert(eventJoins).values(seated.map((u) => ({ eventId: full, userId: u.id })));
      const waiting = await createMembers(database, WAITING);
      for (const u of waiting) await db.insert(eventWaitlist).values({ eventId: full, userId: u.id });
      t0 = performance.now();
      statuses = await Promise.all(seated.map((u) => post('/api/event-leave', u, { event: full, user: u.id })));
      const leaveMs = performance.now() - t0;
      const nowSeated = new Set(
        (await db.select({ id: eventJoins.userId }).from(eventJoins).where(eq(eventJoins.eventId, full))).map((r) => r.id),
      );
      const firstInQueue = waiting.slice(0, SEATS).map((u) => u.id);
      const left = await db
        .select({ id: eventWaitlist.userId })
        .from(eventWaitlist)
        .where(eq(eventWaitlist.eventId, full))
        .orderBy(asc(eventWaitlist.id));
      results.push({
        database: kind,
        scenario: `${SEATS} leave, ${WAITING} waiting`,
        requests: SEATS,
        allAnsweredMs: leaveMs,
        statuses: tally(statuses),
        seatsTaken: nowSeated.size,
        inQueueOrder:
          nowSeated.size === SEATS &&
          firstInQueue.every((id) => nowSeated.has(id)) &&
          left.map((r) => r.id).join() ===
            waiting
              .slice(SEATS)
              .map((u) => u.id)
              .join(),
      });
      return results;
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const tally = (statuses: number[]) => statuses.reduce<Record<string, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

async function seats(database: Database, eventId: number): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(eventJoins).where(eq(eventJoins.eventId, eventId));
  return Number(row?.n ?? 0);
}

async function createSeminar(database: Database): Promise<number> {
  const slug = `race-${randomBytes(4).toString('hex')}`;
  const [row] = await database.db
    .insert(events)
    .values({
      name: 'Závod o místa',
      slug,
      start: new Date('2030-10-11T07:00:00Z'),
      end: new Date('2030-10-11T08:00:00Z'),
      eventtypeId: EVENT_TYPE.seminar,
      max_users: SEATS,
      published_at: new Date(),
    })
    .returning({ id: events.id });
  return row!.id;
}

/** Members with a complete profile and a ticket, in id order. */
async function createMembers(database: Database, n: number) {
  const tag = randomBytes(4).toString('hex');
  return database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `race${tag}${i}`,
        email: `race${tag}${i}@example.test`,
        confirmed: true,
        roleId: ROLE.confirmed,
        firstName: 'Jana',
        lastName: 'Nováková',
        phone: '+420 601 234 567',
      })),
    )
    .returning({ id: users.id, tokenVersion: users.tokenVersion })
    .then(async (rows) => {
      // Each has a ticket for the current edition (decision 146).
      await database.db.insert(editionTicketHolders).values(rows.map((r) => ({ userId: r.id })));
      return rows.sort((a, b) => a.id - b.id);
    });
}
