import { Readable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { lowPriorityModulePreloads } from './entry.server';

async function through(chunks: string[]): Promise<string> {
  const out: Buffer[] = [];
  const t = lowPriorityModulePreloads();
  Readable.from(chunks.map((c) => Buffer.from(c))).pipe(t);
  for await (const chunk of t) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

describe('module preloads at low priority (decision 049)', () => {
  test('every modulepreload in the head, also one split across chunks; nothing after the head', async () => {
    const html = await through([
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/><link rel="modu',
      'lepreload" href="/b.js"/><link rel="stylesheet" href="/app.css"/></he',
      'ad><body><p>&lt;link rel="modulepreload"</p>',
      '<link rel="modulepreload" href="/late.js"/></body></html>',
    ]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><link rel="modulepreload" fetchPriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchPriority="low" href="/b.js"/><link rel="stylesheet" href="/app.css"/></head>' +
        '<body><p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/late.js"/></body></html>',
    );
  });

  test('a document without a head end is passed on whole', async () => {
    expect(await through(['<p>no head', ' here</p>'])).toBe('<p>no head here</p>');
  });

  test('multi-byte text split across chunks stays intact', async () => {
    const bytes = Buffer.from('<head><title>Týden inovací</title></head>');
    const at = bytes.indexOf(Buffer.from('ý')) + 1; // inside the two bytes of ý
    const t = lowPriorityModulePreloads();
    Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(t);
    const out: Buffer[] = [];
    for await (const chunk of t) out.push(chunk as Buffer);
    expect(Buffer.concat(out).toString('utf8')).toBe('<head><title>Týden inovací</title></head>');
  });
});
