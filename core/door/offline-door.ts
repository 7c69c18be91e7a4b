/*
 * The door scanner's rules when it has no network (decision 116), pure so the browser runs them
 * and a unit test proves them: what the device answers from its saved ticket list and its own
 * unsent scans, and how each queued scan settles once the server has answered it.
 */
import { codeOfScan } from '../tickets/ticket-code-text';
import type { ScanAnswer, ScanResult } from './door-scan';
import type { DoorTicket } from './find-door-list';

/** A scan made offline, waiting to be sent. */
export type QueuedScan = { id: string; text: string; code: string; device: string; scannedAt: string };

/** A scan this device admitted offline that the server did not: shown after the sync. */
export type LateScan = {
  code: string;
  holderName: string | null;
  scannedAt: string;
  result: ScanResult;
  /** The admission that stands, when the ticket had one. */
  firstAt: string | null;
  firstDevice: string | null;
};

const answer = (
  result: ScanResult,
  code: string | null,
  t?: DoorTicket,
  first?: { at: string | null; device: string | null },
) => ({
  result,
  code,
  holderName: t?.holderName ?? null,
  admittedAt: first?.at ?? null,
  admittedDevice: first?.device ?? null,
});

/**
 * The offline answer: a code not in the saved list is `unknown` (it may be newer than the list:
 * the door decides), a void one says why, one admitted before (by the server's list or by this
 * device's own queue) is `already`; otherwise `admitted`, and the caller queues the scan.
 * A signature cannot be checked here (the key stays on the server): the code must be in the list.
 */
export function decideOffline(
  list: ReadonlyMap<string, DoorTicket>,
  queue: readonly QueuedScan[],
  scan: { text: string; device: string; at: string },
): ScanAnswer {
  const code = codeOfScan(scan.text);
  if (!code) return answer('invalid', null);
  const ticket = list.get(code);
  if (!ticket) return answer('unknown', code);
  if (ticket.state !== 'valid') return answer(ticket.state, code, ticket);
  if (ticket.admittedAt) return answer('already', code, ticket, { at: ticket.admittedAt, device: ticket.admittedDevice });
  const queued = queue.find((q) => q.code === code);
  if (queued) return answer('already', code, ticket, { at: queued.scannedAt, device: queued.device });
  return answer('admitted', code, ticket, { at: scan.at, device: scan.device });
}

/**
 * A queued scan once the server answered it: the first admission the server recorded wins
 * (answers already given are never taken back), so `admitted` settles quietly and anything else
 * (another device came first, or the order was cancelled meanwhile) is reported as late.
 */
export function settleQueued(scan: QueuedScan, server: ScanAnswer): LateScan | null {
  if (server.result === 'admitted') return null;
  return {
    code: scan.code,
    holderName: server.holderName,
    scannedAt: scan.scannedAt,
    result: server.result,
    firstAt: server.admittedAt,
    firstDevice: server.admittedDevice,
  };
}

/** The saved list with one answer of the server applied, so the next offline answer knows it. */
export function applyAnswer(list: Map<string, DoorTicket>, server: ScanAnswer): Map<string, DoorTicket> {
  if (!server.code) return list;
  const known = list.get(server.code);
  if (!known) return list;
  const state = server.result === 'cancelled' || server.result === 'unpaid' ? server.result : known.state;
  const next = new Map(list);
  next.set(server.code, {
    ...known,
    state,
    admittedAt: server.admittedAt ?? known.admittedAt,
    admittedDevice: server.admittedDevice ?? known.admittedDevice,
  });
  return next;
}
