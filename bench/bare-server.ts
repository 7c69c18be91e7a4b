/**
 * The baseline: a bare node:http server that replays recorded answers (status, content-type,
 * content-encoding, body bytes) by path, so the benchmark can show what the app itself costs on top of Node's
 * HTTP stack. Runs in a child process; the parent sends the answers over IPC.
 */
import { createServer } from 'node:http';
import type { BareSetup, BareStatus } from './bare-protocol';

process.once('message', (setup: BareSetup) => {
  const answers = new Map(
    setup.fixtures.map((f) => {
      const body = Buffer.from(f.body.buffer, f.body.byteOffset, f.body.byteLength);
      const headers: Record<string, string | number> = { 'content-length': body.length };
      if (f.contentType) headers['content-type'] = f.contentType;
      if (f.contentEncoding) headers['content-encoding'] = f.contentEncoding;
      return [f.path, { status: f.status, headers, body }];
    }),
  );
  const server = createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    if (!answer) {
      res.writeHead(404, { 'content-length': 0 }).end();
      return;
    }
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  server.once('error', (error) => send({ ok: false, error: error.message }));
  server.listen(setup.port, () => send({ ok: true }));
});

function send(status: BareStatus) {
  process.send?.(status);
}

// Never outlive the benchmark, even when it is killed without a chance to clean up.
process.once('disconnect', () => process.exit(0));
