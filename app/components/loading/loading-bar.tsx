import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useT } from '../../i18n/use-t';

/** Spec 9: the bar waits 200 ms (a quick page never flashes it) … */
export const LOADING_BAR_DELAY_MS = 200;
/** … and its progress is an estimate of 5 s; past that it only says "still loading". */
export const LOADING_BAR_GIVE_UP_MS = 5000;
/** How long the finished bar takes to fill and fade before it is gone. */
export const LOADING_BAR_FINISH_MS = 300;

/**
 * idle: nothing shown; loading: the estimated progress; stalled: over 5 s, an indeterminate
 * stripe (the page is still coming, but we no longer pretend to know how far it is); done: the
 * bar fills and fades.
 */
export type LoadingPhase = 'idle' | 'loading' | 'stalled' | 'done';

/** The bar's phase for a busy flag that turns on and off with each navigation. */
export function useLoadingPhase(busy: boolean): LoadingPhase {
  const [phase, setPhase] = useState<LoadingPhase>('idle');
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    // A navigation that ended before the bar appeared leaves no trace.
    if (!busy && (phase === 'loading' || phase === 'stalled')) setPhase('done');
  }

  useEffect(() => {
    if (!busy) return;
    const show = window.setTimeout(() => setPhase('loading'), LOADING_BAR_DELAY_MS);
    const giveUp = window.setTimeout(() => setPhase('stalled'), LOADING_BAR_GIVE_UP_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
    };
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const hide = window.setTimeout(() => setPhase('idle'), LOADING_BAR_FINISH_MS);
    return () => window.clearTimeout(hide);
  }, [phase]);

  return phase;
}

/**
 * The thin bar at the top of the window during a client navigation or a form submission that
 * navigates (public site and admin area alike). The polite status line says "Loading…" once
 * per navigation, when the bar appears; fetchers and background revalidation never show it.
 */
export function LoadingBar() {
  const t = useT();
  const phase = useLoadingPhase(useNavigation().state !== 'idle');
  const shown = phase === 'loading' || phase === 'stalled';
  return (
    <>
      <div className="loading-bar" data-phase={phase} aria-hidden="true">
        <div className="loading-bar-fill" />
      </div>
      <p className="visually-hidden" role="status">
        {shown ? t('loading.announce') : ''}
      </p>
    </>
  );
}
