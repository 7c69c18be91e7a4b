/**
 * Event type ids: 1 professional seminar, 2 accompanying event, 3 conference panel, 4
 * innovation fair. A plain module (no zod, no drizzle) so the schema, the seed, core and the
 * browser read the same numbers.
 */
export const EVENT_TYPE = { seminar: 1, accompanying: 2, conference: 3, fair: 4 } as const;
export type EventTypeId = (typeof EVENT_TYPE)[keyof typeof EVENT_TYPE];

/** Seminars and conference panels take place in a hall (chosen by an Admin); the other types at a location. */
export function takesPlaceInHall(eventtype: number | null): boolean {
  return eventtype === EVENT_TYPE.seminar || eventtype === EVENT_TYPE.conference;
}
