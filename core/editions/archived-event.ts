import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions, events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { AppError } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';

/** An event as its links need it, with the year of its edition. */
export type EditionEvent = { id: number; type: number; slug: string; slug_en: string | null; year: number };

/**
 * The event with this id if it belongs to an archived edition and the viewer may see it there
 * (published, their access level; decision 162); null otherwise. A draft edition's events stay
 * unknown to everyone outside the admin.
 */
export async function findArchivedEvent(
  db: Db | Tx,
  opts: { id: number; viewer: ViewerWithRights | null },
): Promise<EditionEvent | null> {
  const [edition] = await db
    .select({ id: editions.id, year: editions.year })
    .from(events)
    .innerJoin(editions, eq(editions.id, events.editionId))
    .where(and(eq(events.id, opts.id), eq(editions.state, 'archived')));
  if (!edition) return null;
  const [event] = await db
    .select({ id: events.id, type: events.eventtypeId, slug: events.slug, slug_en: events.slug_en })
    .from(events)
    .where(and(eq(events.id, opts.id), eventVisibleTo(opts.viewer, 'live', edition.id)));
  return event ? { ...event, year: edition.year } : null;
}

/**
 * The current edition's event with this slug the viewer may see, the oldest first; null when
 * there is none. An old link to a past edition's event goes to this year's event of the same
 * name when there is one (decision 162).
 */
export async function findCurrentEventBySlug(
  db: Db | Tx,
  opts: { slug: string; viewer: ViewerWithRights | null },
): Promise<Omit<EditionEvent, 'year'> | null> {
  const [event] = await db
    .select({ id: events.id, type: events.eventtypeId, slug: events.slug, slug_en: events.slug_en })
    .from(events)
    .where(and(eq(events.slug, opts.slug), eventVisibleTo(opts.viewer, 'live')))
    .orderBy(asc(events.id))
    .limit(1);
  return event ?? null;
}

/**
 * The refusal of a sign-up or a star for an event of an archived edition (409
 * `Event.pastEdition`), told instead of "not found" since its archive page shows it; an event of
 * no archived edition is left to the caller's "not found".
 */
export async function refusePastEditionEvent(db: Db | Tx, opts: { id: number; viewer: ViewerWithRights | null }): Promise<void> {
  if (await findArchivedEvent(db, opts)) throw new AppError('Event.pastEdition', { field: 'event' });
}
