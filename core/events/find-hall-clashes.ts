import { and, asc, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { badParam } from '../errors/app-error';
import { parseInstant } from '../query/coerce-value';
import { parseId } from '../query/parse-entry-params';
import { assertSafeParams } from '../validation/safe-params';
import { eventEditableBy, eventVisibleTo } from './event-visibility';
import { authorized } from '../authorization/authorize';
import { eventLinkColumns } from './event-link-columns';
import { takeEditionParam } from '../editions/edited-edition';

export type HallClash = {
  id: number;
  name: string;
  name_en: string | null;
  eventtype: number;
  slug: string;
  slug_en: string | null;
  start: string;
  end: string;
  published: boolean;
  /** True when the asker may edit it (the admin form links to its detail, else to its public page). */
  editable: boolean;
};

const PARAMS = new Set(['hall', 'start', 'end', 'exclude']);

/**
 * Two events in one hall clash when their times overlap; one ending as the next starts does
 * not. A warning, not a refusal (decision 062): a hall shared on purpose, or times shuffled in
 * two steps, must still save.
 */
export function timesOverlap(a: { start: Date; end: Date }, b: { start: Date; end: Date }): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

/**
 * The events of a hall whose times overlap `start`–`end` (`exclude`: the event being edited),
 * for the event forms' warning. Admins and Organizers only, who place events; each clash the
 * asker may read is named, the rest (another exhibitor's drafts) only counted in `hidden`.
 * Among one edition's events: the current one's, or the `edition` year's (decision 178).
 */
export async function findHallClashes(
  db: Db,
  opts: { viewer: ViewerWithRights | null; params: URLSearchParams; timezone: string },
): Promise<{ data: HallClash[]; hidden: number }> {
  const viewer = authorized(opts.viewer, 'events.manage');
  assertSafeParams(opts.params);
  // The edition of the event being placed (`?edition=<year>`, the current one without it).
  const { params, edition } = await takeEditionParam(db, opts.params);
  for (const key of params.keys()) {
    if (!PARAMS.has(key)) throw badParam('Query.param.unknown', key);
    if (params.getAll(key).length > 1) throw badParam('Query.param.repeated', key);
  }
  const hall = parseId(params.get('hall') ?? '', 'hall');
  const start = parseInstant(params.get('start') ?? '', 'start', opts.timezone);
  const end = parseInstant(params.get('end') ?? '', 'end', opts.timezone);
  const exclude = params.has('exclude') ? parseId(params.get('exclude') ?? '', 'exclude') : null;

  // The same overlap as timesOverlap, in SQL.
  const overlapping = and(
    eq(events.hallId, hall),
    lt(events.start, end),
    gt(events.end, start),
    exclude === null ? undefined : ne(events.id, exclude),
  );
  const readable = eventVisibleTo(viewer, 'preview', edition);
  const editable = eventEditableBy(viewer);
  const [rows, [unreadable]] = await Promise.all([
    db
      .select({
        ...eventLinkColumns,
        name: events.name,
        name_en: events.name_en,
        start: events.start,
        end: events.end,
        published_at: events.published_at,
        editable: (editable ? sql<boolean>`coalesce((${editable}), false)` : sql<boolean>`true`).mapWith(Boolean),
      })
      .from(events)
      .where(and(overlapping, readable))
      .orderBy(asc(events.start), asc(events.id))
      .limit(20),
    readable
      ? // coalesce: a clause on a null column (no exhibitor) is null, and `not null` counts nothing.
        db
          .select({ n: count() })
          .from(events)
          .where(and(overlapping, sql`not coalesce((${readable}), false)`))
      : Promise.resolve([{ n: 0 }]),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_en: row.name_en,
      eventtype: row.eventtypeId,
      slug: row.slug,
      slug_en: row.slug_en,
      start: row.start.toISOString(),
      end: row.end.toISOString(),
      published: row.published_at !== null,
      editable: Boolean(row.editable),
    })),
    hidden: unreadable?.n ?? 0,
  };
}
