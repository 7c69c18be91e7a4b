import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../core/errors/app-error';
import { assertSafeParams } from '../../core/validation/safe-params';
import { errorBody } from '../error-body';

/** Largest API request body, as Strapi's default JSON limit: far above any write the API takes. */
export const MAX_API_BODY_BYTES = 1024 * 1024;

/**
 * Refuses an API body over MAX_API_BODY_BYTES with 413 before anything reads it (the rate
 * limits read the account field of auth bodies): by Content-Length when given, else by
 * counting the stream.
 */
export function apiBodyLimit(): MiddlewareHandler {
  return forRequestsWithBodies(
    bodyLimit({
      maxSize: MAX_API_BODY_BYTES,
      onError: async (c) => {
        await drainRefusedBody(c);
        return c.json(errorBody(new AppError('Request.body.tooLarge', { details: { maxBytes: MAX_API_BODY_BYTES } })), 413);
      },
    }),
  );
}

/** Largest page form body: the account and profile forms are a few hundred bytes. */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/**
 * Refuses a page form body over MAX_FORM_BODY_BYTES with 413 before anything reads it (the
 * rate limits clone and parse login bodies, then the action reads them again).
 */
export function pageBodyLimit(): MiddlewareHandler {
  return forRequestsWithBodies(
    bodyLimit({
      maxSize: MAX_FORM_BODY_BYTES,
      onError: async (c) => {
        await drainRefusedBody(c);
        return c.text('Payload Too Large', 413);
      },
    }),
  );
}

/** The largest refused body read to its end so that its sender gets the 413 (drainRefusedBody). */
export const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

/**
 * Reads the rest of a refused body, discarding it, before the 413 is sent (issue 31, D8). A
 * client that asked for `Connection: close` is still sending when the answer is ready; closing
 * the socket with its bytes unread makes the kernel reset the connection, and the client gets a
 * reset instead of the answer. A body declared larger than MAX_DRAINED_BYTES (or of unknown
 * length) is not waited for: its connection closes after the answer. Node's request timeout
 * bounds a client that sends slowly.
 */
export async function drainRefusedBody(c: Context): Promise<void> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // app.request() in tests has no Node request (or a stand-in for its socket's address); a body
  // already read or torn down has nothing left.
  if (!incoming?.headers || incoming.complete || incoming.destroyed) return;
  const declared = Number(incoming.headers['content-length']);
  const body = c.req.raw.body;
  if (!(declared <= MAX_DRAINED_BYTES) || !body || body.locked) {
    c.header('Connection', 'close');
    return;
  }
  // Through the request's own stream: the Node request under it flows only as that is read.
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done);
  } catch {
    // The client gave up: nobody is left to answer.
  } finally {
    reader.releaseLock();
  }
}

/**
 * A GET or HEAD body is never read by anything, so it is not counted either: asking whether
 * a request has a body builds the whole WHATWG Request from Node's, which was an eighth of a
 * guest-cache hit's CPU (decision 042). Node discards an unread body after the answer.
 */
function forRequestsWithBodies(limit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}

/**
 * Every query parameter of every API route, custom ones included, is text a parameter may
 * hold (no NUL or lone surrogate, at most MAX_PARAM_LENGTH characters), checked before the
 * session or any handler touches the database; the route's parser then checks its meaning.
 */
export function safeQueryParams(): MiddlewareHandler {
  return async (c, next) => {
    // A URL without `?` has no parameters: not parsed for nothing (decision 184).
    if (c.req.url.includes('?')) assertSafeParams(new URL(c.req.url).searchParams);
    await next();
  };
}
