import { and, eq, isNotNull, min } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { EVENT_TYPE, events } from '../../db/schema';
import { eventInEdition, type EditionRef } from '../editions/current-edition';

/** Below this many tickets left the pages say how many remain ('Zbývá 12 vstupenek'). */
export const FEW_TICKETS_LEFT = 20;

export type SalesPhase = 'open' | 'notYetOpen' | 'closed' | 'soldOut';

export type SalesWindow = {
  /** Null: open already. */
  opensAt: Date | null;
  /** Null: no end (no conference in the programme and no end set). */
  closesAt: Date | null;
};

/**
 * The window an order must fall in (decision 082): the settings' start and end, the end
 * defaulting to the start of the conference's first published session.
 */
export function salesWindow(
  settings: { salesStart: Date | null; salesEnd: Date | null },
  conferenceStart: Date | null,
): SalesWindow {
  return { opensAt: settings.salesStart, closesAt: settings.salesEnd ?? conferenceStart };
}

/** Where sales stand at `now` (the programme clock): the window first, then the quota. */
export function salesPhase(window: SalesWindow, remaining: number | null, now: Date): SalesPhase {
  if (window.opensAt && now < window.opensAt) return 'notYetOpen';
  if (window.closesAt && now >= window.closesAt) return 'closed';
  if (remaining !== null && remaining <= 0) return 'soldOut';
  return 'open';
}

/** The start of an edition's (the current one's unless named) first published conference session: where sales end unless the settings say otherwise. */
export async function conferenceStart(db: Db | Tx, edition: EditionRef = 'current'): Promise<Date | null> {
  const [row] = await conferenceStartQuery(db, edition);
  return row?.start ?? null;
}

/** The query of `conferenceStart`, for a statement that reads it beside other things (an order's settings lock, decision 192). */
export function conferenceStartQuery(db: Db | Tx, edition: EditionRef = 'current') {
  return db
    .select({ start: min(events.start) })
    .from(events)
    .where(and(eventInEdition(edition), eq(events.eventtypeId, EVENT_TYPE.conference), isNotNull(events.published_at)));
}
