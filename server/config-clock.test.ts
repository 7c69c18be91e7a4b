import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-cfg-')), SESSION_SECRET: 'x'.repeat(40), ...env });
/** Whether the config's clock reads `iso` (give or take the test's own run time). */
const startsAt = (now: () => Date, iso: string) => Math.abs(now().getTime() - Date.parse(iso)) < 60_000;
const isReal = (now: () => Date) => Math.abs(now().getTime() - Date.now()) < 60_000;

describe('the programme clock (decisions 082, 146)', () => {
  test('runs on the real clock, the embedded demo too: its current edition is dated from the day its database is made', () => {
    expect(isReal(load({}).now)).toBe(true);
    expect(isReal(load({ DEMO_CONTENT: 'true' }).now)).toBe(true);
    expect(isReal(load({ DEMO_CONTENT: 'false' }).now)).toBe(true);
    expect(isReal(load({ DATABASE_URL: 'postgres://db.example/innoweek', DEMO_CONTENT: 'true' }).now)).toBe(true);
  });

  test('CLOCK_START sets where it starts, for tests and demos of a past edition', () => {
    expect(startsAt(load({ CLOCK_START: '2021-10-11T10:32:00+02:00' }).now, '2021-10-11T10:32:00+02:00')).toBe(true);
  });

  test('DEMO_CONTENT says which demo editions load: a current one ahead, or 2021 alone', () => {
    expect(load({}).demoEditions).toBe('living');
    expect(load({ DEMO_CONTENT: '2021' })).toMatchObject({ demoContent: true, demoEditions: '2021' });
    expect(load({ DEMO_CONTENT: 'false' }).demoContent).toBe(false);
  });
});
