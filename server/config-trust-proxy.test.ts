import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';

const load = (TRUST_PROXY?: string) =>
  loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-cfg-')),
    SESSION_SECRET: 'x'.repeat(40),
    ...(TRUST_PROXY === undefined ? {} : { TRUST_PROXY }),
  });

describe('TRUST_PROXY', () => {
  test('unset or false trusts no proxy; true is one; a number is that many', () => {
    expect([undefined, 'false', '0', 'true', '2'].map((v) => load(v).trustProxy)).toEqual([0, 0, 0, 1, 2]);
  });

  test('anything else stops the start with a message naming it', () => {
    expect(() => load('yes')).toThrow(/TRUST_PROXY/);
  });
});
