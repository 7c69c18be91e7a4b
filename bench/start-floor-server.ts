import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BareStatus } from './bare-protocol';
import { onCleanup } from './cleanup';
import type { FloorSetup } from './floor-server';
import { stopChild } from './stop-child';

const entry = fileURLToPath(new URL('./floor-server.ts', import.meta.url));

/** Starts the floor server (one SQL query per answer) in its own process. Stopped by cleanUp(). */
export async function startFloorServer(setup: FloorSetup): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const child = fork(entry, [], {
    execPath: process.execPath,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => stopChild(child, 5_000);
  onCleanup(stop);
  const status = await new Promise<BareStatus>((resolve, reject) => {
    child.once('message', (m) => resolve(m as BareStatus));
    child.once('exit', (code, signal) => reject(new Error(`The floor server exited (${code ?? signal}) before listening`)));
    child.send(setup);
  });
  if (!status.ok) throw new Error(`The floor server could not listen on ${setup.port}: ${status.error}`);
  return { url: `http://127.0.0.1:${setup.port}`, pid: child.pid ?? 0, stop };
}
