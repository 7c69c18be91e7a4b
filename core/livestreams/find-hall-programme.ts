import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { iso } from '../serialize/instant';
import { premiereListedAt } from './premiere-window';

/** An event as a livestream page lists it: when, what, and who runs it. */
export type HallProgrammeEntry = {
  id: number;
  slug: string;
  type: number;
  name: string;
  name_en: string | null;
  start: string;
  end: string;
  organiser: { name: string; name_en: string | null } | null;
};

/** A hall's published events, by start: the programme under its player (a premiere only inside its window at `now`). */
export async function findHallProgramme(db: Db, hallId: number, now: Date): Promise<HallProgrammeEntry[]> {
  const rows = await db.query.events.findMany({
    where: and(eq(events.hallId, hallId), eventVisibleTo(null, 'live'), premiereListedAt(now)),
    orderBy: [asc(events.start), asc(events.id)],
    columns: { id: true, slug: true, eventtypeId: true, name: true, name_en: true, start: true, end: true },
    with: { exhibitor: { columns: { name: true, name_en: true } } },
  });
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    type: r.eventtypeId,
    name: r.name,
    name_en: r.name_en,
    start: iso(r.start),
    end: iso(r.end),
    organiser: r.exhibitor ? { name: r.exhibitor.name, name_en: r.exhibitor.name_en } : null,
  }));
}

export type CurrentLivestream = {
  hall: { id: number; name: string; name_en: string | null };
  event: { name: string; name_en: string | null; start: string; end: string };
  /** Started and not yet over at `now`. */
  live: boolean;
};

/**
 * The livestream banner's event (spec 2.8): the first event in a hall whose end is still ahead,
 * on now or next (a premiere only inside its window); null when the week is over.
 */
export async function findCurrentLivestream(db: Db, now: Date): Promise<CurrentLivestream | null> {
  const [row] = await db
    .select({
      hallId: halls.id,
      hallName: halls.name,
      hallNameEn: halls.name_en,
      name: events.name,
      name_en: events.name_en,
      start: events.start,
      end: events.end,
    })
    .from(events)
    .innerJoin(halls, eq(halls.id, events.hallId))
    .where(and(isNotNull(events.hallId), gt(events.end, now), eventVisibleTo(null, 'live'), premiereListedAt(now)))
    .orderBy(asc(events.start), asc(events.id))
    .limit(1);
  if (!row) return null;
  return {
    hall: { id: row.hallId, name: row.hallName, name_en: row.hallNameEn },
    event: { name: row.name, name_en: row.name_en, start: iso(row.start), end: iso(row.end) },
    live: row.start <= now,
  };
}
