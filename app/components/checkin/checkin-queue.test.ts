import { describe, expect, it } from 'vitest';
import {
  acknowledge,
  enqueue,
  loadQueue,
  queueKey,
  saveQueue,
  shownPresent,
  type Mark,
  type QueueStorage,
} from './checkin-queue';

const mark = (user: number, present: boolean, at: string): Mark => ({ user, present, at });
const T1 = '2021-10-12T07:58:00.000Z';
const T2 = '2021-10-12T07:59:00.000Z';
const T3 = '2021-10-12T08:00:00.000Z';

/** localStorage as a Map, optionally refusing to store (a full or locked storage). */
function memoryStorage(opts: { refuse?: boolean } = {}): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (opts.refuse) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
}

describe('enqueue', () => {
  it('keeps one mark per attendee, the latest, and the order in which attendees were last ticked', () => {
    let q = enqueue([], mark(1, true, T1));
    q = enqueue(q, mark(2, true, T2));
    q = enqueue(q, mark(1, false, T3));
    expect(q).toEqual([mark(2, true, T2), mark(1, false, T3)]);
  });
});

describe('acknowledge', () => {
  it('removes the answered mark', () => {
    const q = [mark(1, true, T1), mark(2, true, T2)];
    expect(acknowledge(q, mark(1, true, T1))).toEqual([mark(2, true, T2)]);
  });

  it('keeps a newer mark of the same attendee made while the older one was on its way', () => {
    const sent = mark(1, true, T1);
    const q = enqueue([sent], mark(1, false, T2));
    expect(acknowledge(q, sent)).toEqual([mark(1, false, T2)]);
  });
});

describe('shownPresent', () => {
  it("shows this device's unsent mark over the server's list", () => {
    const server = new Set([1, 2]);
    const q = [mark(2, false, T1), mark(3, true, T2)];
    expect([1, 2, 3, 4].map((u) => shownPresent(q, server, u))).toEqual([true, false, true, false]);
  });
});

describe('loadQueue and saveQueue', () => {
  it('keeps each event under its own key, and survives a reload', () => {
    const storage = memoryStorage();
    expect(saveQueue(storage, 8, [mark(1, true, T1)])).toBe(true);
    expect(saveQueue(storage, 9, [mark(2, false, T2)])).toBe(true);
    expect(loadQueue(storage, 8)).toEqual([mark(1, true, T1)]);
    expect(loadQueue(storage, 9)).toEqual([mark(2, false, T2)]);
    expect([...storage.data.keys()].sort()).toEqual([queueKey(8), queueKey(9)]);
  });

  it('removes the key when the queue is empty', () => {
    const storage = memoryStorage();
    saveQueue(storage, 8, [mark(1, true, T1)]);
    saveQueue(storage, 8, []);
    expect(storage.data.size).toBe(0);
  });

  it('reads junk, other versions and foreign entries as nothing, keeping the valid marks', () => {
    const storage = memoryStorage();
    storage.data.set(queueKey(1), '{not json');
    storage.data.set(queueKey(2), JSON.stringify({ user: 1 }));
    storage.data.set(
      queueKey(3),
      JSON.stringify([
        { user: 4, present: true, at: T1 },
        { user: '5', present: true, at: T1 },
        { user: 6, present: 'yes', at: T1 },
        { user: 7, present: true, at: 'soon' },
        null,
        { user: 4, present: false, at: T2 },
      ]),
    );
    expect(loadQueue(storage, 1)).toEqual([]);
    expect(loadQueue(storage, 2)).toEqual([]);
    expect(loadQueue(storage, 3)).toEqual([mark(4, false, T2)]);
    expect(loadQueue(null, 3)).toEqual([]);
  });

  it('tells when the browser refuses to store', () => {
    expect(saveQueue(memoryStorage({ refuse: true }), 8, [mark(1, true, T1)])).toBe(false);
    expect(saveQueue(null, 8, [])).toBe(false);
  });
});
