/** Spec admin-and-widgets 4 and 9: a premiere is listed from 10 minutes before its start to 10 minutes after its end. */
export const PREMIERE_MARGIN_MS = 10 * 60_000;

type Timed = { is_premiere: boolean; start: Date; end: Date };

/**
 * Whether a livestream list shows the event at `now`: always for an ordinary event; a premiere
 * (a recording shown for the first time) only inside its window, both edges included. The
 * lists pass the times they show, so a hall running late moves the window with the premiere.
 * The programme pages list every event; only the livestream lists (banner, hall programme,
 * wall) keep a premiere back (decision 033).
 */
export function premiereListed(event: Timed, now: Date): boolean {
  if (!event.is_premiere) return true;
  const t = now.getTime();
  return event.start.getTime() - PREMIERE_MARGIN_MS <= t && t <= event.end.getTime() + PREMIERE_MARGIN_MS;
}
