import { EVENT_TYPE } from '../events/event-types';

/** The four programme areas of the week, as the All sessions filter names them in its URL (`?area=seminars`). */
export const PROGRAMME_AREAS = ['conference', 'seminars', 'accompanying', 'fair'] as const;
export type ProgrammeArea = (typeof PROGRAMME_AREAS)[number];

const AREA_TYPE: Record<ProgrammeArea, number> = {
  conference: EVENT_TYPE.conference,
  seminars: EVENT_TYPE.seminar,
  accompanying: EVENT_TYPE.accompanying,
  fair: EVENT_TYPE.fair,
};

/** The event type of an area. */
export const areaEventType = (area: ProgrammeArea): number => AREA_TYPE[area];

/** The area an event type belongs to; a type the site does not know yet counts as an accompanying event (decision 007). */
export function areaOfEventType(type: number): ProgrammeArea {
  return PROGRAMME_AREAS.find((a) => AREA_TYPE[a] === type) ?? 'accompanying';
}
