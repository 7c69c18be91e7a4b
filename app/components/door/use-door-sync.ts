import { useCallback, useEffect, useRef, useState } from 'react';
import type { ScanAnswer } from '../../../core/door/door-scan';
import type { DoorList, DoorTicket } from '../../../core/door/find-door-list';
import { applyAnswer, decideOffline, settleQueued, type LateScan, type QueuedScan } from '../../../core/door/offline-door';
import { apiCall } from '../../forms/api-client';
import { addToQueue, loadList, loadQueue, removeFromQueue, saveList } from './door-store';

/** How often the ticket list is read again while online, so other doors' admissions show up. */
export const DOOR_REFRESH_MS = 30_000;

export type DoorAnswer = ScanAnswer & { offline: boolean };

const byCode = (tickets: DoorTicket[]) => new Map(tickets.map((t) => [t.code, t]));

/**
 * The scanner's link to the server (decision 116). Online, a scan is the server's answer, kept in
 * the saved list too. When the server cannot be reached the device answers from its saved list
 * and queues the admission in IndexedDB; the queue is sent, oldest first, as soon as the browser
 * is online again, and a queued admission the server did not confirm (another door was first,
 * the order was cancelled) becomes a late report.
 */
export function useDoorSync(initial: DoorList) {
  const [list, setList] = useState(() => byCode(initial.tickets));
  const [readAt, setReadAt] = useState(initial.readAt);
  const [queue, setQueue] = useState<QueuedScan[]>([]);
  const [late, setLate] = useState<LateScan[]>([]);
  const [network, setNetwork] = useState(true);
  const [reachable, setReachable] = useState(true);
  const [signedOut, setSignedOut] = useState(false);
  const listRef = useRef(list);
  const queueRef = useRef<QueuedScan[]>([]);
  const flushing = useRef(false);

  const keepList = useCallback((next: Map<string, DoorTicket>, at?: string) => {
    listRef.current = next;
    setList(next);
    if (at) setReadAt(at);
    void saveList({ tickets: [...next.values()], readAt: at ?? new Date().toISOString() }).catch(() => undefined);
  }, []);

  const refresh = useCallback(async () => {
    if (!navigator.onLine) return;
    const res = await apiCall<DoorList>('GET', '/door/tickets');
    if (!res.ok) {
      if (res.status === 0) setReachable(false);
      if (res.status === 401) setSignedOut(true);
      return;
    }
    setReachable(true);
    setSignedOut(false);
    // Admissions still queued here are not in the server's list yet; the offline rule reads the queue for them.
    keepList(byCode(res.data.tickets), res.data.readAt);
  }, [keepList]);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      while (queueRef.current.length) {
        const next = queueRef.current[0]!;
        const res = await apiCall<ScanAnswer>('POST', '/door/scans', {
          text: next.text,
          device: next.device,
          scannedAt: next.scannedAt,
        });
        if (!res.ok && (res.status === 0 || res.status === 429 || res.status >= 500)) {
          setReachable(res.status !== 0);
          break;
        }
        if (!res.ok && res.status === 401) {
          setSignedOut(true);
          break;
        }
        setReachable(true);
        if (res.ok) {
          const report = settleQueued(next, res.data);
          if (report) setLate((l) => [report, ...l]);
          keepList(applyAnswer(listRef.current, res.data));
        }
        await removeFromQueue(next.id);
        queueRef.current = queueRef.current.slice(1);
        setQueue(queueRef.current);
      }
    } finally {
      flushing.current = false;
    }
  }, [keepList]);

  const sync = useCallback(async () => {
    await flush();
    await refresh();
  }, [flush, refresh]);

  useEffect(() => {
    let live = true;
    void (async () => {
      // A reload without network renders the page the service worker kept; the list saved on
      // this device may be newer than the one in it.
      const saved = await loadList().catch(() => null);
      if (live) setNetwork(navigator.onLine);
      if (live && saved && saved.readAt > initial.readAt) {
        listRef.current = byCode(saved.tickets);
        setList(listRef.current);
        setReadAt(saved.readAt);
      } else if (live) keepList(listRef.current, initial.readAt);
      queueRef.current = await loadQueue().catch(() => []);
      if (!live) return;
      setQueue(queueRef.current);
      void sync();
    })();
    const online = () => {
      setNetwork(true);
      void sync();
    };
    const offline = () => setNetwork(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    const timer = window.setInterval(() => void sync(), DOOR_REFRESH_MS);
    return () => {
      live = false;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.clearInterval(timer);
    };
    // The loader's list seeds the state once; later lists come from the API.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sync, keepList]);

  const decideHere = useCallback(async (text: string, device: string): Promise<DoorAnswer> => {
    const at = new Date().toISOString();
    const answer = decideOffline(listRef.current, queueRef.current, { text, device, at });
    if (answer.result === 'admitted' && answer.code) {
      const scan: QueuedScan = {
        id: `${at}-${Math.random().toString(36).slice(2, 10)}`,
        text,
        code: answer.code,
        device,
        scannedAt: at,
      };
      queueRef.current = [...queueRef.current, scan];
      setQueue(queueRef.current);
      await addToQueue(scan).catch(() => undefined);
    }
    return { ...answer, offline: true };
  }, []);

  const scan = useCallback(
    async (text: string, device: string, eventId?: number): Promise<DoorAnswer> => {
      // A seminar's door asks the server (its seats are not in the saved list); offline, its own list does the job.
      if (eventId !== undefined) {
        const res = navigator.onLine ? await apiCall<ScanAnswer>('POST', '/door/scans', { text, device, eventId }) : null;
        if (res?.ok) return { ...res.data, offline: false };
        if (res?.status === 401) setSignedOut(true);
        const result = res?.status === 400 ? 'invalid' : 'unknown';
        return {
          result,
          code: null,
          holderName: null,
          admittedAt: null,
          admittedDevice: null,
          offline: !res || res.status === 0,
        };
      }
      // Queued scans go first, so the server sees this device's admissions in the order they were made.
      if (!navigator.onLine || queueRef.current.length) {
        void flush();
        return decideHere(text, device);
      }
      const res = await apiCall<ScanAnswer>('POST', '/door/scans', { text, device });
      if (res.ok) {
        setReachable(true);
        keepList(applyAnswer(listRef.current, res.data));
        return { ...res.data, offline: false };
      }
      if (res.status === 401) setSignedOut(true);
      else if (res.status === 0 || res.status >= 500) setReachable(false);
      // A text the server cannot read at all (too long) is no code.
      if (res.status === 400)
        return { result: 'invalid', code: null, holderName: null, admittedAt: null, admittedDevice: null, offline: false };
      return decideHere(text, device);
    },
    [decideHere, flush, keepList],
  );

  let admitted = 0;
  let valid = 0;
  for (const t of list.values()) {
    if (t.state === 'valid') valid++;
    if (t.admittedAt) admitted++;
  }
  admitted += queue.filter((q) => !list.get(q.code)?.admittedAt).length;

  return { scan, queue, late, online: network && reachable, signedOut, readAt, admitted, valid };
}
