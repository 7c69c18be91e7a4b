import { Transform } from 'node:stream';

/**
 * A public page asks for its scripts once it has painted (decision 051).
 *
 * React Router names a page's scripts twice: `<link rel="modulepreload">` in the head and one
 * inline `<script type="module">` at the end of the body whose static imports load them. Both
 * start fetching as soon as the HTML is read, so on a phone's connection ~140 KiB of scripts share
 * the line with the stylesheet and the page's largest picture, and Lighthouse's simulation counts
 * every script that arrived before the largest paint as part of it. The page works without them
 * (server-rendered; plain links and forms) until they hydrate it.
 *
 * The answer is rewritten on its way out: in the head each modulepreload becomes an inert
 * `<link rel="x-modulepreload">` and a small classic script is added; after the head the module
 * script's type becomes `x-module` (same element, same place, so hydration finds what it rendered).
 * The small script waits for the first contentful paint (or 3 s, for a tab in the background or a
 * browser without paint timing) and for the module script to have been read whole (the parser
 * is past it, or the document is read: a page that streams later parts need not wait for them),
 * then turns the links back into modulepreloads and runs the module script's text as a new
 * module script: from there on it is React Router's own start-up.
 */
export const DEFERRED_PRELOAD_REL = 'x-modulepreload';
export const DEFERRED_MODULE_TYPE = 'x-module';

const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchPriority="low")?/g;
const HEAD_END = Buffer.from('</head>');

/** Runs in the browser as written (no build step): keep it small and ES5. */
export const START_AFTER_PAINT = `(function(){var d=document,b=0;function go(){if(b)return;b=1;\
d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var n=d.createElement('link');\
n.rel='modulepreload';n.href=l.getAttribute('href');d.head.appendChild(n)});\
var s=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!s)return;var m=d.createElement('script');\
m.type='module';m.nonce=s.nonce;m.textContent=s.textContent;d.head.appendChild(m)}\
function read(){var s=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');\
if(d.readyState!=='loading'||(s&&s.nextSibling))go();else setTimeout(read,50)}\
var t=setTimeout(read,3000);try{new PerformanceObserver(function(l,o){\
if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();clearTimeout(t);read()}})\
.observe({type:'paint',buffered:true})}catch(e){clearTimeout(t);read()}})()`;

/** `nonce`: the answer's CSP nonce (decision 057), given to the added script; the module script keeps its own, which the new one copies. */
export function scriptsAfterPaint(nonce?: string): Transform {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : '';
  const start = Buffer.from(`<script${nonceAttr}>${START_AFTER_PAINT}</script>`);
  // React writes the nonce before the type.
  const MODULE_SCRIPT = Buffer.from(`<script${nonceAttr} type="module"`);
  const DEFERRED_SCRIPT = Buffer.from(`<script${nonceAttr} type="${DEFERRED_MODULE_TYPE}"`);
  let held: Buffer = Buffer.alloc(0);
  let headDone = false;
  let scriptDone = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (scriptDone) return callback(null, chunk);
      // Searched as bytes: a chunk may end inside a character or inside a tag; `held` carries it.
      let bytes = held.length ? Buffer.concat([held, chunk]) : chunk;
      const out: Buffer[] = [];
      if (!headDone) {
        const end = bytes.indexOf(HEAD_END);
        if (end < 0) {
          held = bytes;
          return callback();
        }
        headDone = true;
        const head = bytes.subarray(0, end).toString('utf8').replace(MODULE_PRELOAD, `<link rel="${DEFERRED_PRELOAD_REL}"`);
        out.push(Buffer.from(head), start);
        bytes = bytes.subarray(end);
      }
      const at = bytes.indexOf(MODULE_SCRIPT);
      if (at >= 0) {
        scriptDone = true;
        held = Buffer.alloc(0);
        out.push(bytes.subarray(0, at), DEFERRED_SCRIPT, bytes.subarray(at + MODULE_SCRIPT.length));
        return callback(null, Buffer.concat(out));
      }
      // Keep back what could be the start of the tag, to look again with the next chunk.
      const keep = Math.min(bytes.length, MODULE_SCRIPT.length - 1);
      out.push(bytes.subarray(0, bytes.length - keep));
      held = Buffer.from(bytes.subarray(bytes.length - keep));
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      callback(null, held.length ? held : undefined);
    },
  });
}
