import type { SessionPhase } from '../../../core/programme/now-next';
import { useT } from '../../i18n/use-t';

/**
 * 'Právě probíhá' on a session in progress, 'Skončilo' on one that is over (issue 29 item 2):
 * in words, so it reads without the colour. Nothing before the start.
 */
export function SessionState({ phase, className }: { phase: SessionPhase; className?: string }) {
  const t = useT();
  if (phase === 'upcoming') return null;
  const state = `session-state session-state-${phase}`;
  return (
    <span className={className ? `${state} ${className}` : state}>
      {t(phase === 'running' ? 'programme.liveNow' : 'programme.over')}
    </span>
  );
}
