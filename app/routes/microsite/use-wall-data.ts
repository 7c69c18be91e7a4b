import { useEffect, useRef, useState } from 'react';
import type { Mediawall } from '../../../core/mediawall/get-mediawall';
import { msToNextMark } from '../../../core/mediawall/wall-state';

/** The spec's pause after a mark before the new data shows, and the fade. */
export const WALL_DELAY_MS = 980;
export const WALL_FADE_MS = 1000;
const FETCH_TIMEOUT_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The wall's data, asked for again at every 15-second mark of the clock. A change fades out
 * and in; a failed request keeps the last good data and the next mark tries again, so a
 * restarted server or a lost connection heals by itself. A new build on the server, or a day
 * on the screen, reloads the page once.
 */
export function useWallData(initial: Mediawall, url: string) {
  const [data, setData] = useState(initial);
  const [fading, setFading] = useState(false);
  const [offline, setOffline] = useState(false);
  const shown = useRef(JSON.stringify(initial));

  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    const started = Date.now();

    async function tick() {
      if (stopped) return;
      if (Date.now() - started > DAY_MS) {
        window.location.reload();
        return;
      }
      const controller = new AbortController();
      const abort = window.setTimeout(() => controller.abort(), FETCH_TIMEOUT_MS);
      try {
        const res = await fetch(url, { headers: { Accept: 'application/json' }, signal: controller.signal, cache: 'no-store' });
        if (!res.ok) throw new Error(String(res.status));
        const next = (await res.json()) as Mediawall;
        setOffline(false);
        if (next.version !== initial.version && next.version !== 'dev' && initial.version !== 'dev') {
          window.location.reload();
          return;
        }
        const text = JSON.stringify(next);
        if (text !== shown.current) {
          shown.current = text;
          await wait(WALL_DELAY_MS);
          setFading(true);
          await wait(WALL_FADE_MS / 2);
          setData(next);
          setFading(false);
        }
      } catch {
        setOffline(true);
      } finally {
        window.clearTimeout(abort);
        schedule();
      }
    }
    function schedule() {
      if (!stopped) timer = window.setTimeout(() => void tick(), msToNextMark(Date.now()));
    }
    schedule();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [url, initial.version]);

  return { data, fading, offline };
}

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/** Keeps the screen on where the browser allows it (Wake Lock), asking again when the page is shown again. */
export function useWakeLock() {
  useEffect(() => {
    type Sentinel = { release: () => Promise<void> };
    const nav = navigator as Navigator & { wakeLock?: { request: (type: 'screen') => Promise<Sentinel> } };
    if (!nav.wakeLock) return;
    let sentinel: Sentinel | null = null;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      nav.wakeLock!.request('screen').then(
        (s) => (sentinel = s),
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}
