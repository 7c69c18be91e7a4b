import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// The Docker image has no sources and no dev tools: its backup command is the bundle that
// `npm run build` makes from vite.backup.config.ts. The round trip itself is
// server/backup/backup.test.ts; this proves the bundle runs alone and the image is told to make it.
const root = join(import.meta.dirname, '..');
// Built beside the project's node_modules, as in the image, so its packages resolve.
const cache = join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'backup-cli-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the built backup command', () => {
  it('runs from its bundle with node alone and answers its usage', async () => {
    await build({ configFile: join(root, 'vite.backup.config.ts'), root, logLevel: 'silent', build: { outDir: out } });
    const run = spawnSync(process.execPath, [join(out, 'backup-cli.js'), 'neither'], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toContain('Usage: backup-cli.ts backup [--out FILE] | restore FILE [--replace]');
    expect(run.status).toBe(1);
  });

  it('is part of npm run build, which the Docker image runs', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.build).toContain('vite build -c vite.backup.config.ts');
    expect(readFileSync(join(root, 'Dockerfile'), 'utf8')).toMatch(/^RUN npm run build$/m);
  });
});
