import pino from 'pino';
import { turnBatchedDestination } from './log-destination';

/**
 * The server's own log (decision 041): JSON lines on stdout, one per request (server/middleware/
 * request-log.ts) and per notable event, each request's lines carrying its `reqId`. The level
 * comes from LOG_LEVEL (default info); tests are silent unless LOG_LEVEL asks otherwise.
 */
const level = process.env.LOG_LEVEL ?? (process.env.VITEST ? 'silent' : 'info');
export const logger = pino(
  {
    level,
    base: { pid: process.pid },
    // Never a session or a password in the log, whatever a caller passes along.
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
  },
  // Each turn's lines in one write (decision 201); a silent log needs no destination of its own.
  level === 'silent' ? undefined : turnBatchedDestination(),
);

/**
 * The one-line-per-request log: its lines hold fixed fields only (id, method, route, the path
 * with secrets taken out by `loggedPath`, status, duration), so it skips the redaction scan,
 * a third of the cost of each line on the cache-hit path.
 */
export const requestLogger = logger.child({}, { redact: { paths: [] } });

export type Logger = typeof logger;
