import { useT } from '../../i18n/use-t';
import { CALENDAR, LineIcon } from './line-icon';

type Props = { href: string; label?: string; accessibleName?: string; className?: string };

/**
 * A real file download (plain <a download>): the .ics is a resource route, which client-side
 * navigation must not try to render.
 */
export function CalendarLink({ href, label, accessibleName, className = 'button button-ghost button-small' }: Props) {
  const t = useT();
  return (
    <a href={href} download className={`calendar-link ${className}`} aria-label={accessibleName}>
      <LineIcon d={CALENDAR} />
      <span>{label ?? t('programme.addToCalendar')}</span>
    </a>
  );
}
