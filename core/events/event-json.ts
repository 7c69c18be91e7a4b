import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canEditEvent, canSeeHallStream } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { listOptions } from '../query/list-options';
import { parseEntryParams } from '../query/parse-entry-params';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import type { ReadMemo } from '../serialize/read-memo';
import { eventQuery } from './event-query';
import { sharedAnswersOf } from '../serialize/shared-answers';
import { shareBytes } from '../serialize/shared-bytes';
import type { ViewerWithRights } from '../accounts/policy';
import { eventClassAudienceFor, eventClassOf, eventVisibleTo } from './event-visibility';
import { fitsClass } from './fits-class';
import { findEvents } from './find-events';
import { getEvent } from './get-event';
import { loadEventRows } from './load-event-rows';
import { serializeEvent } from './serialize-event';
import { serializeEvents } from './serialize-events';

/** JSON as UTF-8 bytes, which is what the answer sends. */
const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * The events list as JSON, in UTF-8: the same answer as `JSON.stringify(findEvents(...))`. With
 * a memo, which events the viewer gets is still decided by a query per request (one flat select
 * with the visibility rule and the client's filters), but each event's JSON comes from the memo
 * unless the viewer edits it (decision 046). The memo keeps each event's bytes, so a list is one
 * copy of them: joining strings and encoding the result cost a tenth of the request.
 */
export async function findEventsJson(db: Db, opts: ReadOptions, memo?: ReadMemo): Promise<Uint8Array<ArrayBuffer>> {
  if (!memo?.active()) return jsonBytes(await findEvents(db, opts));
  const query = parseQuery(opts.params, eventQuery, opts);
  if (query.publicationState === 'preview') return jsonBytes(await findEvents(db, opts));
  const list = async (audience?: SQL) => {
    const ticket = memo.ticket();
    const visible = audience ? eventVisibleTo(opts.viewer, query.publicationState, 'current', audience) : undefined;
    const options = listOptions(db, eventQuery, query, visible ?? eventVisibleTo(opts.viewer, query.publicationState));
    const keys = await selectKeys(db, options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset);
    const texts = await eventTexts(db, keys, opts, memo, ticket);
    return Buffer.concat([OPEN, ...texts.flatMap((text, i) => (i ? [COMMA, text] : [text])), CLOSE]);
  };
  const shared = await classAnswer(db, opts.viewer, memo, `list:${opts.timezone}:${opts.params.toString()}`, list);
  return shared ?? list();
}

/** One event as JSON, in UTF-8: the same answer as `JSON.stringify(getEvent(...))`. Not to be changed: it may be the memo's. */
export async function getEventJson(
  db: Db,
  opts: ReadOptions & { id: number },
  memo?: ReadMemo,
): Promise<Uint8Array<ArrayBuffer>> {
  const { publicationState } = parseEntryParams(opts.params);
  if (!memo?.active() || publicationState === 'preview') return jsonBytes(await getEvent(db, opts));
  const one = async (audience?: SQL) => {
    const ticket = memo.ticket();
    const visible = audience ? eventVisibleTo(opts.viewer, publicationState, 'current', audience) : undefined;
    const keys = await selectKeys(
      db,
      and(eq(events.id, opts.id), visible ?? eventVisibleTo(opts.viewer, publicationState)),
    ).limit(1);
    const [text] = keys.length ? await eventTexts(db, keys, opts, memo, ticket) : [];
    return text ?? null;
  };
  const shared = await classAnswer(db, opts.viewer, memo, `one:${opts.timezone}:${opts.id}`, one);
  const text = shared === undefined ? await one() : shared;
  if (text === null) throw notFound('Event');
  return text;
}

/**
 * The answer a viewer's whole visibility class gets (decision 173), built once per class and
 * kept until the next write, with its ETag; undefined when this viewer's answer may differ from
 * their class's: they signed up for an event their class does not see. `build` makes the answer
 * for the audience it is given (the class's), null for "not found".
 */
async function classAnswer<T extends Uint8Array<ArrayBuffer> | null>(
  db: Db,
  viewer: ViewerWithRights | null,
  memo: ReadMemo,
  what: string,
  build: (audience: SQL) => Promise<T>,
): Promise<T | undefined> {
  if (viewer && !(await fitsClass(db, viewer, memo))) return undefined;
  const answers = sharedAnswersOf(memo);
  const key = `${eventClassOf(viewer)}:${what}`;
  const kept = answers.get(key);
  if (kept !== undefined) return kept as T;
  const ticket = memo.ticket();
  const made = await memo.shared(`answer:${key}`, async () => {
    // Built here, not per request: the SQL of the audience is only needed to build the answer (decision 184).
    const bytes = await build(eventClassAudienceFor(viewer) ?? sql`true`);
    return bytes && shareBytes(bytes);
  });
  answers.set(key, made, ticket);
  return made;
}

/** What deciding how to show an event to a viewer needs, without its relations. */
type EventKey = { id: number; exhibitorId: number | null };

function selectKeys(db: Db, where: SQL | undefined) {
  return db.select({ id: events.id, exhibitorId: events.exhibitorId }).from(events).where(where).$dynamic();
}

/**
 * Each event's JSON in the keys' order. The events the viewer edits carry attendees' contacts
 * and are made for them alone; every other one reads the same to everyone who may see hall
 * streams, and to everyone who may not, so those two forms are what the memo keeps.
 */
async function eventTexts(
  db: Db,
  keys: EventKey[],
  opts: ReadOptions,
  memo: ReadMemo,
  ticket: number,
): Promise<Buffer<ArrayBuffer>[]> {
  const editable = opts.viewer?.editableExhibitorIds ?? [];
  const streams = canSeeHallStream(opts.viewer) ? 's' : 'p';
  const memoKey = (id: number) => `event:${id}:${streams}:${opts.timezone}`;
  const texts = new Map<number, Buffer<ArrayBuffer>>();
  const editedIds: number[] = [];
  const missingIds: number[] = [];
  for (const key of keys) {
    if (canEditEvent(opts.viewer, key, editable)) editedIds.push(key.id);
    else {
      const text = memo.get<Buffer<ArrayBuffer>>(memoKey(key.id));
      if (text === undefined) missingIds.push(key.id);
      else texts.set(key.id, text);
    }
  }
  if (missingIds.length) {
    const loaded = await memo.shared(`events:${streams}:${opts.timezone}:${missingIds.join(',')}`, async () => {
      const rows = await loadEventRows(db, { where: inArray(events.id, missingIds) });
      const ctx = { viewer: opts.viewer, preview: false, timezone: opts.timezone, attendees: new Map() };
      return rows.map((row) => [row.id, jsonBytes(serializeEvent(row, ctx))] as const);
    });
    for (const [id, text] of loaded) {
      texts.set(id, text);
      memo.set(memoKey(id), text, ticket);
    }
  }
  if (editedIds.length) {
    const rows = await loadEventRows(db, { where: inArray(events.id, editedIds) });
    const serialized = await serializeEvents(db, rows, { viewer: opts.viewer, preview: false, timezone: opts.timezone });
    serialized.forEach((event) => texts.set(event.id, jsonBytes(event)));
  }
  // An event deleted between the two queries is left out, as a list read a moment later would.
  return keys.flatMap((key) => texts.get(key.id) ?? []);
}
