import type { DoorTicket } from '../../../core/door/find-door-list';
import type { QueuedScan } from '../../../core/door/offline-door';

/**
 * The door scanner's storage on the device (decision 116): the last ticket list read from the
 * server and the scans made offline, in IndexedDB, so both survive a reload without network and
 * a closed tab. Every call opens, does one transaction and closes: the page makes a few per scan.
 * Where IndexedDB is missing (a private window of an old browser) the page keeps them in memory.
 */
const DB_NAME = 'innoweek-door';
const LIST = 'list';
const QUEUE = 'queue';

export type SavedList = { tickets: DoorTicket[]; readAt: string };

const memory = { list: null as SavedList | null, queue: [] as QueuedScan[] };

function open(): Promise<IDBDatabase> | null {
  if (typeof indexedDB === 'undefined') return null;
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(LIST);
      request.result.createObjectStore(QUEUE, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open()!;
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = act(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

const hasDb = () => typeof indexedDB !== 'undefined';

export async function loadList(): Promise<SavedList | null> {
  if (!hasDb()) return memory.list;
  return ((await run(LIST, 'readonly', (s) => s.get('tickets'))) as SavedList | undefined) ?? null;
}

export async function saveList(list: SavedList): Promise<void> {
  if (!hasDb()) {
    memory.list = list;
    return;
  }
  await run(LIST, 'readwrite', (s) => s.put(list, 'tickets'));
}

/** The unsent scans, oldest first. */
export async function loadQueue(): Promise<QueuedScan[]> {
  if (!hasDb()) return [...memory.queue];
  const all = (await run(QUEUE, 'readonly', (s) => s.getAll())) as QueuedScan[];
  return all.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt) || a.id.localeCompare(b.id));
}

export async function addToQueue(scan: QueuedScan): Promise<void> {
  if (!hasDb()) {
    memory.queue.push(scan);
    return;
  }
  await run(QUEUE, 'readwrite', (s) => s.put(scan));
}

export async function removeFromQueue(id: string): Promise<void> {
  if (!hasDb()) {
    memory.queue = memory.queue.filter((q) => q.id !== id);
    return;
  }
  await run(QUEUE, 'readwrite', (s) => s.delete(id));
}
