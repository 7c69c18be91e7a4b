import { useCallback, useEffect, useRef, useState } from 'react';
import type { Attendee, EventAttendance } from '../../../core/attendance/find-attendees';
import { parsePresentIds } from '../../../core/attendance/present-ids';
import { apiCall } from '../../forms/api-client';
import { acknowledge, enqueue, loadQueue, queueKey, saveQueue, shownPresent, type Mark, type Queue } from './checkin-queue';

/** How often the list is read again while online, so the other phone's marks show up. */
export const REFRESH_MS = 15_000;

export type CheckinSync = {
  attendees: Attendee[];
  isPresent: (user: number) => boolean;
  /** Unsent marks, this device's, oldest first. */
  queue: Queue;
  /** The browser has a network and the server answered the last request. */
  online: boolean;
  sending: boolean;
  /** When the list was last read from the server. */
  syncedAt: Date | null;
  /** The session ended: marks wait until the organiser signs in again. */
  signedOut: boolean;
  mark: (user: number, present: boolean) => void;
};

type Marked = { users_present: string; applied: boolean };

/**
 * The check-in view's link to the server (decision 025): every tick is queued in localStorage
 * first, then sent as one `{user, present, at}` mark, in order; a network failure keeps the
 * queue and stops until the browser is online again or the next retry. The list is read again
 * every REFRESH_MS while online. A mark the server can never take (the attendee left, the
 * right to edit is gone) is dropped and reported through `onRefused`.
 */
export function useCheckinSync(opts: {
  eventId: number;
  initial: Attendee[];
  onRefused: (code: string, user: number) => void;
}): CheckinSync {
  const { eventId, onRefused } = opts;
  const [attendees, setAttendees] = useState(opts.initial);
  const [serverPresent, setServerPresent] = useState<ReadonlySet<number>>(
    () => new Set(opts.initial.filter((a) => a.present).map((a) => a.id)),
  );
  const [queue, setQueue] = useState<Queue>([]);
  const [network, setNetwork] = useState(true);
  const [reachable, setReachable] = useState(true);
  const [sending, setSending] = useState(false);
  const [syncedAt, setSyncedAt] = useState<Date | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  // The queue as the send loop sees it between renders; state follows it for the screen.
  const queueRef = useRef<Queue>([]);
  const flushing = useRef(false);
  // Bumped by every answer to a mark, so a list read that started earlier does not undo it.
  const answers = useRef(0);
  // The latest handler, for the send loop that outlives renders.
  const refusedRef = useRef(onRefused);
  useEffect(() => {
    refusedRef.current = onRefused;
  });

  const updateQueue = useCallback(
    (change: (q: Queue) => Queue) => {
      queueRef.current = change(queueRef.current);
      saveQueue(browserStorage(), eventId, queueRef.current);
      setQueue(queueRef.current);
    },
    [eventId],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    setSending(true);
    try {
      while (queueRef.current.length) {
        const next: Mark = queueRef.current[0]!;
        const res = await apiCall<Marked>('PUT', `/events/${eventId}/attendance`, next);
        answers.current++;
        if (res.ok) {
          setReachable(true);
          setSignedOut(false);
          setServerPresent(new Set(parsePresentIds(res.data.users_present)));
          updateQueue((q) => acknowledge(q, next));
          continue;
        }
        // Not reached, or busy: keep everything and try again later.
        if (res.status === 0 || res.status === 429 || res.status >= 500) {
          setReachable(res.status !== 0);
          break;
        }
        setReachable(true);
        if (res.status === 401) {
          setSignedOut(true);
          break;
        }
        // This mark can never be saved (400 the attendee left, 403 no right, 404 gone): drop it.
        updateQueue((q) => acknowledge(q, next));
        refusedRef.current(res.code, next.user);
      }
    } finally {
      flushing.current = false;
      setSending(false);
    }
  }, [eventId, updateQueue]);

  const refresh = useCallback(async () => {
    if (!navigator.onLine || document.visibilityState === 'hidden') return;
    const before = answers.current;
    const res = await apiCall<EventAttendance>('GET', `/events/${eventId}/attendees`);
    if (!res.ok) {
      if (res.status === 0) setReachable(false);
      if (res.status === 401) setSignedOut(true);
      return;
    }
    setReachable(true);
    setSyncedAt(new Date());
    setAttendees(res.data.attendees);
    // A mark answered meanwhile carries a newer list than this read.
    if (answers.current === before) setServerPresent(new Set(res.data.attendees.filter((a) => a.present).map((a) => a.id)));
  }, [eventId]);

  const sync = useCallback(async () => {
    await flush();
    await refresh();
  }, [flush, refresh]);

  useEffect(() => {
    queueRef.current = loadQueue(browserStorage(), eventId);
    setQueue(queueRef.current);
    setNetwork(navigator.onLine);
    setSyncedAt(new Date());
    void flush();

    const online = () => {
      setNetwork(true);
      void sync();
    };
    const offline = () => setNetwork(false);
    const visible = () => {
      if (document.visibilityState === 'visible') void sync();
    };
    // Another tab of this browser changed the queue.
    const stored = (e: StorageEvent) => {
      if (e.key !== queueKey(eventId)) return;
      queueRef.current = loadQueue(browserStorage(), eventId);
      setQueue(queueRef.current);
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('storage', stored);
    document.addEventListener('visibilitychange', visible);
    const timer = window.setInterval(() => void sync(), REFRESH_MS);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('storage', stored);
      document.removeEventListener('visibilitychange', visible);
      window.clearInterval(timer);
    };
  }, [eventId, flush, sync]);

  const mark = useCallback(
    (user: number, present: boolean) => {
      updateQueue((q) => enqueue(q, { user, present, at: new Date().toISOString() }));
      void flush();
    },
    [flush, updateQueue],
  );

  return {
    attendees,
    isPresent: (user) => shownPresent(queue, serverPresent, user),
    queue,
    online: network && reachable,
    sending,
    syncedAt,
    signedOut,
    mark,
  };
}

/** localStorage, or null on the server and where the browser forbids it (privacy settings, a sandbox). */
function browserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
