import type { Db, Tx } from '../../db/client';
import { remember, type ReadMemo } from '../serialize/read-memo';
import { conferenceStart, FEW_TICKETS_LEFT, salesPhase, salesWindow, type SalesPhase } from './sales-window';
import { readTicketSettings, type TicketSettingsRow } from './ticket-settings';
import { ticketsSold } from './tickets-sold';

export type TicketSalesState = {
  phase: SalesPhase;
  /** Null: sales are open already (no start set). */
  opensAt: Date | null;
  /** Null: no end (no conference session and no end set). */
  closesAt: Date | null;
  /** Tickets the quota leaves; null without a quota. */
  remaining: number | null;
  /** Few enough left that the pages say how many (FEW_TICKETS_LEFT). */
  fewLeft: boolean;
};

/**
 * Whether conference tickets are on sale at `now`, the programme clock (decision 082): the
 * one read behind the BuyTicket page, the home and Me pages' prompts and the order's refusal,
 * so none of them works it out on its own. `settings` when the caller holds them (the order,
 * under their row lock), and `knownStart`, the conference's start, when it read that with them.
 */
export async function getTicketSalesState(
  db: Db | Tx,
  now: Date,
  settings?: TicketSettingsRow,
  knownStart?: Date | null,
): Promise<TicketSalesState> {
  const { row, start, sold } = await readSalesInputs(db, settings, knownStart);
  return salesStateAt(row, start, sold, now);
}

/** What the sales state is worked out from: the settings, the conference's start and the tickets sold. */
async function readSalesInputs(db: Db | Tx, settings?: TicketSettingsRow, knownStart?: Date | null) {
  const row = settings ?? (await readTicketSettings(db));
  // One after another: in a transaction they share one connection.
  const start = knownStart === undefined ? await conferenceStart(db) : knownStart;
  const sold = row.quota === null ? 0 : await ticketsSold(db);
  return { row, start, sold };
}

/**
 * getTicketSalesState for a page's prompt (the home page's 'Buy ticket'), with what it reads
 * kept in the read memo until the next write (decision 182): the settings, the conference's
 * start and the tickets sold are rows and counts that only a write changes (an order, a
 * cancellation, a changed setting or session); the phase is worked out at `now` on every call.
 * An order decides on getTicketSalesState under its row lock, never on this.
 */
export async function getTicketSalesStateKept(db: Db, now: Date, memo: ReadMemo | undefined): Promise<TicketSalesState> {
  const { row, start, sold } = await remember(memo, 'tickets:sales-reads', () => readSalesInputs(db));
  return salesStateAt(row, start, sold, now);
}

function salesStateAt(row: TicketSettingsRow, start: Date | null, sold: number, now: Date): TicketSalesState {
  const window = salesWindow(row, start);
  const remaining = row.quota === null ? null : Math.max(0, row.quota - sold);
  const phase = salesPhase(window, remaining, now);
  return {
    phase,
    ...window,
    remaining,
    fewLeft: phase === 'open' && remaining !== null && remaining <= FEW_TICKETS_LEFT,
  };
}

/** The state as the pages' loaders send it (instants as ISO text). */
export function serializeSalesState(state: TicketSalesState) {
  return { ...state, opensAt: state.opensAt?.toISOString() ?? null, closesAt: state.closesAt?.toISOString() ?? null };
}
