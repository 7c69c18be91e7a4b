import { describe, expect, it, vi } from 'vitest';
import { releaseBootMemory } from './release-boot-memory';

describe('releaseBootMemory (decision 050)', () => {
  it('runs one full, compacting collection when the process was started with --expose-gc', () => {
    const gc = vi.fn();
    expect(releaseBootMemory(gc)).toBe(true);
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  });

  it('does nothing without it (development, tests)', () => {
    expect(releaseBootMemory(undefined)).toBe(false);
  });

  it("is accepted by this Node's V8", async () => {
    const { spawnSync } = await import('node:child_process');
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '-e', "gc({ type: 'major', execution: 'sync', flavor: 'last-resort' }); console.log('ok')"],
      { encoding: 'utf8' },
    );
    expect(run.stdout.trim(), run.stderr).toBe('ok');
  });
});
