import type { SessionPhase } from '../../../core/programme/now-next';
import { useT } from '../../i18n/use-t';

/**
 * 'Právě probíhá' on a session in progress, 'Skončilo' on one that is over (issue 29 item 2):
 * in words, so it reads without the colour; `short` ('Živě') where a column is narrow (the
 * calendar grid). Nothing before the start.
 */
export function SessionState({ phase, className, short = false }: { phase: SessionPhase; className?: string; short?: boolean }) {
  const t = useT();
  if (phase === 'upcoming') return null;
  const state = `session-state session-state-${phase}`;
  return (
    <span className={className ? `${state} ${className}` : state}>
      {t(phase === 'running' ? (short ? 'programme.liveNowShort' : 'programme.liveNow') : 'programme.over')}
    </span>
  );
}
