import { currentEditionId } from '../editions/current-edition';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ticketOrders, tickets } from '../../db/schema';
import { canUseAdminArea, type ViewerWithRights } from '../accounts/policy';
import { dayOf } from '../attention/attention-list';
import { todaysSessionRows } from '../attention/find-todays-sessions';
import { AppError } from '../errors/app-error';
import { hallNowNext, sessionPhase } from '../programme/now-next';
import { iso } from '../serialize/instant';
import { occupancyOf } from './occupancy-rule';

const figure = {
  present: z.number().int().describe('Seat holders marked present: ticked on the list or scanned at the seminar’s door'),
  capacity: z.number().int().nullable().describe('The session’s seats (max_users); null without a limit'),
  full: z.boolean().describe('present ≥ capacity ≥ 1 (decision 130)'),
};

export const sessionOccupancySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
  start: z.string().describe('As shown: shifted while the hall runs late'),
  end: z.string(),
  hall: z.object({ id: z.number().int(), name: z.string(), name_en: z.string().nullable() }).nullable(),
  running: z.boolean().describe('In progress now by the programme clock'),
  joined: z.number().int().describe('Seats taken (signed up)'),
  ...figure,
});
export type SessionOccupancy = z.infer<typeof sessionOccupancySchema>;

export const occupancySchema = z.object({
  now: z.string().describe('The programme clock the figures were read at'),
  halls: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        name_en: z.string().nullable(),
        session: sessionOccupancySchema
          .nullable()
          .describe('The session in progress (its figures are the hall’s); null between sessions'),
      }),
    )
    .describe('Halls with the viewer’s sessions today'),
  sessions: z.array(sessionOccupancySchema).describe('Today’s sessions the viewer edits, not over yet, by shown start'),
  door: z
    .object({
      admitted: z.number().int().describe('Valid tickets scanned at the conference door (decision 116)'),
      tickets: z.number().int().describe('Valid tickets: of paid orders, not void'),
    })
    .describe('The conference door: it admits to the whole conference, not to a hall'),
});
export type Occupancy = z.infer<typeof occupancySchema>;

/** The viewer's occupancy figures: Admins and Organizers; a guest is 401, anyone else 403 `Occupancy.forbidden`. */
function requireOccupancyViewer(viewer: ViewerWithRights | null): ViewerWithRights {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canUseAdminArea(viewer)) throw new AppError('Occupancy.forbidden');
  return viewer;
}

/**
 * Live occupancy by the programme clock (issue 30 item 3, decision 130): today's published
 * sessions the viewer edits (an Admin all, an Organizer their exhibitors') with the seat holders
 * marked present against the seats, at their shown times; each hall's figure is its running
 * session's; and the conference door's admitted tickets. Attendance per seminar is the editors'
 * business, so a guest or member gets nothing.
 */
export async function getOccupancy(
  db: Db,
  opts: { viewer: ViewerWithRights | null; now: Date; timezone: string },
): Promise<Occupancy> {
  const viewer = requireOccupancyViewer(opts.viewer);
  const { now, timezone } = opts;
  const [rows, [door]] = await Promise.all([
    todaysSessionRows(db, { viewer, now, timezone }),
    db
      .select({
        tickets: sql<number>`count(*)`.mapWith(Number),
        admitted: sql<number>`count(${tickets.admittedAt})`.mapWith(Number),
      })
      .from(tickets)
      .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
      .where(and(eq(tickets.editionId, currentEditionId), eq(ticketOrders.status, 'paid'), sql`${tickets.voidedAt} is null`)),
  ]);

  const sessions = rows.map((r) => ({
    id: r.id,
    name: r.name,
    name_en: r.name_en,
    start: r.start,
    end: r.end,
    hall: r.hall,
    running: sessionPhase(r, now) === 'running',
    joined: r.taken,
    ...occupancyOf(r.present, r.max_users),
  }));
  const out = (s: (typeof sessions)[number]): SessionOccupancy => ({ ...s, start: iso(s.start), end: iso(s.end) });

  const dayEnd = dayOf(now, timezone).end;
  const hallIds = [...new Set(sessions.flatMap((s) => (s.hall ? [s.hall.id] : [])))];
  const hallFigures = hallIds.map((id) => {
    const mine = sessions.filter((s) => s.hall?.id === id);
    const current = hallNowNext(mine, now, dayEnd).now;
    return { ...mine[0]!.hall!, session: current && out(current) };
  });
  return {
    now: iso(now),
    halls: hallFigures.sort((a, b) => a.name.localeCompare(b.name, 'cs') || a.id - b.id),
    sessions: sessions.filter((s) => s.end > now).map(out),
    door: { admitted: door?.admitted ?? 0, tickets: door?.tickets ?? 0 },
  };
}
