import { randomBytes, randomInt } from 'node:crypto';
import { getSessionUser, type SessionUser } from '../core/accounts/get-session-user';
import { readSessionCookie } from '../core/accounts/session-cookie';
import { eventClassOf } from '../core/events/event-visibility';
import { fitsClass } from '../core/events/fits-class';
import { PASS_COOKIE } from '../core/livestreams/pass-cookie';
import type { ReadMemo } from '../core/serialize/read-memo';
import { keptStarIds } from '../core/stars/find-stars';
import { starListText } from '../core/stars/star-list-text';
import type { Db } from '../db/client';
import { toPublicUser } from '../app/auth/session.server';
import type { PublicUser } from '../app/auth/public-user';
import type { ClassRender } from '../app/context';
import { LOCALE_COOKIE } from '../app/i18n/locale';
import { readLocaleCookie } from '../app/i18n/locale-cookie';
import { TOAST_COOKIE } from '../app/toasts/flash-toast';
import type { Config } from './config';
import { deflatePart, gzipOfParts, type GzipPart } from './gzip-parts';
import { responseWithBytes } from './middleware/body-bytes';
import { acceptsEncoding, varyOnEncoding } from './middleware/compress';

/**
 * Signed-in pages rendered once per visibility class (decision 200). The document of a page
 * such as the home page is the same for everyone of a class (decision 173's `eventClassOf`,
 * with the role's public flags) but for a few values of the visitor's own: the header's user
 * (id, username, names, display name, initials), their stars (the site layout's data) and the
 * CSP nonce of the answer. The page is rendered once for the class with a stand-in viewer that
 * holds only what the class shares and random placeholders for those values; the document is
 * kept cut at the placeholders, and each visitor's answer is the pieces with their own values
 * put in, each escaped as the place it stands in needs: HTML text or attribute as React writes
 * it, or a string of the loader data as React Router streams it (turbo-stream's JSON inside a
 * JSON string inside a script). The HTML and the data come from one render, so hydration finds
 * what the server sent, and the page is complete without JavaScript.
 *
 * Kept until the next write (the read memo's generation: every write here or in another
 * process, a build begun before a write is not kept after it, bypassed while the bus is down)
 * and at most CLASS_PAGE_TTL_MS, since the page also shows the programme clock's time (what is
 * on now, whether tickets are on sale, the layout's `now`): the staleness guests' cached page
 * has (the guest cache's 10 s). A document past that time is rendered again by the first
 * visitor after it, and the class's visitors get the kept one until the new one is made. Not shared, rendered as before: guests (the guest cache's),
 * visitors signed up beyond their class (`fitsClass`), a pending toast, a livestream pass, a
 * bearer token, a query string, anything but GET, and a render that was not a plain 200 page
 * or whose placeholders were not all found where expected.
 */
export const CLASS_PAGE_TTL_MS = 10_000;
/**
 * How long a visitor waits for their class's render before their page is rendered for them
 * alone, as before: a class render that hung would otherwise hold the whole class.
 */
export const CLASS_RENDER_WAIT_MS = 5_000;
const MAX_ENTRIES = 64;

/** The values filled in per visitor; `nonce` is the answer's own, new every time. */
type Field = 'id' | 'username' | 'firstName' | 'lastName' | 'name' | 'initials' | 'stars' | 'nonce';
const USER_FIELDS = ['username', 'firstName', 'lastName', 'name', 'initials'] as const;

/** Where a placeholder stands: React's HTML, React Router's streamed data, or as it is (the nonce). */
type Place = 'html' | 'data' | 'raw';
type Hole = { field: Field; place: Place };

/** A class's document cut at its placeholders: parts[0] hole[0] parts[1] … parts[n]. */
type Cut = {
  /** The segments as UTF-8, each also compressed once when first sent as gzip (decision 207). */
  parts: GzipPart[];
  holes: Hole[];
  status: number;
  headers: [string, string][];
  nonce: string;
};
type Kept = { cut: Cut | null; generation: number; expires: number };

type Tokens = Record<Exclude<Field, 'id'>, string> & { id: number };

export type ClassPagesOptions = {
  db: Db;
  config: Pick<Config, 'sessionSecret'>;
  memo: ReadMemo;
  /** The paths whose signed-in document is shared by class (exact pathnames, no query string). */
  paths: ReadonlySet<string>;
  /** Renders a page for a class: the request carries no session, the context the class render. */
  render: (request: Request, classRender: ClassRender) => Promise<Response>;
  ttlMs?: number;
  waitMs?: number;
  now?: () => number;
};

export type ClassPages = {
  /** The visitor's answer from their class's document, or undefined: render it as before. */
  answer(request: Request): Promise<Response | undefined>;
  /** How many class documents are kept (tests). */
  readonly size: number;
};

export function createClassPages(opts: ClassPagesOptions): ClassPages {
  const { db, config, memo, paths, render } = opts;
  const ttlMs = opts.ttlMs ?? CLASS_PAGE_TTL_MS;
  const waitMs = opts.waitMs ?? CLASS_RENDER_WAIT_MS;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Kept>();
  const building = new Map<string, { ticket: number; made: Promise<Cut | null> }>();

  const keep = (key: string, cut: Cut | null, ticket: number) => {
    if (ticket !== memo.ticket() || !memo.active()) return;
    entries.delete(key);
    entries.set(key, { cut, generation: ticket, expires: now() + ttlMs });
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES) break;
      entries.delete(oldest);
    }
  };

  /** The key's document of the data as it is now (no write since), fresh or past its time. */
  const find = (key: string): Kept | undefined => {
    const kept = entries.get(key);
    if (!kept) return undefined;
    entries.delete(key);
    if (kept.generation !== memo.ticket()) return undefined;
    entries.set(key, kept);
    return kept;
  };

  const build = async (key: string, url: URL, locale: string | null, user: SessionUser): Promise<Cut | null> => {
    const ticket = memo.ticket();
    const tokens = newTokens();
    const viewer = classViewer(user, tokens.id);
    const classUser: PublicUser = {
      ...toPublicUser(viewer),
      id: tokens.id,
      username: tokens.username,
      firstName: tokens.firstName,
      lastName: tokens.lastName,
      name: tokens.name,
      initials: tokens.initials,
    };
    // Only what the key holds reaches the render: the address and the remembered language.
    const headers = new Headers();
    if (locale) headers.set('Cookie', `${LOCALE_COOKIE}=${locale}`);
    const res = await render(new Request(url, { headers }), {
      viewer,
      user: classUser,
      stars: tokens.stars,
      nonce: tokens.nonce,
    });
    let cut: Cut | null = null;
    if (res.status === 200 && /^text\/html/i.test(res.headers.get('Content-Type') ?? '') && !res.headers.has('Set-Cookie')) {
      cut = cutAtTokens(await res.text(), tokens);
      if (cut) {
        cut.status = res.status;
        cut.headers = [...res.headers];
      }
    } else {
      await res.body?.cancel();
    }
    keep(key, cut, ticket);
    return cut;
  };

  return {
    get size() {
      return entries.size;
    },
    async answer(request) {
      if (request.method !== 'GET' || !memo.active()) return undefined;
      const url = new URL(request.url);
      if (url.search || !paths.has(url.pathname)) return undefined;
      const cookie = request.headers.get('Cookie') ?? '';
      if (cookie.includes(TOAST_COOKIE) || cookie.includes(PASS_COOKIE) || request.headers.has('Authorization')) return undefined;
      const token = readSessionCookie(cookie);
      if (!token) return undefined;
      const user = await getSessionUser(db, { token, secret: config.sessionSecret, memo });
      if (!user || !(await fitsClass(db, user, memo))) return undefined;
      const locale = readLocaleCookie(cookie);
      const key = classPageKey(url, locale, user);
      const startBuild = () => {
        // A render begun before the latest write is not shared with those who ask after it.
        const ticket = memo.ticket();
        let made = building.get(key)?.ticket === ticket ? building.get(key)!.made : undefined;
        if (!made) {
          const mine: Promise<Cut | null> = build(key, url, locale, user).finally(() => {
            if (building.get(key)?.made === mine) building.delete(key);
          });
          made = mine;
          building.set(key, { ticket, made });
        }
        // A class render that failed leaves the visitor's page to be rendered as before.
        return made.catch(() => null);
      };
      const kept = find(key);
      let cut: Cut | null;
      if (!kept) cut = await atMost(startBuild(), waitMs);
      else if (kept.expires > now()) cut = kept.cut;
      else {
        // Past its time, with no write since: rendered again once, while the class's visitors
        // go on getting the kept document in the meantime (the render takes milliseconds, and
        // every visitor waiting for it made the page's tail). One more period at the most:
        // a document kept longer than that is waited for.
        const made = startBuild();
        cut = kept.expires + ttlMs > now() ? kept.cut : await atMost(made, waitMs);
      }
      if (!cut) return undefined;
      const values = { ...visitorValues(user), stars: starListText(await keptStarIds(db, user, memo)) };
      return fill(cut, values, acceptsEncoding(request.headers.get('Accept-Encoding'), 'gzip') ? 'gzip' : 'identity');
    },
  };
}

/** The render's document, or null (render the visitor's page alone) if it takes longer than `ms`. */
function atMost(made: Promise<Cut | null>, ms: number): Promise<Cut | null> {
  return new Promise((resolve) => {
    const late = setTimeout(() => resolve(null), ms);
    void made.then((cut) => {
      clearTimeout(late);
      resolve(cut);
    });
  });
}

/**
 * What a class document depends on: the page's address (origin and path: absolute links name
 * the host), the remembered language, and the visitor's class: `eventClassOf` (role, ticket,
 * exhibitors edited) and what else of the stand-in viewer reaches the render (`classViewer`).
 * Nothing of the visitor's own: that is filled in.
 */
export function classPageKey(url: URL, locale: string | null, user: SessionUser): string {
  const { role } = user;
  const speakers = [...user.editableSpeakerIds].sort((a, b) => a - b).join('.');
  return `${url.origin}${url.pathname}|${locale ?? ''}|${eventClassOf(user)}|${role.id}:${role.name}:${role.type}|s${speakers}|c${user.confirmed ? 1 : 0}|l${user.locale}`;
}

/**
 * The class's stand-in viewer: the visitor's role, ticket, edit rights, confirmation and
 * language (all in the key), a placeholder id no account has, and nothing else of theirs.
 */
export function classViewer(user: SessionUser, id: number): SessionUser {
  return {
    id,
    username: '',
    email: '',
    confirmed: user.confirmed,
    blocked: false,
    roleId: user.roleId,
    locale: user.locale,
    tokenVersion: 0,
    firstName: null,
    lastName: null,
    phone: null,
    company: null,
    street: null,
    city: null,
    zip: null,
    country: null,
    starNotices: false,
    invoiceName: null,
    invoiceStreet: null,
    invoiceCity: null,
    invoiceZip: null,
    invoiceCountry: null,
    invoiceRegnumber: null,
    invoiceVAT: null,
    billingEmail: null,
    created_at: new Date(0),
    updated_at: new Date(0),
    hasTicket: user.hasTicket,
    role: { ...user.role },
    editableExhibitorIds: [...user.editableExhibitorIds],
    editableSpeakerIds: [...user.editableSpeakerIds],
  };
}

/** The visitor's own values of the header's user. */
function visitorValues(user: SessionUser): Omit<Record<Field, string | number | null>, 'stars' | 'nonce'> {
  const { id, username, firstName, lastName, name, initials } = toPublicUser(user);
  return { id, username, firstName, lastName, name, initials };
}

/** Random placeholders no page holds by chance: letters and digits, the same in HTML and JSON. */
function newTokens(): Tokens {
  const token = () => `cls${randomBytes(12).toString('hex')}`;
  return {
    // The data's id is a number: a negative one of ten digits, which no account has and the
    // database still takes as an integer (the stand-in's queries name it).
    id: -(1_000_000_000 + randomInt(0, 1_000_000_000)),
    username: token(),
    firstName: token(),
    lastName: token(),
    name: token(),
    initials: token(),
    stars: token(),
    nonce: newNonce(),
  };
}

const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
/** React Router's streamed loader data: the only script a visitor's value may stand in. */
const DATA_SCRIPT = /^<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\(/;

/**
 * The document cut at its placeholders, or null when one stands where it is not expected (in
 * another script, or not as a whole string of the data) or the data lacks one: then the page is
 * not shared, rather than sent with a value escaped for the wrong place or a placeholder left in.
 */
export function cutAtTokens(html: string, tokens: Tokens): Cut | null {
  const byText = new Map<string, Field>();
  for (const field of [...USER_FIELDS, 'stars', 'nonce'] as const) byText.set(tokens[field], field);
  byText.set(String(tokens.id), 'id');
  const pattern = new RegExp([...byText.keys()].map((t) => t.replace(/[+/=]/g, '\\$&')).join('|'), 'g');
  const segments: string[] = [];
  const holes: Hole[] = [];
  const inData = new Set<Field>();
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    const field = byText.get(match[0])!;
    let start = match.index;
    let end = start + match[0].length;
    let place: Place = 'raw';
    if (field !== 'nonce') {
      const open = html.lastIndexOf(SCRIPT_OPEN, start);
      const script = open >= 0 && html.lastIndexOf(SCRIPT_CLOSE, start) < open;
      if (!script) place = 'html';
      else if (!DATA_SCRIPT.test(html.slice(open, open + 200))) return null;
      else {
        place = 'data';
        // A string of the data is `\"…\"` inside the script's JSON string; the id a bare number.
        if (field !== 'id') {
          if (html.slice(start - 2, start) !== '\\"' || html.slice(end, end + 2) !== '\\"') return null;
          start -= 2;
          end += 2;
        }
        inData.add(field);
      }
    }
    if (start < from) return null;
    segments.push(html.slice(from, start));
    holes.push({ field, place });
    from = end;
  }
  segments.push(html.slice(from));
  // The header's user and the stars are all in the data: else it was cut where it cannot be filled.
  for (const field of ['id', ...USER_FIELDS, 'stars'] as const) if (!inData.has(field)) return null;
  const parts = segments.map((segment): GzipPart => ({ bytes: Buffer.from(segment) }));
  return { parts, holes, status: 200, headers: [], nonce: tokens.nonce };
}

/**
 * The visitor's answer: the class document with their values, and a nonce of its own (decision
 * 207). Made of the segments' bytes, encoded once per document, and the values' own: joined as a
 * string, the page (twice its length in UTF-16 with a Czech letter in it) was a large object in
 * V8's young generation per answer. To a browser that takes gzip it goes as gzip made of the
 * segments compressed once and the values stored as they are (server/gzip-parts.ts): compressing
 * the page for each visitor had been nine tenths of its CPU, and each compression's buffers what
 * the process's memory grew by under load.
 */
export function fill(
  cut: Cut,
  values: Omit<Record<Field, string | number | null>, 'nonce'>,
  encoding: 'gzip' | 'identity' = 'identity',
): Response {
  const nonce = newNonce();
  const segments = cut.parts;
  if (encoding === 'gzip' && !segments[0]!.deflated) deflateSegments(cut, segments);
  const parts: GzipPart[] = [segments[0]!];
  for (let i = 0; i < cut.holes.length; i++) {
    const { field, place } = cut.holes[i]!;
    const value = field === 'nonce' ? nonce : values[field];
    const text = place === 'html' ? htmlText(value) : place === 'data' ? dataValue(field, value) : String(value);
    parts.push({ bytes: Buffer.from(text) }, segments[i + 1]!);
  }
  const headers = new Headers();
  for (const [name, value] of cut.headers)
    headers.append(name, value.includes(cut.nonce) ? value.replaceAll(cut.nonce, nonce) : value);
  if (encoding === 'identity')
    return responseWithBytes(Buffer.concat(parts.map((part) => part.bytes)), { status: cut.status, headers });
  // Sent as it is: compress() leaves an answer with an encoding alone, Vary included.
  headers.set('Content-Encoding', 'gzip');
  varyOnEncoding(headers);
  return responseWithBytes(gzipOfParts(parts), { status: cut.status, headers });
}

/** A CSP nonce: 16 random bytes in base64, always NONCE_LENGTH characters. */
const newNonce = () => randomBytes(16).toString('base64');
const NONCE_LENGTH = 24;
/** What deflate looks back over: a segment's dictionary is at most this much of what precedes it. */
const DEFLATE_WINDOW = 32 * 1024;

/**
 * Compresses each segment once, with what the reader will have decoded just before it as its
 * dictionary, as far back as that is the same distance away for every visitor: to the last hole
 * whose value's length varies (a name, the stars). A nonce's place is always NONCE_LENGTH bytes
 * long, and stands in the dictionary as NUL bytes, which the page never has: no match can take
 * the class's nonce for the visitor's. Without dictionaries the 73 KB home page was 20.8 KB as
 * gzip, 4.4 KB more than compressed whole (decision 207).
 */
function deflateSegments(cut: Cut, segments: GzipPart[]): void {
  const nulNonce = Buffer.alloc(NONCE_LENGTH);
  const withDictionaries = segments.every((segment) => !segment.bytes.includes(0));
  for (let i = 0; i < segments.length; i++) {
    const before: Uint8Array[] = [];
    let size = 0;
    for (let j = i - 1; withDictionaries && j >= 0 && size < DEFLATE_WINDOW && cut.holes[j]!.field === 'nonce'; j--) {
      before.unshift(segments[j]!.bytes, nulNonce);
      size += segments[j]!.bytes.byteLength + NONCE_LENGTH;
    }
    const dictionary = size > 0 ? Buffer.concat(before).subarray(-DEFLATE_WINDOW) : undefined;
    segments[i]!.deflated = deflatePart(segments[i]!.bytes, dictionary);
  }
}

const HTML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };

/** As React writes text and attribute values (escapeTextForBrowser). */
export function htmlText(value: string | number | null): string {
  return value === null ? '' : String(value).replace(/["&'<>]/g, (c) => HTML_ESCAPES[c]!);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value of the loader data as React Router streams it: turbo-stream writes it as JSON, the
 * chunk is a JSON string in the script, escaped for HTML (its `escapeHtml`).
 */
export function dataValue(field: Field, value: string | number | null): string {
  const json = field === 'id' ? String(Number(value)) : JSON.stringify(value);
  return JSON.stringify(json)
    .slice(1, -1)
    .replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}
