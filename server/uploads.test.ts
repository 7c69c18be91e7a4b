import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeImage } from '../core/media/store-image';
import { buildSrcSet } from '../core/site/site-image';
import type { Database } from '../db/client';
import { createTestDatabase } from '../tests/db';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDeps } from './deps';
import { logUnexpectedError } from './log-error';
import { logger } from './logger';

let database: Database;
let app: ReturnType<typeof createApp>;
let deps: ReturnType<typeof createDeps>;
beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'iw-uploads-'));
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  writeFileSync(join(dataDir, 'uploads', 'photo.webp'), 'RIFF0000WEBP');
  writeFileSync(join(dataDir, 'uploads', 'orphan.pdf'), '%PDF-1.4\n%%EOF\n');
  deps = createDeps({
    db: database.db,
    config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'test' }),
  });
  app = createApp(deps);
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
  it('serves every file of a srcset in its own type, uncompressed, cached for good', async () => {
    const photo = (format: 'jpeg' | 'png' | 'avif') =>
      sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f5fa8' } })
        .toFormat(format)
        .toBuffer();
    const mimes = { jpeg: 'image/jpeg', png: 'image/png', avif: 'image/avif' } as const;
    for (const type of ['jpeg', 'png', 'avif'] as const) {
      const file = await storeImage(database.db, { storage: deps.storage, buffer: await photo(type), name: `stage.${type}` });
      const urls = buildSrcSet(file)
        .split(', ')
        .map((candidate) => candidate.split(' ')[0]!);
      // The WebP twins the pages offer, then the original and the formats in its own type.
      expect(urls).toHaveLength(4);
      const own = [file.url, ...Object.values(file.formats).map((f) => f.url)];
      for (const [url, mime] of [...urls.map((u) => [u, 'image/webp']), ...own.map((u) => [u, mimes[type]])] as const) {
        const res = await app.request(url!, { headers: { 'Accept-Encoding': 'br, gzip' } });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toBe(mime);
        expect(res.headers.get('cache-control'), url).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-encoding'), url).toBeNull();
        expect((await res.arrayBuffer()).byteLength, url).toBeGreaterThan(0);
      }
    }
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
