import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { attendeeContactColumns } from '../attendance/attendee-contact';
import type { AttendeeContact } from './event-schema';

/** Contact details of joined users, in one query, for the events whose attendees the viewer may see. */
export async function loadAttendees(db: Db, userIds: Iterable<number>): Promise<Map<number, AttendeeContact>> {
  const ids = [...new Set(userIds)];
  if (!ids.length) return new Map();
  const rows = await db.select(attendeeContactColumns).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
