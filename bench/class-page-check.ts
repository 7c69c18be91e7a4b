/**
 * Decision 200 on the production build: `npx tsx bench/class-page-check.ts [build/server/index.js]`
 * starts the build on a fresh embedded database with the demo content, signs in each demo
 * account and compares its home page (cs and en), answered from its class's document, with the
 * same page rendered for it alone (a query string is never shared), as a browser asks for them:
 * status, headers (but how the bytes travel) and HTML equal but the nonce (each answer's own) and the programme clock's
 * reading, and the streamed loader data equal once decoded (turbo-stream numbers a value once
 * where it meets it again, so the visitor's values, filled into slots of their own, may be laid
 * out apart from how a render for them alone lays them out). Exits 1 on a difference.
 * CHECK_PORT sets the server's port (4343).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAppServer } from './app-server';
import { ACCEPT, browserHeaders } from './browser-headers';
import { cleanUp } from './cleanup';

const entry = resolve(process.argv[2] ?? 'build/server/index.js');
const port = Number(process.env.CHECK_PORT ?? 4343);
const ACCOUNTS = ['member', 'newbie', 'organizer', 'editor', 'admin'];

async function signIn(url: string, identifier: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ identifier, password: 'innoweek-demo' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${identifier}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Page = { status: number; headers: string; body: string; data: string };

const DATA = /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
type Decode = (readable: ReadableStream<Uint8Array>) => Promise<{ value: unknown; done: Promise<unknown> }>;
const { decode } = (await import(
  pathToFileURL(resolve('node_modules/react-router/dist/development/vendor/turbo-stream-v2/turbo-stream.js')).href
)) as { decode: Decode };

/** The page's streamed loader data, decoded as the browser decodes it. */
async function loaderData(html: string): Promise<string> {
  const text = [...html.matchAll(DATA)].map((m) => JSON.parse(m[1]!) as string).join('');
  const decoded = await decode(
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
  );
  return JSON.stringify(decoded.value);
}

async function page(url: string, cookie: string): Promise<Page> {
  const res = await fetch(url, { headers: browserHeaders(ACCEPT.page, { cookie }) });
  const body = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
  const clean = (text: string) =>
    (nonce ? text.replaceAll(nonce, 'NONCE') : text).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'NOW');
  const headers = [...res.headers]
    // How the bytes travel differs by design: the class's answer is gzip made of parts (decision 207), a page alone streams as brotli.
    .filter(
      ([name]) =>
        ![
          'date',
          'x-request-id',
          'set-cookie',
          'keep-alive',
          'connection',
          'content-encoding',
          'content-length',
          'transfer-encoding',
        ].includes(name),
    )
    .map(([name, value]) => `${name}: ${clean(value)}`)
    .join('\n');
  const cleaned = clean(body);
  return { status: res.status, headers, body: cleaned.replace(DATA, '<data>'), data: await loaderData(cleaned) };
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `at ${i}:\n  shared: ${JSON.stringify(a.slice(Math.max(0, i - 80), i + 80))}\n  alone:  ${JSON.stringify(b.slice(Math.max(0, i - 80), i + 80))}`;
}

async function main() {
  const server = await startAppServer({ entry, root: process.cwd(), port });
  let failed = false;
  for (const account of ACCOUNTS) {
    const cookie = await signIn(server.url, account);
    for (const path of ['/', '/en/']) {
      // Twice: the first asks for the class's render, the second is filled from the kept one.
      for (const round of [1, 2]) {
        const shared = await page(`${server.url}${path}`, cookie);
        const alone = await page(`${server.url}${path}?alone=${round}`, cookie);
        const body = alone.body.replaceAll(`?alone=${round}`, '');
        const data = alone.data.replaceAll(`?alone=${round}`, '');
        const same =
          shared.status === alone.status && shared.headers === alone.headers && shared.body === body && shared.data === data;
        console.log(
          `${same ? 'same' : 'DIFFERENT'}  ${account} ${path} (${round}): ${shared.status}, ${shared.body.length} characters`,
        );
        if (!same) {
          failed = true;
          if (shared.headers !== alone.headers) console.log(`  headers:\n${shared.headers}\n  --\n${alone.headers}`);
          if (shared.body !== body) console.log(`  body ${firstDifference(shared.body, body)}`);
          if (shared.data !== data) console.log(`  data ${firstDifference(shared.data, data)}`);
        }
        if (/cls[0-9a-f]{24}/.test(shared.body)) {
          failed = true;
          console.log('  a placeholder was left in the page');
        }
      }
    }
  }
  await cleanUp();
  process.exit(failed ? 1 : 0);
}

main().catch(async (err: unknown) => {
  console.error(err);
  await cleanUp();
  process.exit(1);
});
