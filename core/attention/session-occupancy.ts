import { sql } from 'drizzle-orm';

// Written out with the table names: in a select from `events` alone drizzle leaves its columns
// unqualified, and inside these subqueries "id" would be the join row's own id.
/** Seats taken and queue places of each event row, as columns of a select over `events`. */
export const occupancyColumns = {
  taken: sql<number>`(select count(*) from event_joins j where j.event_id = "events"."id")`.mapWith(Number),
  waiting: sql<number>`(select count(*) from event_waitlist w where w.event_id = "events"."id")`.mapWith(Number),
};

/** Someone waits for a seat of the event (a condition over `events`). */
export const someoneWaits = sql`exists (select 1 from event_waitlist w where w.event_id = "events"."id")`;
