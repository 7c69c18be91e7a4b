import { randomInt, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import fc from 'fast-check';
import { body, queryString, SEED, text, wireValue } from '../random-input';

/** A new client address per call, so per-address rate limits treat the suite as many visitors (TRUST_PROXY). */
const visitor = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Keep-alive connections of their own, so a killed server's sockets are not reused by the next one. */
export const newAgent = () => new Agent({ keepAlive: true, maxSockets: 16 });

type Answer = { status: number; body: string };

/** One HTTP request as it is written (paths and headers are not checked or re-encoded, as fetch would). */
export function send(
  url: string,
  opts: { method?: string; path: string; headers?: Record<string, string>; body?: string; agent: Agent },
): Promise<Answer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, method: opts.method ?? 'GET', path: opts.path, headers: opts.headers, agent: opts.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** One ticket order as a guest; the order's public id when the server answered 200. */
export async function placeOrder(url: string, i: number, agent: Agent): Promise<string | null> {
  const res = await send(url, {
    method: 'POST',
    path: '/api/buy-ticket',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), 'X-Forwarded-For': visitor() },
    body: JSON.stringify({
      amount: 1 + (i % 3),
      name: `Host ${i}`,
      email: `reliability${i}@suite.example`,
      phone: '+420 601 234 567',
      locale: 'cs',
    }),
    agent,
  });
  return res.status === 200 ? (JSON.parse(res.body) as { data: { id: string } }).data.id : null;
}

/**
 * Orders from `buyers` parallel clients until the server stops answering: every acknowledged
 * order's id. Errors after the kill (refused connections, reset sockets) end a client.
 */
export async function orderStream(url: string, buyers: number, acknowledged: string[], stopped: () => boolean): Promise<void> {
  const agent = newAgent();
  let i = 0;
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      while (!stopped()) {
        try {
          const id = await placeOrder(url, i++, agent);
          if (id !== null) acknowledged.push(id);
        } catch {
          return;
        }
      }
    }),
  );
  agent.destroy();
}

type Operation = { method: string; path: string; params: string[]; props: string[] };

/** The documented operations, read from the running server's OpenAPI document. */
export async function operations(url: string): Promise<Operation[]> {
  const doc = (await (await fetch(`${url}/api/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: ({ name: string } | { $ref: string })[];
          requestBody?: { content: Record<string, { schema: { properties?: object } }> };
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []).flatMap((p) => ('name' in p ? [p.name] : [p.$ref.split('/').pop()!])),
      props: Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}),
    })),
  );
}

/**
 * `count` random requests spread over every documented operation (random path values, query
 * strings and bodies from tests/random-input.ts), as a guest and as the demo Admin: the
 * statuses 500 and above it got.
 */
export async function fuzz(
  url: string,
  count: number,
  adminToken: string,
): Promise<{ sent: number; errors5xx: string[]; noAnswer: string[] }> {
  const ops = await operations(url);
  // A connection per request: a hang-up then belongs to that request, not to a reused idle socket.
  const agent = new Agent({ keepAlive: false, maxSockets: 8 });
  const errors5xx: string[] = [];
  const noAnswer: string[] = [];
  let sent = 0;
  const seeds = fc.sample(fc.tuple(fc.nat(ops.length - 1), fc.boolean(), wireValue(text), queryString([]), body([])), {
    numRuns: count,
    seed: SEED,
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < seeds.length) {
        const [opIndex, asAdmin, segment, query, payload] = seeds[next++]!;
        const op = ops[opIndex]!;
        const path = `/api${op.path.replace(/\{[^}]+\}/g, () => (Math.random() < 0.5 ? String(randomInt(1, 60)) : segment))}`;
        const withBody = op.method !== 'GET' && op.method !== 'DELETE';
        const headers: Record<string, string> = { 'X-Forwarded-For': visitor() };
        if (asAdmin) headers.Authorization = `Bearer ${adminToken}`;
        if (withBody && payload.contentType) headers['Content-Type'] = payload.contentType;
        try {
          const res = await send(url, {
            method: op.method,
            path: `${path}${query}`,
            headers,
            ...(withBody ? { body: payload.body } : {}),
            agent,
          });
          sent++;
          if (res.status >= 500) errors5xx.push(`${op.method} ${path} -> ${res.status}`);
        } catch (err) {
          // A request Node refuses to write (a character a path may not hold) never reached the server.
          const code = (err as NodeJS.ErrnoException).code;
          if (code === 'ERR_UNESCAPED_CHARACTERS' || code === 'ERR_INVALID_CHAR') continue;
          // The server closed the connection without an answer (a refused large body, issue 31 D8).
          sent++;
          noAnswer.push(`${op.method} ${path} -> ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }),
  );
  agent.destroy();
  return { sent, errors5xx, noAnswer };
}

/** The demo Admin's session token (demo accounts, README). */
export async function adminToken(url: string): Promise<string> {
  const agent = newAgent();
  const res = await send(url, {
    method: 'POST',
    path: '/api/auth/local',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor() },
    body: JSON.stringify({ identifier: 'admin@innoweek.test', password: 'innoweek-demo' }),
    agent,
  });
  agent.destroy();
  if (res.status !== 200) throw new Error(`The demo Admin could not sign in: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { jwt: string }).jwt;
}

/**
 * What a visitor mix asks for during the soak: pages, the programme API, and an order now and
 * then. `sample` is called after a warm-up (a quarter of the time, at most 30 s: the JIT, the
 * caches and the memo fill first), every 5 s, and at the end.
 */
export async function soak(url: string, minutes: number, sample: () => void): Promise<{ requests: number; errors5xx: number }> {
  const agent = newAgent();
  const warmUp = Math.min(30_000, (minutes * 60_000) / 4);
  let sampler: NodeJS.Timeout | undefined;
  const warm = setTimeout(() => {
    sample();
    sampler = setInterval(sample, 5_000);
  }, warmUp);
  const paths = [
    '/',
    '/en/professional-seminars',
    '/odborne-seminare',
    '/api/events?_limit=50',
    '/api/events/32',
    '/api/search/inov',
  ];
  const deadline = Date.now() + warmUp + minutes * 60_000;
  let requests = 0;
  let errors5xx = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, client) => {
      for (let i = 0; Date.now() < deadline; i++) {
        if (client === 0 && i % 10 === 0) {
          await placeOrder(url, i, agent);
        } else {
          const res = await send(url, {
            path: paths[i % paths.length]!,
            headers: { 'X-Forwarded-For': visitor(), Accept: 'text/html,application/json' },
            agent,
          });
          if (res.status >= 500) errors5xx++;
        }
        requests++;
      }
    }),
  );
  clearTimeout(warm);
  clearInterval(sampler);
  sample();
  agent.destroy();
  return { requests, errors5xx };
}
