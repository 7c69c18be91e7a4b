/**
 * Test kit for API writes: the app with its own config and rate limits, and `send()` that
 * speaks as a browser (session cookie with our Origin) or an API client (bearer token), from a
 * chosen client address.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { createApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { DEFAULT_RATE_LIMITS, type RateLimitRules } from '../core/rate-limit/limits';
import { createDeps, type AppDeps } from '../server/deps';
import { sessionTokenFor } from './auth';
import { createTestDatabase } from './db';

type TokenUser = { id: number; tokenVersion: number };

export type SendOptions = {
  /** Signed in as this user through a bearer token (API client). */
  bearer?: TokenUser | null;
  /** Signed in as this user through the session cookie (browser); a string is a raw Cookie header. */
  cookie?: TokenUser | string | null;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (the boundary header is set from it). */
  form?: FormData;
  /** Any other body as it is, e.g. a stream; give its Content-Type in `headers`. */
  raw?: BodyInit;
  headers?: Record<string, string>;
  /** Client socket address, as @hono/node-server reports it. */
  ip?: string;
  /** Origin header of a cookie write: our origin unless given; null sends none. */
  origin?: string | null;
};

export type WriteTestContext = {
  database: Database;
  config: Config;
  /** The app's deps: the same db, config, mail settings and rate-limit counters the pages get. */
  deps: AppDeps;
  app: Hono;
  /** The origin app.request() addresses: what a browser on our site sends as Origin. */
  origin: string;
  send: (method: string, path: string, opts?: SendOptions) => Promise<Response>;
};

const NO_LIMIT = { limit: 1_000_000, windowMs: 60_000 };
/** Limits nobody reaches, for tests that are not about limits. */
export const UNLIMITED = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, NO_LIMIT])) as RateLimitRules;

export async function createWriteTestContext(
  opts: {
    env?: Record<string, string>;
    limits?: Partial<RateLimitRules>;
    database?: Database;
    /** The app keeps serialized records between writes, as in production (decision 046). */
    keepSerialized?: boolean;
  } = {},
): Promise<WriteTestContext> {
  const database = opts.database ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-api-')),
    SESSION_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
    // The test databases hold no demo content: the real clock, not the demo's (decision 082).
    DEMO_CONTENT: 'false',
    ...opts.env,
  });
  const deps = createDeps({
    db: database.db,
    config,
    limits: { ...UNLIMITED, ...opts.limits },
    readMemo: opts.keepSerialized ?? false,
  });
  const app = createApp(deps);
  const origin = 'http://localhost';

  const send = async (method: string, path: string, o: SendOptions = {}) => {
    const headers: Record<string, string> = {};
    if (o.bearer) headers.Authorization = `Bearer ${sessionTokenFor(o.bearer, config)}`;
    if (o.cookie) {
      headers.Cookie = typeof o.cookie === 'string' ? o.cookie : `jwt_amphi=${sessionTokenFor(o.cookie, config)}`;
      const claimed = o.origin === undefined ? origin : o.origin;
      if (method !== 'GET' && claimed !== null) headers.Origin = claimed;
    }
    if (o.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit & { duplex?: 'half' } = { method, headers: { ...headers, ...o.headers } };
    if (o.body !== undefined) init.body = JSON.stringify(o.body);
    if (o.form) init.body = o.form;
    if (o.raw !== undefined) Object.assign(init, { body: o.raw, duplex: 'half' });
    const res = await app.request(path, init, { incoming: { socket: { remoteAddress: o.ip ?? '203.0.113.1' } } });
    // What the request left to run after its answer (a reset mail) is done when a test reads on.
    await deps.afterAnswer.settled();
    return res;
  };
  return { database, config, deps, app, origin, send };
}
