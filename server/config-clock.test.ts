import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEMO_CLOCK_START } from '../db/demo/facts';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-cfg-')), SESSION_SECRET: 'x'.repeat(40), ...env });
/** Whether the config's clock reads `iso` (give or take the test's own run time). */
const startsAt = (now: () => Date, iso: string) => Math.abs(now().getTime() - Date.parse(iso)) < 60_000;
const isReal = (now: () => Date) => Math.abs(now().getTime() - Date.now()) < 60_000;

describe('the programme clock (decision 082)', () => {
  test('the embedded demo (PGlite with demo content, the default) starts a week before the 2021 main day', () => {
    expect(startsAt(load({}).now, DEMO_CLOCK_START)).toBe(true);
    expect(startsAt(load({ DEMO_CONTENT: 'true' }).now, DEMO_CLOCK_START)).toBe(true);
    expect(DEMO_CLOCK_START).toBe('2021-10-04T09:30:00+02:00');
  });

  test('CLOCK_START wins over the demo’s clock', () => {
    expect(startsAt(load({ CLOCK_START: '2021-10-11T10:32:00+02:00' }).now, '2021-10-11T10:32:00+02:00')).toBe(true);
  });

  test('a production install runs on the real clock: without demo content, or on PostgreSQL even with it', () => {
    expect(isReal(load({ DEMO_CONTENT: 'false' }).now)).toBe(true);
    expect(isReal(load({ DATABASE_URL: 'postgres://db.example/innoweek' }).now)).toBe(true);
    expect(isReal(load({ DATABASE_URL: 'postgres://db.example/innoweek', DEMO_CONTENT: 'true' }).now)).toBe(true);
  });
});
