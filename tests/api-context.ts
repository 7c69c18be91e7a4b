/**
 * Test kit for API tests: a fresh migrated database, a test config and the app without a
 * socket, plus `get(path, user)` that sends the user's session as a bearer token.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Database } from '../db/client';
import { createApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { authHeaders } from './auth';
import { createTestDatabase } from './db';
import { createDeps, type AppDeps } from '../server/deps';

export type ApiTestContext = {
  database: Database;
  config: Config;
  app: Hono;
  deps: AppDeps;
  /** GET an /api path as a guest (null) or as a user. */
  get: (path: string, user?: { id: number; tokenVersion: number } | null, headers?: Record<string, string>) => Promise<Response>;
  /** GET and parse JSON, failing loudly on a non-2xx answer. */
  json: <T = unknown>(path: string, user?: { id: number; tokenVersion: number } | null) => Promise<T>;
};

export async function createApiTestContext(): Promise<ApiTestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-api-')),
    SESSION_SECRET: 'x'.repeat(40),
    NODE_ENV: 'test',
    // The test databases hold no demo content: the real clock, not the demo's (decision 082).
    DEMO_CONTENT: 'false',
  });
  const deps = createDeps({ db: database.db, config });
  const app = createApp(deps);
  const get = (path: string, user: { id: number; tokenVersion: number } | null = null, headers: Record<string, string> = {}) =>
    Promise.resolve(app.request(path, { headers: { ...authHeaders(user, config), ...headers } }));
  const json = async (path: string, user: { id: number; tokenVersion: number } | null = null) => {
    const res = await get(path, user);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  return { database, config, app, deps, get, json };
}
