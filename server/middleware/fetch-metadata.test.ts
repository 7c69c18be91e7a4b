/**
 * Another site's page may link to the API, never load it (decision 059): what browsers say in
 * their fetch metadata decides, and the refusal comes before anything is counted.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessCodes } from '../../db/schema';
import { hashAccessCode } from '../../core/livestreams/hash-access-code';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';
import { refusalOf } from '../../tests/refusal';
import { isCrossSiteSubresource } from './fetch-metadata';

let t: WriteTestContext;
beforeAll(async () => {
  // One wrong passphrase and one login attempt per address: a load that is counted shows at once.
  t = await createWriteTestContext({
    limits: { passphrasePerIp: { limit: 1, windowMs: 60_000 }, loginPerIp: { limit: 1, windowMs: 60_000 } },
  });
  await t.database.db
    .insert(accessCodes)
    .values({ label: 'fetch-metadata', codeHash: hashAccessCode('prava-fraze'), conference: true, seminars: true });
  mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
  writeFileSync(join(t.config.dataDir, 'uploads', 'photo.webp'), 'RIFF0000WEBP');
});
afterAll(() => t.database.close());

/** What a browser sends for each kind of request (Sec-Fetch-Site, -Mode, -Dest). */
const meta = (site: string, mode: string, dest: string) => ({
  'Sec-Fetch-Site': site,
  'Sec-Fetch-Mode': mode,
  'Sec-Fetch-Dest': dest,
});
const IMG_ELSEWHERE = meta('cross-site', 'no-cors', 'image');
const SCRIPT_ELSEWHERE = meta('cross-site', 'no-cors', 'script');
const FETCH_ELSEWHERE = meta('cross-site', 'cors', 'empty');
const FRAME_ELSEWHERE = meta('cross-site', 'navigate', 'iframe');
const OBJECT_ELSEWHERE = meta('cross-site', 'navigate', 'object');
const LINK_ELSEWHERE = meta('cross-site', 'navigate', 'document');

describe('which requests are another site loading us', () => {
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const is = (headers: Record<string, string>) => {
    const h = lower(headers);
    return isCrossSiteSubresource((name) => h[name]);
  };

  it('subresources, scripts and frames of another site are; links to us, our own pages and headerless clients are not', () => {
    for (const headers of [IMG_ELSEWHERE, SCRIPT_ELSEWHERE, FETCH_ELSEWHERE, FRAME_ELSEWHERE, OBJECT_ELSEWHERE])
      expect(is(headers), JSON.stringify(headers)).toBe(true);
    const notLoads: Record<string, string>[] = [
      {},
      LINK_ELSEWHERE,
      { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' },
      meta('same-origin', 'cors', 'empty'),
      meta('same-origin', 'no-cors', 'image'),
      meta('same-site', 'no-cors', 'image'),
      meta('none', 'navigate', 'document'),
      // Only the site header: not a browser's set, let through as headerless.
      { 'Sec-Fetch-Site': 'cross-site' },
    ];
    for (const headers of notLoads) expect(is(headers), JSON.stringify(headers)).toBe(false);
  });
});

describe('the API refuses another site’s loads', () => {
  it('403 Request.crossSite for an <img>, a <script>, a fetch() or a frame of another site, before any limit counts', async () => {
    for (const headers of [IMG_ELSEWHERE, SCRIPT_ELSEWHERE, FETCH_ELSEWHERE, FRAME_ELSEWHERE, OBJECT_ELSEWHERE]) {
      const res = await t.send('GET', '/api/check-ticket/wrong-guess', { headers, ip: '198.51.100.40' });
      expect(await refusalOf(res), JSON.stringify(headers)).toMatchObject({ statusCode: 403, code: 'Request.crossSite' });
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
    const login = await t.send('POST', '/api/auth/local', {
      body: { identifier: 'nobody', password: 'x' },
      headers: meta('cross-site', 'no-cors', 'empty'),
      ip: '198.51.100.40',
    });
    expect(await refusalOf(login)).toMatchObject({ statusCode: 403, code: 'Request.crossSite' });
    // The address's one wrong passphrase and one login attempt are still there to be used.
    const own = await t.send('GET', '/api/check-ticket/wrong-guess', {
      headers: meta('same-origin', 'cors', 'empty'),
      ip: '198.51.100.40',
    });
    expect(await own.json()).toEqual({ conference: false, seminars: false });
    const ownLogin = await t.send('POST', '/api/auth/local', {
      body: { identifier: 'nobody', password: 'x' },
      ip: '198.51.100.40',
    });
    expect(ownLogin.status).toBe(400);
  });

  it('answers our own pages, a subdomain, a link from elsewhere, and clients that send no fetch metadata', async () => {
    const sent: [string, Record<string, string>][] = [
      ['our page', meta('same-origin', 'cors', 'empty')],
      ['a subdomain', meta('same-site', 'no-cors', 'image')],
      ['a typed address', meta('none', 'navigate', 'document')],
      ['a link on another site', LINK_ELSEWHERE],
      ['a calendar app or curl', {}],
    ];
    for (const [who, headers] of sent) {
      const res = await t.send('GET', '/api/events?_limit=1', { headers });
      expect(res.status, who).toBe(200);
    }
    // A link in a mail, opened from a webmail's page: a navigation, answered as always.
    const confirm = await t.send('GET', '/api/auth/email-confirmation?confirmation=made-up', { headers: LINK_ELSEWHERE });
    expect(confirm.status).toBe(302);
  });

  it('leaves the widget and uploaded files to other sites, which load them by design', async () => {
    const script = await t.send('GET', '/embed/programme.js', { headers: SCRIPT_ELSEWHERE });
    expect(script.status).toBe(200);
    expect((await t.send('GET', '/embed/programme?area=seminars', { headers: FRAME_ELSEWHERE })).status).toBe(200);
    expect((await t.send('GET', '/uploads/photo.webp', { headers: IMG_ELSEWHERE })).status).toBe(200);
  });
});
