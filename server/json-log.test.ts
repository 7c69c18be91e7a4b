/**
 * Every line the server writes is JSON (issue 31, D5): React Router's errors go through pino with
 * the request's id, a page refusing a POST without an action is no error-level stack, and what
 * libraries print with console, Node's warnings and uncaught errors become log lines.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { createStaticHandler, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from '../app/entry.server';
import { requestIdContext } from '../app/context';
import { routeConsoleToLog } from './console-to-log';
import { logger } from './logger';

afterEach(() => vi.restoreAllMocks());

/** A pino logger whose lines the test reads, parsed. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const log = pino({ level: 'debug' }, stream);
  return { log, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

function errorArgs(request: Request, reqId = 'req-1') {
  const context = new RouterContextProvider();
  context.set(requestIdContext, reqId);
  return { request, context, params: {} } as unknown as Parameters<typeof handleError>[1];
}

describe("React Router's errors", () => {
  it('a POST to a page without an action (405) is a debug line without a stack, not an error', async () => {
    // The very answer React Router builds for it, with the internal Error it would print.
    const handler = createStaticHandler([{ id: 'page', path: '/vstupenka-konference', loader: () => null }]);
    const request = new Request('http://localhost/vstupenka-konference', { method: 'POST', body: 'a=1' });
    const context = await handler.query(request);
    const refusal = (context as { errors: Record<string, unknown> }).errors.page;
    expect(refusal).toMatchObject({ status: 405 });
    const errors = vi.spyOn(logger, 'error');
    const debug = vi.spyOn(logger, 'debug');
    handleError(refusal, errorArgs(request));
    expect(errors).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith({ reqId: 'req-1', status: 405, reason: 'Method Not Allowed' }, 'page refused the request');
  });

  it("a loader's failure is one error line with the request's id; a client that left is none", async () => {
    const errors = vi.spyOn(logger, 'error');
    handleError(new Error('the database went away'), errorArgs(new Request('http://localhost/program'), 'req-2'));
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ reqId: 'req-2' }), 'the database went away');
    const left = new AbortController();
    left.abort();
    handleError(new Error('aborted'), errorArgs(new Request('http://localhost/program', { signal: left.signal })));
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('console, warnings and uncaught errors', () => {
  it('become JSON lines of the log', async () => {
    const { log, records } = capturedLog();
    const exit = vi.fn();
    const undo = routeConsoleToLog(log, exit);
    try {
      // What React Router prints for a bad percent-encoding in a path.
      console.warn('The URL path "/%E0%A4%A" could not be decoded because it is a malformed URL segment.');
      console.error(new Error('render failed'));
      console.log('listening on %d', 3000);
      process.emitWarning('a deprecated thing', 'DeprecationWarning', 'DEP0999');
      await new Promise((resolve) => setImmediate(resolve));
      (process.emit as (event: string, ...args: unknown[]) => boolean)(
        'uncaughtException',
        new Error('nobody caught me'),
        'uncaughtException',
      );
    } finally {
      undo();
    }
    expect(records()).toMatchObject([
      { level: 40, msg: expect.stringContaining('could not be decoded') },
      { level: 50, msg: 'render failed', err: { type: 'Error', message: 'render failed' } },
      { level: 30, msg: 'listening on 3000' },
      { level: 40, msg: 'a deprecated thing', warning: { name: 'DeprecationWarning', code: 'DEP0999' } },
      { level: 60, origin: 'uncaughtException', err: { message: 'nobody caught me' } },
    ]);
    expect(exit).toHaveBeenCalledWith(1);
  });
});
