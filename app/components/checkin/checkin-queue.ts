/**
 * The check-in view's queue of unsent presence marks (decision 025): kept in the browser's
 * storage per event, so a dropped connection or a reload loses no tick. Pure functions over a
 * plain array, so the rules are tested without a browser; the hook in use-checkin-sync.ts sends
 * them.
 */

/** One tick or untick of one attendee, with the instant it was made on this device. */
export type Mark = { user: number; present: boolean; at: string };

/** Unsent marks, at most one per attendee (their latest), oldest first. */
export type Queue = readonly Mark[];

/** What the queue needs of localStorage (a Map in tests). */
export type QueueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const KEY_PREFIX = 'innoweek.checkin.';

/** Each event's queue under its own key, so two seminars' check-ins never mix. */
export function queueKey(eventId: number): string {
  return `${KEY_PREFIX}${eventId}`;
}

/**
 * Adds a mark. An earlier unsent mark of the same attendee is replaced: the server keeps the
 * newest mark anyway, so sending only the last one gives the same result with less to send.
 */
export function enqueue(queue: Queue, mark: Mark): Queue {
  return [...queue.filter((m) => m.user !== mark.user), mark];
}

/**
 * Removes a mark the server has answered (applied, or refused as older than one it kept).
 * A newer mark of the same attendee made while this one was on its way stays.
 */
export function acknowledge(queue: Queue, sent: Mark): Queue {
  return queue.filter((m) => !(m.user === sent.user && m.at === sent.at));
}

/** Whether an attendee shows as present: this device's unsent mark, else what the server said. */
export function shownPresent(queue: Queue, serverPresent: ReadonlySet<number>, user: number): boolean {
  const pending = queue.find((m) => m.user === user);
  return pending ? pending.present : serverPresent.has(user);
}

function isMark(value: unknown): value is Mark {
  const m = value as Mark;
  return (
    typeof m === 'object' &&
    m !== null &&
    Number.isInteger(m.user) &&
    m.user > 0 &&
    typeof m.present === 'boolean' &&
    typeof m.at === 'string' &&
    !Number.isNaN(Date.parse(m.at))
  );
}

/** The stored queue of an event; anything unreadable (another version's data, a full disk) is an empty one. */
export function loadQueue(storage: QueueStorage | null, eventId: number): Queue {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(queueKey(eventId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isMark).reduce<Queue>(enqueue, []);
  } catch {
    return [];
  }
}

/** Stores the queue (an empty one is removed). Returns false when the browser refuses to store it. */
export function saveQueue(storage: QueueStorage | null, eventId: number, queue: Queue): boolean {
  if (!storage) return false;
  try {
    if (queue.length) storage.setItem(queueKey(eventId), JSON.stringify(queue));
    else storage.removeItem(queueKey(eventId));
    return true;
  } catch {
    return false;
  }
}
