import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js (decision 010), tried on code given as text under virtual
 * paths: nothing here is a real file that `npm run lint` would see.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('enforced layers', () => {
  it('refuses core importing the UI', async () => {
    const code = "import { localeFromPath } from '../../app/i18n/locale';\nexport const f = localeFromPath;\n";
    expect(await ruleIds('core/x/violation.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuses core importing the HTTP edge', async () => {
    const code = "import { loadConfig } from '../../server/config';\nexport const f = loadConfig;\n";
    expect(await ruleIds('core/x/violation.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuses core importing an HTTP or React library', async () => {
    const code = "import { Hono } from 'hono';\nexport const f = Hono;\n";
    expect(await ruleIds('core/x/violation.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('refuses a route importing a value from db/', async () => {
    const code = "import { openDatabase } from '../../db/client';\nexport const f = openDatabase;\n";
    expect(await ruleIds('app/routes/x.tsx', code)).toEqual(['boundaries/dependencies']);
  });

  it('lets a route import a type from db/', async () => {
    const code = "import type { Db } from '../../db/client';\nexport type X = Db;\n";
    expect(await ruleIds('app/routes/x.tsx', code)).toEqual([]);
  });

  it('refuses production code importing a test kit', async () => {
    const code = "import { createTestDatabase } from '../tests/db';\nexport const f = createTestDatabase;\n";
    expect(await ruleIds('server/x.ts', code)).toEqual(['boundaries/dependencies']);
  });

  it('lets a test import a test kit', async () => {
    const code = "import { createTestDatabase } from '../tests/db';\nexport const f = createTestDatabase;\n";
    expect(await ruleIds('server/x.test.ts', code)).toEqual([]);
  });

  it('refuses the ~/ alias', async () => {
    const code = "import { localeFromPath } from '~/i18n/locale';\nexport const f = localeFromPath;\n";
    expect(await ruleIds('app/routes/x.tsx', code)).toEqual(['no-restricted-imports']);
  });

  it('lets each layer import what it may', async () => {
    const code = [
      "import { AppError } from '../../core/errors';",
      "import { localeFromPath } from '../../app/i18n/locale';",
      'export const f = [AppError, localeFromPath];',
      '',
    ].join('\n');
    expect(await ruleIds('server/x/allowed.ts', code)).toEqual([]);
  });
});
