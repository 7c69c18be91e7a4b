import { and, asc, eq, gt, inArray, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { CONFERENCE_HALL_ID } from '../halls/conference-hall';
import { delayedTimes, MAX_HALL_DELAY_MINUTES, nextMidnight, sameDay, type EventDelay } from '../halls/hall-delay';
import { hallNowNext } from '../programme/now-next';
import { hallDelayColumns } from '../halls/hall-delay-columns';
import { hallRef, type HallRef } from '../halls/hall-slug';
import { iso } from '../serialize/instant';
import { premiereListed } from './premiere-window';
import { findLiveEditionEnd } from '../editions/live-edition-end';
import { liveBannerState, type LiveBannerState } from './live-banner-state';
import { remember, type ReadMemo } from '../serialize/read-memo';

/** An event as a livestream page lists it: when, what, and who runs it. */
export type HallProgrammeEntry = {
  id: number;
  slug: string;
  slug_en: string | null;
  type: number;
  name: string;
  name_en: string | null;
  /** As shown: shifted while the hall runs late (`delay`). */
  start: string;
  end: string;
  delay: EventDelay | null;
  organiser: { name: string; name_en: string | null } | null;
};

/**
 * A hall's published events, by start: the programme under its player, shifted while the hall
 * runs late, a premiere only inside its window at `now` by its shown times.
 */
export async function findHallProgramme(db: Db, hallId: number, now: Date, timezone: string): Promise<HallProgrammeEntry[]> {
  return (await listedEvents(db, eq(events.hallId, hallId), now, timezone)).map(({ entry }) => entry);
}

/** What is on in a hall now (started, not over) and next, by the shown times. */
export type HallOnAir = { now: HallProgrammeEntry | null; next: HallProgrammeEntry | null };

/**
 * Each hall's event on now and its next one (the livestreams page's hall cards), by the same
 * rules as a hall's programme (`hallNowNext`, whatever day the next one is on); a hall with
 * nothing ahead is left out.
 */
export async function findHallsOnAir(db: Db, now: Date, timezone: string): Promise<Map<number, HallOnAir>> {
  const byHall = new Map<number, HallProgrammeEntry[]>();
  for (const { hallId, entry } of await listedSince(db, now, timezone))
    byHall.set(hallId, [...(byHall.get(hallId) ?? []), entry]);
  const onAir = new Map<number, HallOnAir>();
  for (const [hallId, entries] of byHall) {
    const hall = hallNowNext(entries, now, Infinity);
    if (hall.now || hall.next) onAir.set(hallId, hall);
  }
  return onAir;
}

/** A hall on today's strip: its livestream page and its sessions of the day not over yet. */
export type HallToday = {
  hall: HallRef & { name: string; name_en: string | null; conference: boolean };
  /** By shown start; the page picks now and next from them by the clock (`hallNowNext`). */
  sessions: HallProgrammeEntry[];
};

/** The day's programme in every hall (the home page's strip on an event day), or null on a day with none. */
export type HallsToday = {
  /** The day's end (the next midnight in the event time zone): no session after it is "next". */
  dayEnd: string;
  halls: HallToday[];
};

/**
 * The home page's "now and next" strip (issue 29 item 2): every hall with a published session
 * today by the shown times (a hall running late shifted, premieres in their window), the
 * conference hall first, each with the sessions not yet over; null when today has none, so
 * the strip shows on the event days only. A hall whose day is done stays, with nothing left.
 */
export async function findHallsToday(db: Db, now: Date, timezone: string, memo?: ReadMemo): Promise<HallsToday | null> {
  // What the strip reads depends on the day and on writes only, so it is kept in the read memo
  // per day until the next write (decision 182); which sessions are listed and not over yet is
  // worked out at `now` on every call.
  const dayStart = startOfDay(now, timezone);
  const { rows, hallRows } = await remember(memo, `home:halls-today:${timezone}:${dayStart}`, async () => {
    const rows = await hallEventRows(db, and(isNotNull(events.hallId), gt(events.end, sinceShift(dayStart)))!);
    const ids = [...new Set(rows.map((r) => r.hallId!))];
    const hallRows = ids.length
      ? await db.select({ id: halls.id, name: halls.name, name_en: halls.name_en }).from(halls).where(inArray(halls.id, ids))
      : [];
    return { rows, hallRows };
  });
  const today = listed(rows, now, timezone).filter(({ entry }) => sameDay(new Date(entry.start), now, timezone));
  if (!today.length) return null;
  const todayHalls = new Set(today.map((t) => t.hallId));
  const strip = hallRows
    .filter((h) => todayHalls.has(h.id))
    .map((h) => ({
      hall: { ...h, ...hallRef(h), conference: h.id === CONFERENCE_HALL_ID },
      sessions: today.filter((t) => t.hallId === h.id && Date.parse(t.entry.end) > now.getTime()).map((t) => t.entry),
    }))
    .sort((a, b) => Number(b.hall.conference) - Number(a.hall.conference) || a.hall.id - b.hall.id);
  return { dayEnd: iso(new Date(nextMidnight(now, timezone))), halls: strip };
}

/** A delay moves an event by at most MAX_HALL_DELAY: one stored as ended that long before `from` may still be on. */
const sinceShift = (from: number) => new Date(from - MAX_HALL_DELAY_MINUTES * 60_000);

/** The listed events (shifted, premieres in their window) whose shown end is after `now`. */
async function listedSince(db: Db, now: Date, timezone: string) {
  const rows = await hallEventRows(db, and(isNotNull(events.hallId), gt(events.end, sinceShift(now.getTime())))!);
  return listed(rows, now, timezone).filter(({ entry }) => Date.parse(entry.end) > now.getTime());
}

/** Today's midnight in the time zone: a day before the next one, DST included. */
function startOfDay(now: Date, timezone: string): number {
  return nextMidnight(new Date(nextMidnight(now, timezone) - 36 * 3_600_000), timezone);
}

/** Published events in halls matching `where`, by start, as listed at `now` (shifted, premieres in their window). */
async function listedEvents(db: Db, where: SQL, now: Date, timezone: string) {
  return listed(await hallEventRows(db, where), now, timezone);
}

/** Published events in halls matching `where`, by stored start, as stored. */
function hallEventRows(db: Db, where: SQL) {
  return db.query.events.findMany({
    where: and(where, eventVisibleTo(null, 'live')),
    orderBy: [asc(events.start), asc(events.id)],
    columns: {
      id: true,
      hallId: true,
      slug: true,
      slug_en: true,
      eventtypeId: true,
      name: true,
      name_en: true,
      start: true,
      end: true,
      is_premiere: true,
    },
    with: { exhibitor: { columns: { name: true, name_en: true } }, hall: { columns: hallDelayColumns } },
  });
}

/** The events as listed at `now`: shifted while their hall runs late, a premiere only inside its window, by shown start. */
function listed(rows: Awaited<ReturnType<typeof hallEventRows>>, now: Date, timezone: string) {
  const listed = rows.flatMap((r) => {
    const shown = delayedTimes(r.hall, r, timezone);
    if (!premiereListed({ is_premiere: r.is_premiere, ...shown }, now)) return [];
    const entry: HallProgrammeEntry = {
      id: r.id,
      slug: r.slug,
      slug_en: r.slug_en,
      type: r.eventtypeId,
      name: r.name,
      name_en: r.name_en,
      start: iso(shown.start),
      end: iso(shown.end),
      delay: shown.delay,
      organiser: r.exhibitor ? { name: r.exhibitor.name, name_en: r.exhibitor.name_en } : null,
    };
    return [{ hallId: r.hallId!, shownStart: shown.start.getTime(), entry }];
  });
  // A delay can move an event past the next one's stored start: order by the shown times.
  return listed.sort((a, b) => a.shownStart - b.shownStart || a.entry.id - b.entry.id);
}

export type CurrentLivestream = {
  /** With its livestream page's slugs (`hallHref` links it in either language). */
  hall: HallRef & { name: string; name_en: string | null };
  event: { name: string; name_en: string | null; start: string; end: string; delay: EventDelay | null };
  /** Started and not yet over at `now`. */
  live: boolean;
};

const bannerColumns = {
  id: events.id,
  hallId: halls.id,
  hallName: halls.name,
  hallNameEn: halls.name_en,
  delayMinutes: halls.delayMinutes,
  delaySetAt: halls.delaySetAt,
  name: events.name,
  name_en: events.name_en,
  start: events.start,
  end: events.end,
  is_premiere: events.is_premiere,
};

/**
 * The livestream banner (spec 2.8, issue 29 item 2): every hall on air now, one event each (the
 * earliest started), the conference hall first; when none is, the first event ahead in any
 * hall. By the times shown (a hall running late keeps its event on air until the shifted end;
 * a premiere only inside its window, decision 033). Empty when the week is over.
 */
export async function findLiveBanner(db: Db, now: Date, timezone: string): Promise<CurrentLivestream[]> {
  const inHalls = (where: SQL) =>
    db
      .select(bannerColumns)
      .from(events)
      .innerJoin(halls, eq(halls.id, events.hallId))
      .where(and(isNotNull(events.hallId), where, eventVisibleTo(null, 'live')))
      .orderBy(asc(events.start), asc(events.id));
  // By the stored times the first ordinary event ahead; a delay moves events by at most
  // MAX_HALL_DELAY, so an event on air ended at most that long ago, and the next one starts at
  // most that long after the first ahead. (A premiere starting later than that is not in its
  // window yet.)
  const maxShift = MAX_HALL_DELAY_MINUTES * 60_000;
  const [first] = await inHalls(and(gt(events.end, now), eq(events.is_premiere, false))!).limit(1);
  const latestStart = new Date(Math.max(first?.start.getTime() ?? 0, now.getTime()) + maxShift);
  const candidates = await inHalls(and(gt(events.end, new Date(now.getTime() - maxShift)), lte(events.start, latestStart))!);
  const shown = candidates
    .map((row) => ({ row, ...delayedTimes(row, row, timezone) }))
    .filter((c) => c.end > now && premiereListed({ is_premiere: c.row.is_premiere, ...c }, now))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.row.id - b.row.id);
  const onAir = new Map<number, (typeof shown)[number]>();
  for (const c of shown) if (c.start <= now && !onAir.has(c.row.hallId)) onAir.set(c.row.hallId, c);
  const live = [...onAir.values()].sort(
    (a, b) =>
      Number(b.row.hallId === CONFERENCE_HALL_ID) - Number(a.row.hallId === CONFERENCE_HALL_ID) || a.row.hallId - b.row.hallId,
  );
  return (live.length ? live : shown.slice(0, 1)).map(({ row, start, end, delay }) => ({
    hall: {
      name: row.hallName,
      name_en: row.hallNameEn,
      ...hallRef({ id: row.hallId, name: row.hallName, name_en: row.hallNameEn }),
    },
    event: { name: row.name, name_en: row.name_en, start: iso(start), end: iso(end), delay },
    live: start <= now,
  }));
}

/**
 * The livestream banner's answer: what `findLiveBanner` finds, or after the current edition's
 * last day that the edition is over (decision 164). Both read the current edition only.
 */
export async function findLiveBannerState(db: Db, now: Date, timezone: string): Promise<LiveBannerState> {
  const [current, lastEnd] = await Promise.all([findLiveBanner(db, now, timezone), findLiveEditionEnd(db)]);
  return liveBannerState(current, lastEnd, now, timezone);
}
