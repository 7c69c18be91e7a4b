import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { events, halls } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { findLiveEditionEnd } from '../editions/live-edition-end';
import { notFound } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';
import { delayedTimes, eventDelaySchema, type EventDelay } from '../halls/hall-delay';
import { hallWithDelayColumns } from '../halls/hall-delay-columns';
import { hallPlayerFor, hallPlayerSchema } from '../livestreams/get-hall-player';
import { premiereListed } from '../livestreams/premiere-window';
import { findSessionFigures } from '../occupancy/find-session-figures';
import { iso } from '../serialize/instant';
import {
  cutName,
  HEADLINE_NAME_MAX,
  HEADLINE_ORGANISER_MAX,
  LIST_NAME_MAX,
  LIST_ORGANISER_MAX,
  editionOver,
  WALL_VARIANTS,
  wallHallState,
  type WallEvent,
} from './wall-state';

const wallEventSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  start: z.string().describe('As shown: shifted while the hall runs late'),
  end: z.string(),
  delay: eventDelaySchema.nullable().describe('The hall runs late and the event is shown shifted (PUT /halls/{id}/delay)'),
  organiser: z.string().nullable(),
});

export const mediawallSchema = z.object({
  now: z.string().describe('The wall’s clock: the site’s now shifted by the offset'),
  version: z.string().describe('The build the server runs: a wall on another build reloads itself'),
  editionOver: z
    .boolean()
    .describe('The last day of the edition (of any published event) has ended: the wall thanks and points to the site'),
  halls: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      name_en: z.string().nullable(),
      headline: z.enum(['now', 'next', 'past', 'empty']),
      featured: wallEventSchema.nullable(),
      upcoming: z.array(wallEventSchema),
      player: hallPlayerSchema.nullable().describe('Only for a browser that may watch the hall (passphrase or staff session)'),
      full: z
        .boolean()
        .describe(
          'The session in progress has every seat’s holder inside (decision 130): the wall says the hall is full and points to its stream. No counts: they are the editors’',
        ),
    }),
  ),
});
export type Mediawall = z.infer<typeof mediawallSchema>;
type WallEventOut = z.infer<typeof wallEventSchema>;

type ShownWallEvent = WallEvent & { delay: EventDelay | null };

const out = (e: ShownWallEvent, nameMax: number, organiserMax: number): WallEventOut => ({
  id: e.id,
  name: cutName(e.name, nameMax),
  name_en: e.name_en === null ? null : cutName(e.name_en, nameMax),
  start: iso(e.start),
  end: iso(e.end),
  delay: e.delay,
  organiser: e.organiser === null ? null : cutName(e.organiser, organiserMax),
});

/**
 * What a wall variant shows at `now` (spec admin-and-widgets 2, 9): per hall the headline, the
 * featured event and the next four, all by the times shown (a hall running late shifts them,
 * decision 035; a premiere only inside its window, decision 033), names cut to the wall's limits, and the player for a browser that may watch
 * the hall (the wall needs no sign-in; a kiosk gets its video through a passphrase remembered
 * once, decision 030), and whether the session in progress is full (decision 130). After the edition's last day it says so (`editionOver`, decision 106).
 */
export async function getMediawall(
  db: Db,
  opts: {
    variant: string;
    now: Date;
    /** The event time zone: the day a hall's delay applies on. */
    timezone: string;
    version: string;
    who: { viewer: (Viewer & { hasTicket: boolean }) | null; passCodeId: number | null };
  },
): Promise<Mediawall> {
  const ids = WALL_VARIANTS[opts.variant];
  if (!ids) throw notFound('Mediawall');
  const [hallRows, eventRows, lastEnd] = await Promise.all([
    db
      .select(hallWithDelayColumns)
      .from(halls)
      .where(inArray(halls.id, [...ids])),
    db.query.events.findMany({
      where: and(inArray(events.hallId, [...ids]), eventVisibleTo(null, 'live')),
      columns: { id: true, hallId: true, name: true, name_en: true, start: true, end: true, is_premiere: true },
      with: { exhibitor: { columns: { name: true } } },
    }),
    findLiveEditionEnd(db),
  ]);
  const shown = ids.flatMap((id) => hallRows.filter((h) => h.id === id));
  const states = shown.map(({ delayMinutes, delaySetAt, ...hall }) => {
    const mine: ShownWallEvent[] = eventRows
      .filter((e) => e.hallId === hall.id)
      .map((e) => ({
        id: e.id,
        name: e.name,
        name_en: e.name_en,
        is_premiere: e.is_premiere,
        ...delayedTimes({ delayMinutes, delaySetAt }, e, opts.timezone),
        organiser: e.exhibitor?.name ?? null,
      }))
      .filter((e) => premiereListed(e, opts.now));
    return { hall, state: wallHallState(mine, opts.now) };
  });
  const running = states.flatMap(({ state }) => (state.headline === 'now' ? [state.featured!.id] : []));
  const figures = await findSessionFigures(db, running);
  const wallHalls = await Promise.all(
    states.map(async ({ hall, state }) => ({
      ...hall,
      headline: state.headline,
      featured: state.featured && out(state.featured, HEADLINE_NAME_MAX, HEADLINE_ORGANISER_MAX),
      upcoming: state.upcoming.map((e) => out(e, LIST_NAME_MAX, LIST_ORGANISER_MAX)),
      player: (await hallPlayerFor(db, hall.id, opts.who)).player,
      full: state.headline === 'now' && (figures.get(state.featured!.id)?.full ?? false),
    })),
  );
  return {
    now: iso(opts.now),
    version: opts.version,
    editionOver: editionOver(lastEnd, opts.now, opts.timezone),
    halls: wallHalls,
  };
}
