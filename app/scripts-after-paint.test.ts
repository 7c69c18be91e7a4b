import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { findAssetReferences } from '../bench/asset-sizes';
import { scriptsAfterPaint, START_AFTER_PAINT } from './scripts-after-paint';

async function through(chunks: (string | Buffer)[], nonce?: string): Promise<string> {
  const out: Buffer[] = [];
  const t = scriptsAfterPaint(nonce);
  Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(t);
  for await (const chunk of t) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const START = `<script>${START_AFTER_PAINT}</script>`;

describe('scripts asked for after the first paint (decision 051)', () => {
  test('the head modulepreloads go inert, the start-up script joins the head, the module script is held', async () => {
    const html = await through([
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><link rel="modu',
      'lepreload" href="/b.js"/><link rel="stylesheet" href="/app.css"/></he',
      'ad><body><p>&lt;link rel="modulepreload"</p><script>window.x=1</script><scr',
      'ipt type="mod',
      'ule" async="">import * as r from "/r.js";import("/e.js");</script><script type="module">late</script></body></html>',
    ]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="x-modulepreload" href="/a.js"/>' +
        `<link rel="x-modulepreload" href="/b.js"/><link rel="stylesheet" href="/app.css"/>${START}</head>` +
        '<body><p>&lt;link rel="modulepreload"</p><script>window.x=1</script>' +
        '<script type="x-module" async="">import * as r from "/r.js";import("/e.js");</script>' +
        '<script type="module">late</script></body></html>',
    );
  });

  test('the bench and the bundle check still find every script the page loads', async () => {
    const html = await through([
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/app.css"/></head>',
      '<body><script type="module" async="">import * as r from "/r.js";import("/e.js");</script></body></html>',
    ]);
    expect(findAssetReferences(html).sort()).toEqual(['/a.js', '/app.css', '/e.js', '/r.js']);
  });

  test('a document without a head end is passed on whole', async () => {
    expect(await through(['<p>no head', ' here</p>'])).toBe('<p>no head here</p>');
  });

  test('an answer that ends with the start of a tag loses nothing', async () => {
    expect(await through(['<head></head><p>a</p><scr', 'ipt type="mod'])).toBe(`<head>${START}</head><p>a</p><script type="mod`);
  });

  test('multi-byte text split across chunks stays intact, in the head and after it', async () => {
    const bytes = Buffer.from('<head><title>Týden inovací</title></head><p>Žluťoučký kůň</p>');
    const cuts = [bytes.indexOf(Buffer.from('ý')) + 1, bytes.indexOf(Buffer.from('ů')) + 1];
    const html = await through([bytes.subarray(0, cuts[0]), bytes.subarray(cuts[0], cuts[1]), bytes.subarray(cuts[1])]);
    expect(html).toBe(`<head><title>Týden inovací</title>${START}</head><p>Žluťoučký kůň</p>`);
  });

  test('with a CSP nonce (decision 057) the added script carries it and the nonced module script is held', async () => {
    const html = await through(
      [
        '<head><link rel="modulepreload" href="/a.js" nonce="N0=="/></head><body><script nonce="N0==">window.x=1</script>',
        '<script nonce="N0==" type="module" async="">import("/e.js");</script></body>',
      ],
      'N0==',
    );
    expect(html).toBe(
      `<head><link rel="x-modulepreload" href="/a.js" nonce="N0=="/><script nonce="N0==">${START_AFTER_PAINT}</script></head>` +
        '<body><script nonce="N0==">window.x=1</script><script nonce="N0==" type="x-module" async="">import("/e.js");</script></body>',
    );
  });
});
