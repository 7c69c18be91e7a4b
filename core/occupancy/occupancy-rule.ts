/**
 * Live occupancy (issue 30 item 3, decision 130): how many people are in against how many fit.
 * Pure and small, so the seminar page's attendee section runs the same rule in the browser as
 * the server does for the admin home, the API and the wall.
 */

/** People inside against the places: `capacity` null when nothing limits the room. */
export type OccupancyFigure = { present: number; capacity: number | null; full: boolean };

/**
 * Full once the people inside take every place: a capacity of at least one reached or passed.
 * No capacity (a session without a seat limit) is never full; neither is a capacity of 0,
 * which closes sign-ups rather than describing a room with no room.
 */
export function isFull(present: number, capacity: number | null): boolean {
  return capacity !== null && capacity > 0 && present >= capacity;
}

/** The figure a screen shows for one session or hall. */
export function occupancyOf(present: number, capacity: number | null): OccupancyFigure {
  return { present, capacity, full: isFull(present, capacity) };
}

/** The share of places taken, 0 to 1 (more people than places show as 1); null without a capacity. */
export function occupancyShare(figure: Pick<OccupancyFigure, 'present' | 'capacity'>): number | null {
  if (figure.capacity === null || figure.capacity <= 0) return null;
  return Math.min(1, figure.present / figure.capacity);
}
