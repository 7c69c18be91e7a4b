import { describe, expect, it } from 'vitest';
import type { ScanAnswer } from './door-scan';
import type { DoorTicket } from './find-door-list';
import { applyAnswer, decideOffline, settleQueued, type QueuedScan } from './offline-door';

const ticket = (code: string, over: Partial<DoorTicket> = {}): DoorTicket => ({
  code,
  state: 'valid',
  holderName: 'Jana Dvořáková',
  admittedAt: null,
  admittedDevice: null,
  ...over,
});
const A = 'TI-7KQ4-M9XD-2HPA';
const B = 'TI-0000-1111-2222';
const list = new Map([
  [A, ticket(A)],
  [B, ticket(B, { state: 'cancelled' })],
]);
const at = '2026-11-12T08:41:00.000Z';

/** The server's rule, as `scanTicket` applies it: the first admission it records stands. */
function fakeServer() {
  const admitted = new Map<string, { at: string; device: string }>();
  return (scan: QueuedScan): ScanAnswer => {
    const first = admitted.get(scan.code);
    if (first)
      return { result: 'already', code: scan.code, holderName: null, admittedAt: first.at, admittedDevice: first.device };
    admitted.set(scan.code, { at: scan.scannedAt, device: scan.device });
    return { result: 'admitted', code: scan.code, holderName: null, admittedAt: scan.scannedAt, admittedDevice: scan.device };
  };
}

describe('decideOffline', () => {
  it('admits a listed valid ticket from its signed text or its typed code', () => {
    expect(decideOffline(list, [], { text: `IW1.${A}.ANYSIGNATURE0000`, device: 'Door 2', at })).toMatchObject({
      result: 'admitted',
      code: A,
      holderName: 'Jana Dvořáková',
      admittedDevice: 'Door 2',
    });
    expect(decideOffline(list, [], { text: 'ti7kq4m9xd2hpa', device: 'Door 2', at }).result).toBe('admitted');
  });

  it('refuses a second scan of a ticket this device queued, naming the first', () => {
    const queue = [{ id: '1', text: A, code: A, device: 'Door 2', scannedAt: '2026-11-12T08:30:00.000Z' }];
    expect(decideOffline(list, queue, { text: A, device: 'Door 2', at })).toMatchObject({
      result: 'already',
      admittedAt: '2026-11-12T08:30:00.000Z',
    });
  });

  it('refuses what the saved list knows: admitted elsewhere, cancelled; and what it does not', () => {
    const seen = new Map([[A, ticket(A, { admittedAt: at, admittedDevice: 'Door 1' })]]);
    expect(decideOffline(seen, [], { text: A, device: 'Door 2', at })).toMatchObject({
      result: 'already',
      admittedDevice: 'Door 1',
    });
    expect(decideOffline(list, [], { text: B, device: 'Door 2', at }).result).toBe('cancelled');
    expect(decideOffline(list, [], { text: 'TI-ZZZZ-ZZZZ-ZZZZ', device: 'Door 2', at }).result).toBe('unknown');
    expect(decideOffline(list, [], { text: 'IW1.garbage', device: 'Door 2', at }).result).toBe('invalid');
  });
});

describe('syncing two offline devices', () => {
  it('the first scan to reach the server wins; the other device reports its scan as late', () => {
    const server = fakeServer();
    const door1: QueuedScan = { id: 'a', text: A, code: A, device: 'Door 1', scannedAt: '2026-11-12T08:40:00.000Z' };
    const door2: QueuedScan = { id: 'b', text: A, code: A, device: 'Door 2', scannedAt: '2026-11-12T08:39:00.000Z' };
    // Both admitted offline: neither knew of the other.
    expect(decideOffline(list, [], { text: A, device: 'Door 1', at: door1.scannedAt }).result).toBe('admitted');
    expect(decideOffline(list, [], { text: A, device: 'Door 2', at: door2.scannedAt }).result).toBe('admitted');
    expect(settleQueued(door1, server(door1))).toBeNull();
    expect(settleQueued(door2, server(door2))).toEqual({
      code: A,
      holderName: null,
      scannedAt: door2.scannedAt,
      result: 'already',
      firstAt: door1.scannedAt,
      firstDevice: 'Door 1',
    });
  });

  it('reports a ticket cancelled while the device was offline', () => {
    const scan: QueuedScan = { id: 'c', text: A, code: A, device: 'Door 1', scannedAt: at };
    const cancelled: ScanAnswer = { result: 'cancelled', code: A, holderName: null, admittedAt: null, admittedDevice: null };
    expect(settleQueued(scan, cancelled)).toMatchObject({ result: 'cancelled', firstAt: null });
    expect(applyAnswer(list, cancelled).get(A)!.state).toBe('cancelled');
  });

  it('keeps what the server answered in the saved list for the next offline scan', () => {
    const answered = applyAnswer(list, {
      result: 'admitted',
      code: A,
      holderName: null,
      admittedAt: at,
      admittedDevice: 'Door 1',
    });
    expect(decideOffline(answered, [], { text: A, device: 'Door 2', at }).result).toBe('already');
    expect(list.get(A)!.admittedAt).toBeNull();
  });
});
