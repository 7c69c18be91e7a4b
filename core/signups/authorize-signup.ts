import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, users } from '../../db/schema';
import { canSignUpOthers, type ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { refusePastEditionEvent } from '../editions/archived-event';
import { hasTicketSql } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { takesSignups } from './seats';

export type SignupUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'locale' | 'username' | 'firstName' | 'lastName' | 'phone'
> & { hasTicket: boolean };

/**
 * The checks every sign-up route makes, in this order: a session (401 `Signup.notSignedIn`);
 * `user` is the caller, or the caller is an Admin (403 `Signup.forbidden`, decision 055); the
 * event exists for the caller in the current edition (a draft they cannot see is 404, a past
 * edition's event 409 `Event.pastEdition`, decision 162) and is a published seminar (400
 * `Signup.notASeminar`). Answers the event and the user signing up.
 */
export async function authorizeSignup(
  db: Db,
  opts: { viewer: ViewerWithRights | null; eventId: number; userId: number },
): Promise<{ viewer: ViewerWithRights; event: typeof events.$inferSelect; user: SignupUser }> {
  const { viewer } = opts;
  if (!viewer) throw new AppError('Signup.notSignedIn');
  // Told before the event is looked up, so a refusal says nothing about the event.
  if (opts.userId !== viewer.id && !canSignUpOthers(viewer)) throw new AppError('Signup.forbidden', { field: 'user' });
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, opts.eventId), eventVisibleTo(viewer, 'preview')));
  if (!event) {
    await refusePastEditionEvent(db, { id: opts.eventId, viewer });
    throw notFound('Event');
  }
  if (!takesSignups(event)) throw new AppError('Signup.notASeminar', { field: 'event' });
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
    .where(eq(users.id, opts.userId));
  if (!user) throw notFound('User');
  return { viewer, event, user };
}
