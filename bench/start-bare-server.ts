import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BareSetup, BareStatus, Fixture } from './bare-protocol';
import { onCleanup } from './cleanup';
import { stopChild } from './stop-child';

export type BareServer = { url: string; pid: number };

const entry = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/** Starts the bare baseline server in its own process, so it does not share the driver's event loop. Stopped by cleanUp(). */
export async function startBareServer(port: number, fixtures: Fixture[]): Promise<BareServer> {
  const child = fork(entry, [], {
    execPath: process.execPath,
    execArgv: ['--import', 'tsx'],
    // "advanced" carries the response bodies as bytes instead of JSON arrays of numbers.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onCleanup(() => stopChild(child, 5_000));
  const status = await new Promise<BareStatus>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BareStatus));
    child.once('exit', (code, signal) => reject(new Error(`The bare server exited (${code ?? signal}) before listening`)));
    child.send({ port, fixtures } satisfies BareSetup);
  });
  if (!status.ok) throw new Error(`The bare server could not listen on ${port}: ${status.error}`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid ?? 0 };
}
