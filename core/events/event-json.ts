import { and, eq, inArray, type SQL } from 'drizzle-orm';
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
import { eventVisibleTo } from './event-visibility';
import { findEvents } from './find-events';
import { getEvent } from './get-event';
import { loadEventRows } from './load-event-rows';
import { serializeEvent } from './serialize-event';
import { serializeEvents } from './serialize-events';

/**
 * The events list as JSON text: the same answer as `JSON.stringify(findEvents(...))`. With a
 * memo, which events the viewer gets is still decided by a query per request (one flat select
 * with the visibility rule and the client's filters), but each event's JSON comes from the memo
 * unless the viewer edits it (decision 046).
 */
export async function findEventsJson(db: Db, opts: ReadOptions, memo?: ReadMemo): Promise<string> {
  if (!memo?.active()) return JSON.stringify(await findEvents(db, opts));
  const query = parseQuery(opts.params, eventQuery, opts);
  if (query.publicationState === 'preview') return JSON.stringify(await findEvents(db, opts));
  const list = listOptions(db, eventQuery, query, eventVisibleTo(opts.viewer, query.publicationState));
  const ticket = memo.ticket();
  const keys = await selectKeys(db, list.where)
    .orderBy(...list.orderBy)
    .limit(list.limit)
    .offset(list.offset);
  return `[${(await eventTexts(db, keys, opts, memo, ticket)).join(',')}]`;
}

/** One event as JSON text: the same answer as `JSON.stringify(getEvent(...))`. */
export async function getEventJson(db: Db, opts: ReadOptions & { id: number }, memo?: ReadMemo): Promise<string> {
  const { publicationState } = parseEntryParams(opts.params);
  if (!memo?.active() || publicationState === 'preview') return JSON.stringify(await getEvent(db, opts));
  const ticket = memo.ticket();
  const keys = await selectKeys(db, and(eq(events.id, opts.id), eventVisibleTo(opts.viewer, publicationState))).limit(1);
  const [text] = keys.length ? await eventTexts(db, keys, opts, memo, ticket) : [];
  if (text === undefined) throw notFound('Event');
  return text;
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
async function eventTexts(db: Db, keys: EventKey[], opts: ReadOptions, memo: ReadMemo, ticket: number): Promise<string[]> {
  const editable = opts.viewer?.editableExhibitorIds ?? [];
  const streams = canSeeHallStream(opts.viewer) ? 's' : 'p';
  const memoKey = (id: number) => `event:${id}:${streams}:${opts.timezone}`;
  const texts = new Map<number, string>();
  const editedIds: number[] = [];
  const missingIds: number[] = [];
  for (const key of keys) {
    if (canEditEvent(opts.viewer, key, editable)) editedIds.push(key.id);
    else {
      const text = memo.get<string>(memoKey(key.id));
      if (text === undefined) missingIds.push(key.id);
      else texts.set(key.id, text);
    }
  }
  if (missingIds.length) {
    const loaded = await memo.shared(`events:${streams}:${opts.timezone}:${missingIds.join(',')}`, async () => {
      const rows = await loadEventRows(db, { where: inArray(events.id, missingIds) });
      const ctx = { viewer: opts.viewer, preview: false, timezone: opts.timezone, attendees: new Map() };
      return rows.map((row) => [row.id, JSON.stringify(serializeEvent(row, ctx))] as const);
    });
    for (const [id, text] of loaded) {
      texts.set(id, text);
      memo.set(memoKey(id), text, ticket);
    }
  }
  if (editedIds.length) {
    const rows = await loadEventRows(db, { where: inArray(events.id, editedIds) });
    const serialized = await serializeEvents(db, rows, { viewer: opts.viewer, preview: false, timezone: opts.timezone });
    serialized.forEach((event) => texts.set(event.id, JSON.stringify(event)));
  }
  // An event deleted between the two queries is left out, as a list read a moment later would.
  return keys.flatMap((key) => texts.get(key.id) ?? []);
}
