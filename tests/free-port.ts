import { createServer } from 'node:net';

const handedOut = new Set<number>();

/** Listens on the port (0: one the system picks) and closes again: the port it got, or undefined when taken. */
export function listenOn(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

function take(port: number): number {
  handedOut.add(port);
  return port;
}

/**
 * A port nobody listens on, for a server a test starts as a child process (which must be told
 * its port). The system picks one, or, with TEST_PORT_RANGE=from-to, the first free one in that
 * range: for shared machines where each user keeps to their own ports. Never the same twice in
 * one process.
 */
export async function freePort(): Promise<number> {
  const range = process.env.TEST_PORT_RANGE?.match(/^(\d+)-(\d+)$/);
  if (!range) {
    for (;;) {
      const port = await listenOn(0);
      if (port && !handedOut.has(port)) return take(port);
    }
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (!handedOut.has(port) && (await listenOn(port))) return take(port);
  }
  throw new Error(`No free port in TEST_PORT_RANGE=${process.env.TEST_PORT_RANGE}`);
}
