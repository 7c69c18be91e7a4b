import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventJoins, eventWaitlist, users } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { iso } from '../serialize/instant';
import { attendeeContactColumns } from './attendee-contact';
import { eventForAttendance } from './attendance-event';
import { parsePresentIds } from './present-ids';

/** One person of the attendee file: a seat holder (`present`) or someone waiting (`position`, 1 = next). */
export type ExportPerson = {
  /** The surname, or the username when the account has no name at all. */
  surname: string;
  firstName: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** When they signed up or joined the queue, ISO. */
  at: string;
  present: boolean;
  position: number | null;
};

export type AttendeeExport = {
  event: { id: number; slug: string; start: Date };
  attendees: ExportPerson[];
  waiting: ExportPerson[];
};

const czechOrder = new Intl.Collator('cs', { sensitivity: 'base', numeric: true });

/** Surname, then first name, in Czech alphabetical order (Č after C, Ch after H): how a door list is searched by eye. */
export function bySurname(a: Pick<ExportPerson, 'surname' | 'firstName'>, b: Pick<ExportPerson, 'surname' | 'firstName'>) {
  return czechOrder.compare(a.surname, b.surname) || czechOrder.compare(a.firstName, b.firstName);
}

type PersonRow = { username: string; firstName: string | null; lastName: string | null } & Pick<
  ExportPerson,
  'email' | 'phone' | 'company'
>;
const person = (r: PersonRow, at: Date, present: boolean, position: number | null): ExportPerson => {
  const firstName = r.firstName?.trim() ?? '';
  const lastName = r.lastName?.trim() ?? '';
  return {
    surname: lastName || (firstName ? '' : r.username),
    firstName,
    email: r.email,
    phone: r.phone,
    company: r.company,
    at: iso(at),
    present,
    position,
  };
};

/**
 * The seat holders and the waiting list of an event for its file, each sorted by surname; a
 * waiting person keeps their queue position as a column. The same rights as the attendee table
 * (`eventForAttendance`: Admins and the editors of its exhibitor).
 */
export async function findAttendeeExport(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number },
): Promise<AttendeeExport> {
  const event = await eventForAttendance(db, { viewer: opts.viewer, id: opts.eventId });
  const present = new Set(parsePresentIds(event.users_present));
  const [seated, queued] = await Promise.all([
    db
      .select({ ...attendeeContactColumns, at: eventJoins.created_at })
      .from(eventJoins)
      .innerJoin(users, eq(users.id, eventJoins.userId))
      .where(eq(eventJoins.eventId, event.id)),
    db
      .select({ ...attendeeContactColumns, at: eventWaitlist.created_at })
      .from(eventWaitlist)
      .innerJoin(users, eq(users.id, eventWaitlist.userId))
      .where(eq(eventWaitlist.eventId, event.id))
      .orderBy(asc(eventWaitlist.id)),
  ]);
  return {
    event: { id: event.id, slug: event.slug, start: event.start },
    attendees: seated.map((r) => person(r, r.at, present.has(r.id), null)).sort(bySurname),
    waiting: queued.map((r, i) => person(r, r.at, false, i + 1)).sort(bySurname),
  };
}
