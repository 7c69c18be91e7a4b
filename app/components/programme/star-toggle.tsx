import { useState } from 'react';
import { useLocation } from 'react-router';
import { MAX_STARS } from '../../../core/stars/star-limits';
import { href } from '../../i18n/route-paths';
import { useLocale, useT } from '../../i18n/use-t';
import { STAR, LineIcon } from './line-icon';
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
 *
 * The button submits a small form to the StarEvent action (decision 126), so it works before
 * the scripts run or without them (a guest is asked to sign in there). Once hydrated the
 * submit is taken over: the star turns at once, a guest's in the browser.
 */
export function StarToggle({ eventId, name, withText = false, className = '' }: Props) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const stars = useStars();
  const [problem, setProblem] = useState<string | null>(null);
  if (!stars) return null;
  const on = stars.ids.has(eventId);
  return (
    <form
      method="post"
      action={href('StarEvent', {}, locale)}
      className={`star-toggle-wrap ${className}`}
      onSubmit={async (event) => {
        event.preventDefault();
        const atCap = !on && stars.ids.size >= MAX_STARS;
        const saved = await stars.toggle(eventId);
        setProblem(saved ? null : atCap ? t('star.limit', { max: MAX_STARS }) : t('star.failed'));
      }}
    >
      <input type="hidden" name="event" value={eventId} />
      <input type="hidden" name="intent" value={on ? 'unstar' : 'star'} />
      <input type="hidden" name="back" value={location.pathname + location.search} />
      <button
        type="submit"
        className={withText ? 'star-toggle star-toggle-text' : 'star-toggle'}
        aria-pressed={on}
        // The visible words first, then which event: a list of buttons reads apart (WCAG 2.5.3).
        aria-label={t('star.add', { name })}
        title={withText ? undefined : t('star.label')}
      >
        <LineIcon d={STAR} className="icon star-icon" />
        {withText ? <span>{t('star.label')}</span> : null}
      </button>
      <span className="star-problem" role="status">
        {problem}
      </span>
    </form>
  );
}
