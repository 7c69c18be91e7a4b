/**
 * The floor server (issue 32, item 1): answers the uncached events list with one hand-written
 * SQL query through `pg` (FLOOR_SQL, the JSON made by PostgreSQL), compressed as the browser asks
 * with the app's own compression settings, and nothing else: no routing, session, memo or
 * serialisation in JavaScript. What the app's list costs above it is what the app adds to the
 * database round trip. Runs in a child process; the parent sends the set-up over IPC.
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { compressBodyAsync, negotiateEncoding, COMPRESS_MIN_BYTES } from '../server/middleware/compress';
import type { BareStatus } from './bare-protocol';
import { FLOOR_SQL } from './floor-sql';

export type FloorSetup = {
  port: number;
  databaseUrl: string;
  /** The signed-in member's id, the access levels that admit them and the events' time zone. */
  params: { userId: number; admitted: string[]; timezone: string };
};

process.once('message', (setup: FloorSetup) => {
  // The app's pool size (db/client.ts).
  const pool = new pg.Pool({ connectionString: setup.databaseUrl, max: 10 });
  const values = [setup.params.userId, setup.params.admitted, setup.params.timezone];
  const server = createServer((req, res) => {
    pool
      .query<{ body: string }>(FLOOR_SQL, values)
      .then(async ({ rows }) => {
        const json = Buffer.from(rows[0]!.body, 'utf8');
        const encoding = json.byteLength >= COMPRESS_MIN_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : 'identity';
        const body = encoding === 'identity' ? json : await compressBodyAsync(json, encoding);
        const headers: Record<string, string | number> = {
          'content-type': 'application/json; charset=UTF-8',
          'content-length': body.byteLength,
          'cache-control': 'private, no-store',
        };
        if (encoding !== 'identity') headers['content-encoding'] = encoding;
        res.writeHead(200, headers).end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
      });
  });
  server.once('error', (error) => send({ ok: false, error: error.message }));
  server.listen(setup.port, () => send({ ok: true }));
  process.once('disconnect', () => {
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
});

function send(status: BareStatus) {
  process.send?.(status);
}
