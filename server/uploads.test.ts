import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../tests/db';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { logUnexpectedError } from './log-error';
import { logger } from './logger';

let database: Database;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-uploads-'));
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(join(dataDir, 'uploads', 'photo.webp'), 'RIFF0000WEBP');
  writeFileSync(join(dataDir, 'uploads', 'orphan.pdf'), '%PDF-1.4\n%%EOF\n');
  app = createApp(
    createDeps({ db: database.db, config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'test' }) }),
  );
});
afterAll(() => database.close());

describe('/uploads', () => {
  it('serves an SVG sandboxed, so script in it cannot run on our origin', async () => {
    const res = await app.request('/uploads/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('immutable');
  });
  it('caches other files for good, without the SVG policy', async () => {
    const res = await app.request('/uploads/photo.webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('content-disposition')).toBeNull();
  });
  it('serves a PDF sandboxed and inline; one without a row under a generic name', async () => {
    const res = await app.request('/uploads/orphan.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="document.pdf"; filename*=UTF-8''document.pdf`);
    const missing = await app.request('/uploads/none.pdf');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-disposition')).toBeNull();
  });
  it('answers 404 for missing files and traversal attempts', async () => {
    for (const path of ['/uploads/none.png', '/uploads/..%2f..%2fetc%2fpasswd', '/uploads/%2e%2e/session-secret']) {
      expect((await app.request(path)).status).toBe(404);
    }
  });
});

describe('logUnexpectedError', () => {
  it('leaves the parameters of a failed query out of the log', () => {
    const spy = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const err = new Error('Failed query: update "users" set "password_hash" = $1\nparams: scrypt$32768$8$3$secret');
    err.cause = new Error('deadlock detected');
    logUnexpectedError(err, 'req-1');
    const logged = spy.mock.calls
      .flat()
      .map((a) => (typeof a === 'string' ? a : Object.values(a as object).join(' ')))
      .join(' ');
    spy.mockRestore();
    expect(logged).toContain('req-1');
    expect(logged).toContain('update "users"');
    expect(logged).toContain('deadlock detected');
    expect(logged).not.toContain('secret');
  });
});
