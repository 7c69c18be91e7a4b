import { createServer } from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    // No host: the same wildcard bind the servers use, so a port taken on any interface counts.
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first port in [from, to] that nobody listens on, skipping the ones already handed out. */
export async function findFreePort(from: number, to: number, taken: number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}
