import { listenOn } from '../tests/free-port';

/** The first port in [from, to] that nobody listens on, skipping the ones already handed out. */
export async function findFreePort(from: number, to: number, taken: number[] = []): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (!taken.includes(port) && (await listenOn(port)) !== undefined) return port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}
