import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { notFound } from '../errors/app-error';
import { parseEntryParams } from '../query/parse-entry-params';
import type { ReadOptions } from '../query/read-options';
import type { ApiEvent } from './event-schema';
import { eventVisibleTo } from './event-visibility';
import { loadEventRows } from './load-event-rows';
import { serializeEvents } from './serialize-events';
import type { EditionRef } from '../editions/current-edition';

/**
 * An event; a draft is "not found" unless the viewer may preview it and asks to (`_publicationState=preview`).
 * With `eventtype`, an event of another type is "not found" too (`GET /events/{type}/{id}`, a detail page's read).
 * The current edition's unless another is named (the admin's edited edition, decision 178).
 */
export async function getEvent(
  db: Db,
  opts: ReadOptions & { id: number; eventtype?: number; edition?: EditionRef },
): Promise<ApiEvent> {
  const { publicationState } = parseEntryParams(opts.params);
  const rows = await loadEventRows(db, {
    where: and(
      eq(events.id, opts.id),
      opts.eventtype === undefined ? undefined : eq(events.eventtypeId, opts.eventtype),
      eventVisibleTo(opts.viewer, publicationState, opts.edition),
    ),
    limit: 1,
  });
  if (!rows.length) throw notFound('Event');
  const [event] = await serializeEvents(db, rows, {
    viewer: opts.viewer,
    preview: publicationState === 'preview',
    timezone: opts.timezone,
  });
  return event!;
}
