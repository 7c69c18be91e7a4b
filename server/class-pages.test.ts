import { gunzipSync } from 'node:zlib';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getSessionUser, type SessionUser } from '../core/accounts/get-session-user';
import { ROLE } from '../core/accounts/roles';
import { eventClassOf } from '../core/events/event-visibility';
import { ReadMemo } from '../core/serialize/read-memo';
import { getHomepage } from '../core/site/get-homepage';
import { findStarIds } from '../core/stars/find-stars';
import { starListText } from '../core/stars/star-list-text';
import type { Database } from '../db/client';
import { EVENT_TYPE, eventWaitlist, userStars } from '../db/schema';
import { toPublicUser } from '../app/auth/session.server';
import type { PublicUser } from '../app/auth/public-user';
import type { ClassRender } from '../app/context';
import { sessionTokenFor } from '../tests/auth';
import { createTestDatabase } from '../tests/db';
import * as f from '../tests/factories';
import { classPageKey, createClassPages, cutAtTokens } from './class-pages';

/**
 * Decision 200: a signed-in page rendered once per visibility class, each visitor's header,
 * stars and nonce filled in. A page made the way React and React Router make the real one: the
 * class's data (the home page's, through the memo for a class render, built for the visitor
 * alone otherwise), the header's user as React writes it (renderToString), the loader data as
 * React Router streams it (JSON strings inside a JSON string inside a script). Every reader, asked
 * with the classes with more rights first, gets from the shared page exactly (but the nonce)
 * what the page renders for them alone; a reader signed up beyond their class, a guest and a
 * request with a toast get no shared page; one class renders once, a write or the clock's
 * limit renders again. With the class (or the role) dropped from the key, or a visitor's values
 * not filled in, `each reader gets…` fails.
 */
const secret = 'class-pages-test-secret';
const config = { sessionSecret: secret };
let database: Database;
let users: Record<string, { id: number; tokenVersion: number }>;
let sessionUsers: Record<string, SessionUser>;
let starred: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  users = {
    admin: await f.createAdmin(db, { firstName: 'Ada', lastName: 'Admin' }),
    orgX1a: await f.createOrganizer(db),
    orgX1b: await f.createOrganizer(db, { firstName: 'Ořech', lastName: null }),
    orgX2: await f.createOrganizer(db),
    orgNone: await f.createOrganizer(db),
    holderA: await f.createUser(db, { hasTicket: true, firstName: 'Hana', lastName: 'Holder' }),
    holderB: await f.createUser(db, { hasTicket: true, firstName: 'Běla', lastName: '</script><b>"x"&\'y\'\u2028' }),
    signedBeyond: await f.createUser(db),
    queuedBeyond: await f.createUser(db),
    confirmed: await f.createUser(db, { roleId: ROLE.confirmed }),
    memberA: await f.createUser(db, { firstName: 'Marta', lastName: 'Member' }),
    memberB: await f.createUser(db, { firstName: '<img src=x onerror=alert(1)>', lastName: '\\"});alert(2)//' }),
    memberC: await f.createUser(db),
  };
  const X1 = await f.createExhibitor(db, { editors: [users.orgX1a!.id, users.orgX1b!.id, users.memberA!.id] });
  const X2 = await f.createExhibitor(db, { editors: [users.orgX2!.id] });
  let day = 10;
  const make = (name: string, values: Parameters<typeof f.createEvent>[1]) => {
    const start = new Date(`2021-10-${day++}T08:00:00Z`);
    return f
      .createEvent(db, { name, eventtypeId: EVENT_TYPE.conference, start, end: new Date(start.getTime() + 3_600_000), ...values })
      .then((e) => e.id);
  };
  const priv = await make('priv', { exhibitorId: X1.id, access_control: 'private' });
  await make('ticket', { exhibitorId: X2.id, access_control: 'only_registred_users', users: [users.signedBeyond!.id] });
  await make('users', { exhibitorId: X2.id, access_control: 'only_users', users: [users.memberB!.id] });
  const pub = await make('pub', { exhibitorId: X1.id, users: [users.memberA!.id, users.holderA!.id] });
  await make('noSignup', { exhibitorId: X2.id, access_control: 'only_unregitered' });
  starred = pub;
  await db.insert(eventWaitlist).values({ eventId: priv, userId: users.queuedBeyond!.id });
  await db.insert(userStars).values([
    { userId: users.memberA!.id, eventId: pub },
    { userId: users.holderB!.id, eventId: pub },
    { userId: users.admin!.id, eventId: priv },
  ]);
  sessionUsers = {};
  for (const [name, user] of Object.entries(users)) {
    sessionUsers[name] = (await getSessionUser(db, { token: sessionTokenFor(user, config), secret }))!;
  }
}, 120_000);
afterAll(async () => {
  await database?.close();
});

/** React Router's escape of its streamed data (escapeHtml in its markup module). */
const escapeScript = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

type PageInput = { viewer: SessionUser; user: PublicUser; stars: string; nonce: string; memo?: ReadMemo };

/** The page as it is made: class data, the header's user, the streamed data, a nonce. */
async function page({ viewer, user, stars, nonce, memo }: PageInput): Promise<string> {
  const home = await getHomepage(database.db, { viewer, ...(memo ? { memo } : {}) });
  const body = renderToString(
    h(
      'body',
      null,
      h(
        'header',
        null,
        h('span', { className: 'user-avatar', 'aria-hidden': 'true' }, user.initials),
        h('span', { className: 'user-menu-name', title: user.name }, user.name),
        user.can.useAdminArea ? h('a', { href: '/admin' }, 'Admin') : null,
      ),
      h('main', null, h('p', null, `class ${eventClassOf(viewer)}`), h('pre', null, JSON.stringify(home))),
      h('script', { nonce, dangerouslySetInnerHTML: { __html: 'theme()' } }),
      h('script', {
        nonce,
        dangerouslySetInnerHTML: {
          __html: `window.__reactRouterContext.streamController.enqueue(${escapeScript(JSON.stringify(JSON.stringify([{ root: { user }, site: { stars }, home }])))});`,
        },
      }),
    ),
  );
  return `<!DOCTYPE html><html><head><script nonce="${nonce}">after()</script></head>${body}</html>`;
}

function setUp(opts: { ttlMs?: number; waitMs?: number; now?: () => number; held?: () => Promise<void> | undefined } = {}) {
  const memo = new ReadMemo();
  const renders: string[] = [];
  const classPages = createClassPages({
    db: database.db,
    config,
    memo,
    paths: new Set(['/', '/en']),
    // The clock's limit only where a test sets it: a slow machine must not render a class twice.
    ttlMs: 600_000,
    ...opts,
    render: async (request, classRender: ClassRender) => {
      // The class render is asked without the visitor's session or anything else of theirs.
      expect(request.headers.get('Cookie') ?? '').not.toMatch(/jwt_amphi/);
      renders.push(eventClassOf(classRender.viewer));
      await opts.held?.();
      const html = await page({ ...classRender, memo });
      return new Response(html, {
        headers: {
          'Content-Type': 'text/html',
          'Content-Security-Policy': `script-src 'nonce-${classRender.nonce}'`,
          Vary: 'Cookie',
        },
      });
    },
  });
  return { memo, renders, classPages };
}

const request = (name: string, init: { path?: string; cookie?: string; method?: string; acceptEncoding?: string } = {}) =>
  new Request(`http://innoweek.test${init.path ?? '/'}`, {
    method: init.method ?? 'GET',
    headers: {
      Cookie: [`jwt_amphi=${sessionTokenFor(users[name]!, config)}`, init.cookie].filter(Boolean).join('; '),
      ...(init.acceptEncoding ? { 'Accept-Encoding': init.acceptEncoding } : {}),
    },
  });

/** The page rendered for the visitor alone, as the app did before (no memo, their own values). */
async function alone(name: string): Promise<string> {
  const viewer = sessionUsers[name]!;
  const stars = starListText(await findStarIds(database.db, { userId: viewer.id, viewer }));
  return page({ viewer, user: toPublicUser(viewer), stars, nonce: 'NONCE' });
}

/** An answer's text with its nonce named as `alone`'s is, checked to be the CSP header's. */
async function text(res: Response): Promise<string> {
  const gzipped = res.headers.get('Content-Encoding') === 'gzip';
  const html = gzipped ? gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8') : await res.text();
  const nonce = /nonce="([^"]+)"/.exec(html)![1]!;
  expect(res.headers.get('Content-Security-Policy')).toBe(`script-src 'nonce-${nonce}'`);
  return html.replaceAll(nonce, 'NONCE');
}

const fitting = [
  'admin',
  'orgX1a',
  'orgX1b',
  'orgX2',
  'orgNone',
  'holderA',
  'holderB',
  'confirmed',
  'memberA',
  'memberB',
  'memberC',
];

describe('class pages', () => {
  test('each reader gets from their class page exactly what the page renders for them alone', async () => {
    const { classPages, renders } = setUp();
    // The second round as a browser asks: the answer is gzip made of the document's parts compressed once (decision 207).
    for (const round of [1, 2]) {
      for (const name of fitting) {
        const res = await classPages.answer(request(name, round === 2 ? { acceptEncoding: 'gzip, deflate, br, zstd' } : {}));
        expect(res, name).toBeDefined();
        expect(res!.headers.get('Content-Encoding'), name).toBe(round === 2 ? 'gzip' : null);
        if (round === 2) expect(res!.headers.get('Vary')).toMatch(/Accept-Encoding/);
        expect(await text(res!), `${name}, round ${round}`).toBe(await alone(name));
      }
    }
    // One render per class: the two Organizers of X1, the two ticket holders, the plain members.
    expect(renders.length).toBe(new Set(fitting.map((n) => eventClassOf(sessionUsers[n]!))).size);
    expect(renders.length).toBe(7);
  });

  test('no one sees another visitor of their class: their values, and theirs only, are filled in', async () => {
    const { classPages } = setUp();
    const a = await text((await classPages.answer(request('memberA')))!);
    const b = await text((await classPages.answer(request('memberB')))!);
    expect(a).toContain('Marta Member');
    expect(b).not.toContain('Marta');
    expect(a).toContain(`\\"stars\\":\\"${starred}\\"`);
    expect(b).toContain('\\"stars\\":\\"\\"');
    // The escaped name is React's in the HTML and the data's in the script: no markup of theirs runs.
    expect(b).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(b).not.toContain('<img');
    const hB = await text((await classPages.answer(request('holderB')))!);
    expect(hB).not.toMatch(/<\/script><b>/);
    expect(hB).not.toContain('Hana');
    expect(hB).not.toMatch(/cls[0-9a-f]{24}/);
  });

  test('no shared page: a guest, a reader signed up or queued beyond their class, a toast, a pass, a query, a write', async () => {
    const { classPages, renders } = setUp();
    expect(await classPages.answer(new Request('http://innoweek.test/'))).toBeUndefined();
    expect(await classPages.answer(request('signedBeyond'))).toBeUndefined();
    expect(await classPages.answer(request('queuedBeyond'))).toBeUndefined();
    expect(await classPages.answer(request('memberC', { cookie: 'iw_toast=x' }))).toBeUndefined();
    expect(await classPages.answer(request('memberC', { cookie: 'livestream_pass=x' }))).toBeUndefined();
    expect(await classPages.answer(request('memberC', { path: '/?a=1' }))).toBeUndefined();
    expect(await classPages.answer(request('memberC', { path: '/program' }))).toBeUndefined();
    expect(await classPages.answer(request('memberC', { method: 'POST' }))).toBeUndefined();
    expect(renders).toEqual([]);
  });

  test('a class renders once until a write, and again after the clock limit', async () => {
    let t = 0;
    const { classPages, renders, memo } = setUp({ ttlMs: 1000, now: () => t });
    await Promise.all(['memberA', 'memberB', 'memberC'].map((n) => classPages.answer(request(n))));
    expect(renders.length).toBe(1);
    await classPages.answer(request('memberA', { path: '/en' }));
    expect(renders.length).toBe(2);
    await classPages.answer(request('memberA', { cookie: 'i18n_redirected=en' }));
    expect(renders.length).toBe(3);
    memo.clear();
    await classPages.answer(request('memberB'));
    expect(renders.length).toBe(4);
    t = 999;
    await classPages.answer(request('memberB'));
    expect(renders.length).toBe(4);
    t = 1000;
    await classPages.answer(request('memberB'));
    expect(renders.length).toBe(5);
  });

  test('past its time, the kept document answers while the class renders again once; a period later the new one is waited for', async () => {
    let t = 0;
    let hold: Promise<void> | undefined;
    const { classPages, renders } = setUp({ ttlMs: 1000, now: () => t, held: () => hold });
    expect(await classPages.answer(request('memberA'))).toBeDefined();
    expect(renders.length).toBe(1);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    t = 1500;
    // The class's render is held, and yet its visitors are answered, from the kept document.
    const kept = await classPages.answer(request('memberB'));
    expect(kept?.status).toBe(200);
    expect(await kept!.text()).toContain('&lt;img src=x');
    await classPages.answer(request('memberC'));
    expect(renders.length).toBe(2);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The new document is kept from 1500: fresh until 2500, answered while renewed until 3500.
    hold = new Promise((resolve) => (release = resolve));
    t = 3500;
    let answered = false;
    const waiting = classPages.answer(request('memberA')).then((res) => {
      answered = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(renders.length).toBe(3);
    expect(answered).toBe(false);
    release();
    expect(await waiting).toBeDefined();
  });

  test("a class render that does not end in time leaves each visitor's page to be rendered for them alone", async () => {
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    const { classPages, renders } = setUp({ waitMs: 20, held: () => hold });
    expect(await classPages.answer(request('memberA'))).toBeUndefined();
    expect(await classPages.answer(request('memberB'))).toBeUndefined();
    // The one class render goes on; once it ends, the class is answered from it.
    expect(renders.length).toBe(1);
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await classPages.answer(request('memberC')))?.status).toBe(200);
    expect(renders.length).toBe(1);
  });

  test("the key is the class's: equal for readers of one class, apart for any two classes, nothing of the visitor's", () => {
    const url = new URL('http://innoweek.test/');
    for (const a of fitting) {
      const key = classPageKey(url, null, sessionUsers[a]!);
      expect(key).not.toContain(sessionUsers[a]!.username);
      for (const b of fitting) {
        const same = eventClassOf(sessionUsers[a]!) === eventClassOf(sessionUsers[b]!);
        expect(key === classPageKey(url, null, sessionUsers[b]!), `${a} ${b}`).toBe(same);
      }
    }
    expect(classPageKey(url, 'en', sessionUsers.memberA!)).not.toBe(classPageKey(url, null, sessionUsers.memberA!));
    expect(classPageKey(new URL('http://other.test/'), null, sessionUsers.memberA!)).not.toBe(
      classPageKey(url, null, sessionUsers.memberA!),
    );
  });

  test('a placeholder where it cannot be filled safely shares nothing', () => {
    const tokens = {
      id: -1234567890,
      username: 'clsu',
      firstName: 'clsf',
      lastName: 'clsl',
      name: 'clsn',
      initials: 'clsi',
      stars: 'clss',
      nonce: 'Tm9uY2U=',
    };
    const data = (s: string) => `<script>window.__reactRouterContext.streamController.enqueue(${s});</script>`;
    const all = '-1234567890,\\"clsu\\",\\"clsf\\",\\"clsl\\",\\"clsn\\",\\"clsi\\",\\"clss\\"';
    expect(cutAtTokens(`<p>clsn</p>${data(`"[${all}]"`)}`, tokens)).not.toBeNull();
    // In another script, outside a string of the data, or missing from the data.
    expect(cutAtTokens(`<script>var n = "clsn";</script>${data(`"[${all}]"`)}`, tokens)).toBeNull();
    expect(cutAtTokens(`${data(`"[${all},clsn]"`)}`, tokens)).toBeNull();
    expect(cutAtTokens(`${data(`"[${all.replace(',\\"clss\\"', '')}]"`)}`, tokens)).toBeNull();
  });
});

describe('class pages and a write during a render', () => {
  test('a visitor who asks after a write does not get the document of a render begun before it', async () => {
    const memo = new ReadMemo();
    // What the database holds, as the render reads it at its start; the render is held after it.
    let data = 'before-the-write';
    let release = () => {};
    let hold: Promise<void> | undefined = new Promise((resolve) => (release = resolve));
    let started = () => {};
    const rendering = new Promise<void>((resolve) => (started = resolve));
    const classPages = createClassPages({
      db: database.db,
      config,
      memo,
      paths: new Set(['/']),
      ttlMs: 600_000,
      render: async (_request, classRender: ClassRender) => {
        const read = data;
        started();
        const html = await page({ ...classRender, memo });
        await hold;
        return new Response(html.replace('</body>', `<p>${read}</p></body>`), { headers: { 'Content-Type': 'text/html' } });
      },
    });
    const first = classPages.answer(request('memberA'));
    await rendering;
    // A write lands while the class renders (the visitor's own, say: they go to the home page next).
    data = 'after-the-write';
    memo.clear();
    hold = undefined;
    const second = classPages.answer(request('memberB'));
    release();
    expect(await (await first)!.text()).toContain('before-the-write');
    const res = await second;
    // Rendered as before (undefined) or from a render begun after the write: never the older one.
    if (res) expect(await res.text()).toContain('after-the-write');
  });
});
