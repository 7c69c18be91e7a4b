// React Router's default Node entry (@react-router/dev config/defaults/entry.server.node.tsx),
// plus one header: the page's stylesheets as `Link` preloads (decision 049).
import { PassThrough, Transform } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { stylesheetPreloads } from './styles/stylesheet-preloads';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // The browser fetches the stylesheets on the headers, before the modulepreloads that React
  // puts ahead of them in the head; a proxy may send them as 103 Early Hints.
  const preloads = stylesheetPreloads(routerContext);
  if (preloads) responseHeaders.append('Link', preloads);

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Bots and SPA mode wait for all content before the answer starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort the rendering stream after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so its closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const head = lowPriorityModulePreloads();
        head.pipe(body);
        head.on('error', (err) => body.destroy(err));
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set('Content-Type', 'text/html');
        pipe(head);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors of the shell itself reject and are logged by React Router; these come later.
        if (shellRendered) console.error(error);
      },
    });
  });
}

const MODULE_PRELOAD = /<link rel="modulepreload"/g;
const HEAD_END = Buffer.from('</head>');

/**
 * The page's scripts are asked for at low priority (decision 049): a public page's first paint
 * needs its HTML and stylesheets only (its largest element is text or a preloaded picture), and
 * scripts at the default high priority compete with them on a phone's connection, while the
 * page works without them until they hydrate it (plain links and forms). The head is held until
 * it is whole (React writes it in the shell's first chunk), then passed on rewritten.
 */
export function lowPriorityModulePreloads(): Transform {
  let held: Buffer[] = [];
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      held.push(chunk);
      const bytes = Buffer.concat(held);
      // Searched as bytes: a chunk may end inside a character; everything before "</head>" is whole.
      const end = bytes.indexOf(HEAD_END);
      if (end < 0) {
        held = [bytes];
        return callback();
      }
      done = true;
      held = [];
      const head = bytes
        .subarray(0, end)
        .toString('utf8')
        .replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchPriority="low"');
      callback(null, Buffer.concat([Buffer.from(head), bytes.subarray(end)]));
    },
    flush(callback) {
      callback(null, done || !held.length ? undefined : Buffer.concat(held));
    },
  });
}
