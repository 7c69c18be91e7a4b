import { useState } from 'react';
import { MAX_STARS } from '../../../core/stars/star-limits';
import { useT } from '../../i18n/use-t';
import { Icon } from './icons';
import { useStars } from './stars';

type Props = {
  eventId: number;
  /** The event's name in the page's language: the button's accessible name says which event. */
  name: string;
  /** Show "My programme" next to the star (detail pages); cards show the star alone. */
  withText?: boolean;
  className?: string;
};

/**
 * The star of an event (decision 038): a toggle button, pressed when the event is in My
 * programme. Its size never changes with the state, so a guest's stars read after hydration
 * shift nothing. A refusal (the cap, a lost connection) is told next to it.
 */
export function StarToggle({ eventId, name, withText = false, className = '' }: Props) {
  const t = useT();
  const stars = useStars();
  const [problem, setProblem] = useState<string | null>(null);
  if (!stars) return null;
  const on = stars.ids.has(eventId);
  return (
    <span className={`star-toggle-wrap ${className}`}>
      <button
        type="button"
        className={withText ? 'star-toggle star-toggle-text' : 'star-toggle'}
        aria-pressed={on}
        // The visible words first, then which event: a list of buttons reads apart (WCAG 2.5.3).
        aria-label={t('star.add', { name })}
        title={withText ? undefined : t('star.label')}
        onClick={async () => {
          const atCap = !on && stars.ids.size >= MAX_STARS;
          const saved = await stars.toggle(eventId);
          setProblem(saved ? null : atCap ? t('star.limit', { max: MAX_STARS }) : t('star.failed'));
        }}
      >
        <Icon name="star" className="icon star-icon" />
        {withText ? <span>{t('star.label')}</span> : null}
      </button>
      <span className="star-problem" role="status">
        {problem}
      </span>
      {/* Before the scripts run, or without them, the button does nothing: the detail pages say so. */}
      {withText ? (
        <noscript>
          <span className="star-noscript">{t('star.noScript')}</span>
        </noscript>
      ) : null}
    </span>
  );
}
