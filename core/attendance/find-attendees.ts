import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, users } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { iso } from '../serialize/instant';
import { attendeeContactColumns } from './attendee-contact';
import { eventForAttendance } from './attendance-event';
import { parsePresentIds } from './present-ids';
import { displayName } from '../accounts/display-name';

/** A joined user as the event's editors see them in the attendee table and the CSV. */
export type Attendee = {
  id: number;
  /** First and last name; the username when both are empty. */
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** When they signed up (event_joins.created_at), ISO. */
  joinedAt: string;
  present: boolean;
};

export type EventAttendance = { event: { id: number; name: string }; attendees: Attendee[] };

/** The attendees of an event, in sign-up order, for Admins and the editors of its exhibitor only. */
export async function findAttendees(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number },
): Promise<EventAttendance> {
  const event = await eventForAttendance(db, { viewer: opts.viewer, id: opts.eventId });
  const present = new Set(parsePresentIds(event.users_present));
  const rows = await db
    .select({ ...attendeeContactColumns, joinedAt: eventJoins.created_at })
    .from(eventJoins)
    .innerJoin(users, eq(users.id, eventJoins.userId))
    .where(eq(eventJoins.eventId, event.id))
    .orderBy(asc(eventJoins.created_at), asc(eventJoins.id));
  return {
    event: { id: event.id, name: event.name },
    attendees: rows.map((r) => ({
      id: r.id,
      name: displayName(r),
      email: r.email,
      phone: r.phone,
      company: r.company,
      joinedAt: iso(r.joinedAt),
      present: present.has(r.id),
    })),
  };
}
