import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** The rules a file reports when it imports `name` from `source` and uses it. */
async function ruleIds(filePath: string, source: string, name: string, kind: 'value' | 'type' = 'value') {
  const code =
    kind === 'type'
      ? `import type { ${name} } from '${source}';\nexport type X = ${name};\n`
      : `import { ${name} } from '${source}';\nexport const x = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('enforced layers', () => {
  it.each([
    ['core importing the UI', 'core/x/violation.ts', '../../app/i18n/locale', 'localeFromPath'],
    ['core importing the HTTP edge', 'core/x/violation.ts', '../../server/config', 'loadConfig'],
    ['core importing an HTTP library', 'core/x/violation.ts', 'hono', 'Hono'],
    ['a route importing a value from db/', 'app/routes/x.tsx', '../../db/client', 'openDatabase'],
    ['production code importing a test kit', 'server/x.ts', '../tests/db', 'createTestDatabase'],
    ['a page module importing a value from server/ (decision 112)', 'app/auth/x.server.ts', '../../server/deps', 'createDeps'],
    [
      'the HTTP edge importing a UI component (decision 112)',
      'server/x/violation.ts',
      '../../app/components/programme/event-paths',
      'mapsUrl',
    ],
  ])('refuses %s', async (_case, filePath, source, name) => {
    expect(await ruleIds(filePath, source, name)).toEqual(['boundaries/dependencies']);
  });

  it('refuses the ~/ alias', async () => {
    expect(await ruleIds('app/routes/x.tsx', '~/i18n/locale', 'localeFromPath')).toEqual(['no-restricted-imports']);
  });

  it('keeps the invoice PDF out of browser code, but not out of server modules', async () => {
    expect(await ruleIds('app/routes/x.tsx', '../../core/tickets/invoice-pdf', 'renderInvoicePdf')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('app/routes/x.tsx', 'pdfkit', 'PDFDocument')).toEqual(['no-restricted-imports']);
    expect(await ruleIds('app/routes/x.server.ts', '../../core/tickets/invoice-pdf', 'renderInvoicePdf')).toEqual([]);
    expect(await ruleIds('server/x/allowed.ts', '../../core/tickets/invoice-pdf', 'renderInvoicePdf')).toEqual([]);
  });

  it('keeps the programme PDF out of browser code too (decision 039)', async () => {
    expect(await ruleIds('app/routes/x.tsx', '../../core/programme/get-programme-pdf', 'getProgrammePdf')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('app/routes/x.tsx', '../../core/programme/programme-pdf', 'renderProgrammePdf')).toEqual([
      'no-restricted-imports',
    ]);
    expect(await ruleIds('app/routes/x.server.ts', '../../core/programme/get-programme-pdf', 'getProgrammePdf')).toEqual([]);
  });

  it.each([
    ['a route importing a type from db/', 'app/routes/x.tsx', '../../db/client', 'Db', 'type'],
    ['a test importing a test kit', 'server/x.test.ts', '../tests/db', 'createTestDatabase', 'value'],
    ['the HTTP edge importing core', 'server/x/allowed.ts', '../../core/errors/app-error', 'AppError', 'value'],
    ['the HTTP edge importing a pure UI module', 'server/x/allowed.ts', '../../app/i18n/locale', 'localeFromPath', 'value'],
    ['a page module importing a type from server/', 'app/routes/x.tsx', '../../server/deps', 'AppDeps', 'type'],
    ["React Router's server entry importing the server's logger", 'app/entry.server.tsx', '../server/logger', 'logger', 'value'],
  ] as const)('allows %s', async (_case, filePath, source, name, kind) => {
    expect(await ruleIds(filePath, source, name, kind)).toEqual([]);
  });
});

/** The rules a file reports for the code given, under a virtual path. */
async function ruleIdsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('who may act is decided in the policy modules (decision 138)', () => {
  const roleCall = `import { isAdmin } from '../accounts/policy';\nexport const x = (v: { id: number; roleId: number }) => isAdmin(v);\n`;
  const roleCompare = `import { ROLE } from '../accounts/roles';\nexport const x = (v: { roleId: number }) => v.roleId === ROLE.admin;\n`;

  it.each([
    ['an isAdmin call in a use case', 'core/x/violation.ts', roleCall],
    ['a role comparison in a use case', 'core/x/violation.ts', roleCompare],
    ['an isAdmin call in an API route', 'server/api/violation.ts', roleCall.replace('../accounts', '../../core/accounts')],
    ['a role comparison in a page', 'app/routes/violation.tsx', roleCompare.replace('../accounts', '../../core/accounts')],
  ])('refuses %s', async (_case, filePath, code) => {
    expect(await ruleIdsOf(filePath, code)).toEqual(['no-restricted-syntax']);
  });

  it('allows them in a policy module and the authorization table', async () => {
    expect(await ruleIdsOf('core/x/policy.ts', roleCall)).toEqual([]);
    expect(await ruleIdsOf('core/authorization/x.ts', roleCompare)).toEqual([]);
  });
});
