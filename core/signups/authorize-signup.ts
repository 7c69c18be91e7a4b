import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import { canSignUpOthers, type ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { refusePastEditionEvent } from '../editions/archived-event';
import { hasTicketSql } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { seatsColumns, seatsOf, takesSignups, type Seats } from './seats';

export type SignupUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'locale' | 'username' | 'firstName' | 'lastName' | 'phone'
> & { hasTicket: boolean };

/**
 * What the checks before the lock read of the event (a sign-up's lock reads the whole row): the
 * fewer columns, the less each of a race's joins costs to read (decision 197).
 */
const checked = {
  id: events.id,
  eventtypeId: events.eventtypeId,
  published_at: events.published_at,
  access_control: events.access_control,
  start: events.start,
  end: events.end,
  max_users: events.max_users,
};
export type CheckedEvent = Pick<typeof events.$inferSelect, keyof typeof checked>;

/**
 * Who signs up: a viewer, or the session's user, who carries the profile a sign-up checks and
 * so is not read again when signing themselves up.
 */
export type SignupViewer = ViewerWithRights | (ViewerWithRights & Omit<SignupUser, 'id' | 'hasTicket'>);

/**
 * The checks every sign-up route makes, in this order: a session (401 `Signup.notSignedIn`);
 * `user` is the caller, or the caller is an Admin (403 `Signup.forbidden`, decision 055); the
 * event exists for the caller in the current edition (a draft they cannot see is 404, a past
 * edition's event 409 `Event.pastEdition`, decision 162) and is a published seminar (400
 * `Signup.notASeminar`). Answers the event (what the checks read of it), the user signing up
 * (the session's user when the caller signs themselves up and the viewer carries the profile),
 * and `seats`: the seats, the queue and the user's place (seatsAndPlace), read in the event's
 * statement (decision 197).
 */
export async function authorizeSignup(
  db: Db,
  opts: { viewer: SignupViewer | null; eventId: number; userId: number },
): Promise<{ viewer: ViewerWithRights; event: CheckedEvent; user: SignupUser; seats: Seats }> {
  const { viewer } = opts;
  if (!viewer) throw new AppError('Signup.notSignedIn');
  // Told before the event is looked up, so a refusal says nothing about the event.
  if (opts.userId !== viewer.id && !canSignUpOthers(viewer)) throw new AppError('Signup.forbidden', { field: 'user' });
  const [row] = await db
    .select({ event: checked, ...seatsColumns(opts.eventId, opts.userId) })
    .from(events)
    .where(and(eq(events.id, opts.eventId), eventVisibleTo(viewer, 'preview')));
  if (!row) {
    await refusePastEditionEvent(db, { id: opts.eventId, viewer });
    throw notFound('Event');
  }
  const { event } = row;
  if (!takesSignups(event)) throw new AppError('Signup.notASeminar', { field: 'event' });
  const user = opts.userId === viewer.id && 'email' in viewer ? ownProfile(viewer) : await readUser(db, opts.userId);
  if (!user) throw notFound('User');
  return { viewer, event, user, seats: seatsOf(row) };
}

/** The session's user's profile as a sign-up checks it. */
function ownProfile(viewer: ViewerWithRights & Omit<SignupUser, 'id' | 'hasTicket'>): SignupUser {
  const { id, email, locale, username, firstName, lastName, phone, hasTicket } = viewer;
  return { id, email, locale, username, firstName, lastName, phone, hasTicket };
}

async function readUser(db: Db, userId: number): Promise<SignupUser | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      hasTicket: hasTicketSql(users.id),
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}
