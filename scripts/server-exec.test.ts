import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, serverExec } from './server-exec.mjs';

const scripts = import.meta.dirname;
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('the production server process (decision 048)', () => {
  it('npm start becomes the server with the V8 flags and malloc arenas, in the same process', () => {
    // A copy of the start script beside a stand-in build that reports how it was started.
    dir = mkdtempSync(join(tmpdir(), 'iw-start-'));
    mkdirSync(join(dir, 'scripts'));
    mkdirSync(join(dir, 'build/server'), { recursive: true });
    for (const file of ['start.mjs', 'server-exec.mjs']) copyFileSync(join(scripts, file), join(dir, 'scripts', file));
    writeFileSync(
      join(dir, 'build/server/index.js'),
      'console.log(JSON.stringify({ execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX, pid: process.pid }));',
    );
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { cwd: dir, env, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const started = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { execArgv: string[]; arenas: string; pid: number };
    expect(started.execArgv).toEqual(SERVER_NODE_FLAGS);
    expect(started.arenas).toBe('2');
    expect(started.pid).toBe(run.pid);
  });

  it('keeps a MALLOC_ARENA_MAX that is already set', () => {
    expect(serverExec('x.js', { MALLOC_ARENA_MAX: '4' }).env.MALLOC_ARENA_MAX).toBe('4');
    expect(serverExec('x.js', {}).args).toEqual([...SERVER_NODE_FLAGS, 'x.js']);
  });

  it('the image starts the server the same way', () => {
    const dockerfile = readFileSync(join(scripts, '../Dockerfile'), 'utf8');
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(['node', ...SERVER_NODE_FLAGS, 'build/server/index.js']);
    const envLine = /^ENV (.*)$/m.exec(runtime)?.[1] ?? '';
    for (const [name, value] of Object.entries(SERVER_ENV)) expect(envLine.split(/\s+/)).toContain(`${name}=${value}`);
  });
});
