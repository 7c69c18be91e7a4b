import { BUILDING, CALENDAR, LineIcon, PIN, SEAT } from './line-icon';

/**
 * The event page's line icons by name (decorative: the text next to them says the same). The
 * lists draw theirs with `LineIcon` and its constants, so they load none of the event page's own
 * paths (decision 208).
 */
const paths = {
  calendar: CALENDAR,
  clock: 'M12 7v5l3 2M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  pin: PIN,
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c.8-4 4-6 8-6s7.2 2 8 6',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  building: BUILDING,
  seat: SEAT,
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}
