/** Hall 5 is the conference hall (spec 2.8, 4): its stream needs the conference right and its programme rows are not links. */
export const CONFERENCE_HALL_ID = 5;
