import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { programmeClock } from './config';
import { RESTARTED_ENV, restartProcess, shouldRestartAfterSetup } from './restart-after-setup';

describe('restarting after a first start (decision 195)', () => {
  it('restarts only after a first start set something up, and never twice', () => {
    expect(shouldRestartAfterSetup({ setUp: true, env: {} })).toBe(true);
    expect(shouldRestartAfterSetup({ setUp: false, env: {} })).toBe(false);
    expect(shouldRestartAfterSetup({ setUp: true, env: { [RESTARTED_ENV]: '1' } })).toBe(false);
  });

  it('runs the same Node with the same flags, entry and arguments, marked as the restart', () => {
    const execve = vi.fn();
    restartProcess(execve as never, {
      execPath: '/usr/bin/node',
      execArgv: ['--liftoff-only', '--expose-gc'],
      argv: ['/usr/bin/node', '/app/build/server/index.js', 'x'],
      env: { PORT: '3000' },
    });
    expect(execve).toHaveBeenCalledExactlyOnceWith(
      '/usr/bin/node',
      ['/usr/bin/node', '--liftoff-only', '--expose-gc', '/app/build/server/index.js', 'x'],
      { PORT: '3000', [RESTARTED_ENV]: '1' },
    );
  });

  it('a clock started at CLOCK_START runs on across the restart instead of starting over', () => {
    // The first image started its clock at 10:00:00 and restarts 20 s later.
    let real = Date.parse('2026-11-30T00:00:00Z');
    const first = programmeClock('2021-10-11T10:00:00+02:00', () => real);
    real += 20_000;
    const execve = vi.fn();
    restartProcess(
      execve as never,
      { execPath: 'node', execArgv: [], argv: ['node', 'x'], env: { CLOCK_START: '2021-10-11T10:00:00+02:00' } },
      first(),
      real,
    );
    const env = execve.mock.calls[0]![2] as NodeJS.ProcessEnv;
    expect(env).toMatchObject({ CLOCK_START: '2021-10-11T08:00:20.000Z', CLOCK_START_AT: String(real), [RESTARTED_ENV]: '1' });
    // The new image reads its config 3 s later: its clock says 10:00:23, as the first one would.
    real += 3_000;
    const second = programmeClock(env.CLOCK_START, () => real, Number(env.CLOCK_START_AT));
    expect(second().toISOString()).toBe('2021-10-11T08:00:23.000Z');
    expect(second().getTime()).toBe(first().getTime());
    // Without CLOCK_START the real clock needs nothing carried over.
    restartProcess(execve as never, { execPath: 'node', execArgv: [], argv: ['node', 'x'], env: {} }, new Date(real), real);
    expect(execve.mock.calls[1]![2]).toEqual({ [RESTARTED_ENV]: '1' });
  });

  it('keeps the pid, the flags and stdout across the restart', () => {
    if (typeof process.execve !== 'function') return;
    const dir = mkdtempSync(join(tmpdir(), 'iw-restart-'));
    try {
      const module = pathToFileURL(join(import.meta.dirname, 'restart-after-setup.ts')).href;
      const entry = join(dir, 'entry.mjs');
      // Node strips the module's types itself; the entry restarts once, as the boot does.
      writeFileSync(
        entry,
        `import { RESTARTED_ENV, restartProcess, shouldRestartAfterSetup } from ${JSON.stringify(module)};
console.log(JSON.stringify({ pid: process.pid, execArgv: process.execArgv, restarted: process.env[RESTARTED_ENV] ?? null }));
if (shouldRestartAfterSetup({ setUp: true, env: process.env })) restartProcess(process.execve);`,
      );
      const run = spawnSync(process.execPath, ['--expose-gc', entry], {
        encoding: 'utf8',
        env: { ...process.env, [RESTARTED_ENV]: '' },
      });
      expect(run.status, run.stderr).toBe(0);
      const lines = run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { pid: number; execArgv: string[]; restarted: string | null });
      expect(lines).toEqual([
        { pid: run.pid, execArgv: ['--expose-gc'], restarted: '' },
        { pid: run.pid, execArgv: ['--expose-gc'], restarted: '1' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
