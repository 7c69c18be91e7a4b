import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, eventWaitlist, users } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { attendeeContactColumns } from '../attendance/attendee-contact';
import { AppError, notFound } from '../errors/app-error';
import { iso } from '../serialize/instant';
import { eventVisibleTo } from '../events/event-visibility';
import { authorizeSignup, type SignupViewer } from './authorize-signup';
import { stateOf } from './seats';
import type { SignupState, Waitlist } from './signup-input';
import { authorized } from '../authorization/authorize';

/** The caller's state at a seminar (joined, waiting with the position, or none) and its seats. */
export async function getSignup(db: Db, opts: { viewer: SignupViewer | null; eventId: number }): Promise<SignupState> {
  // The seats are read with the event, in one statement.
  const { event, user, seats } = await authorizeSignup(db, {
    viewer: opts.viewer,
    eventId: opts.eventId,
    userId: opts.viewer?.id ?? 0,
  });
  return stateOf(event, user.id, seats);
}

/** A seminar's waiting list in queue order with contacts: the event's editors only (401, 403 `Signup.waitlist.forbidden`, a hidden draft 404). */
export async function getWaitlist(db: Db, opts: { viewer: ViewerWithRights | null; eventId: number }): Promise<Waitlist> {
  const { viewer } = opts;
  if (!viewer) throw new AppError('Request.unauthorized');
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, opts.eventId), eventVisibleTo(viewer, 'preview')));
  if (!event) throw notFound('Event');
  authorized(viewer, 'waitlist.read', event);
  const rows = await db
    .select({
      created_at: eventWaitlist.created_at,
      user: attendeeContactColumns,
    })
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, event.id))
    .orderBy(asc(eventWaitlist.id));
  const [total] = await db.select({ n: count() }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event.id));
  return {
    data: rows.map((r, i) => ({ position: i + 1, created_at: iso(r.created_at), user: r.user })),
    total: Number(total?.n ?? rows.length),
  };
}
