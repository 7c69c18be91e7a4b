import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-cfg-')), SESSION_SECRET: 'x'.repeat(40), ...env });

describe('the retention purge (decision 153)', () => {
  test('runs on a production install, never on the demo content unless asked', () => {
    expect(load({ DEMO_CONTENT: 'false' }).retentionPurge).toBe(true);
    expect(load({ DATABASE_URL: 'postgres://db.example/innoweek' }).retentionPurge).toBe(true);
    // The embedded default is the demo: its 2021 sign-ups are its sample people.
    expect(load({}).retentionPurge).toBe(false);
    expect(load({ DEMO_CONTENT: 'true' }).retentionPurge).toBe(false);
    expect(load({ DEMO_CONTENT: 'true', RETENTION_PURGE: 'true' }).retentionPurge).toBe(true);
    expect(load({ DEMO_CONTENT: 'false', RETENTION_PURGE: 'false' }).retentionPurge).toBe(false);
  });
});
