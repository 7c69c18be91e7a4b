import { sql } from 'drizzle-orm';

// Written out with the table names: in a select from `events` alone drizzle leaves its columns
// unqualified, and inside these subqueries "id" would be the join row's own id.
/** Seats taken and queue places of each event row, as columns of a select over `events`. */
export const occupancyColumns = {
  taken: sql<number>`(select count(*) from event_joins j where j.event_id = "events"."id")`.mapWith(Number),
  waiting: sql<number>`(select count(*) from event_waitlist w where w.event_id = "events"."id")`.mapWith(Number),
};

/**
 * Seat holders marked present (decision 130: admitted to a seminar), as a column of a select
 * over `events`. Only those who still hold a seat count: an id left in users_present by someone
 * who signed off is not a person in the room (decision 025).
 */
export const presentColumn =
  sql<number>`(select count(*) from event_joins j where j.event_id = "events"."id" and j.user_id::text = any(string_to_array(replace("events"."users_present", ' ', ''), ',')))`.mapWith(
    Number,
  );

/** Someone waits for a seat of the event (a condition over `events`). */
export const someoneWaits = sql`exists (select 1 from event_waitlist w where w.event_id = "events"."id")`;
