import { and, count, eq, isNotNull, isNull, lte, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventJoins, events, eventWaitlist, users } from '../../db/schema';
import { displayName } from '../accounts/display-name';
import { EVENT_TYPE } from '../events/event-types';
import { enqueueMail } from '../mailer/enqueue-mail';
import { lockEvent, seatsTaken, takesSignups } from '../signups/seats';
import { localeOf, pick, when, type SignupMail } from '../signups/signup-mail';
import { reconfirmWindow, shouldAsk } from './reconfirm-rules';
import { signSeatToken } from './seat-token';

/** What the no-show control's mails need: the sign-up mails' delivery and links, and the key of the confirm links. */
export type ReconfirmMail = SignupMail & { secret: string };

/** A deadline in the mail's language (`28. listopadu 2026 21:00`). */
export function deadlineText(deadline: Date, locale: 'cs' | 'en', timezone: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'cs-CZ', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(deadline);
}

/** Asks one seminar's seat holders, under its row lock; false when it is not (or no longer) due. */
async function askSeminar(tx: Tx, eventId: number, ctx: ReconfirmMail, now: Date): Promise<boolean> {
  // The lock every sign-up takes: the seats asked about are the seats there are, and a second
  // process waiting here finds the request made (`reconfirm_asked_at`) and asks nobody again.
  const event = await lockEvent(tx, eventId);
  if (!event || !takesSignups(event)) return false;
  const taken = await seatsTaken(tx, event.id);
  const [queue] = await tx.select({ n: count() }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event.id));
  if (!shouldAsk(event, { taken, waiting: Number(queue?.n ?? 0) }, now)) return false;
  const deadline = reconfirmWindow(event)!.deadline;
  await tx.update(events).set({ reconfirm_asked_at: now }).where(eq(events.id, event.id));
  const asked = await tx
    .update(eventJoins)
    .set({ reconfirm_by: deadline })
    .where(eq(eventJoins.eventId, event.id))
    .returning({ userId: eventJoins.userId });
  for (const { userId } of asked) {
    const [user] = await tx
      .select({
        email: users.email,
        locale: users.locale,
        username: users.username,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) continue;
    const locale = localeOf(user);
    const token = signSeatToken({ eventId: event.id, userId, askedAt: now }, ctx.secret);
    await enqueueMail(tx, {
      to: user.email,
      template: 'seat-reconfirm',
      locale,
      deliver: ctx.mail.deliver,
      vars: {
        name: displayName(user),
        event: pick(locale, event.name, event.name_en),
        when: when(event, locale, ctx.timezone),
        url: ctx.mail.links.event(event, locale),
        deadline: deadlineText(deadline, locale, ctx.timezone),
        confirmUrl: ctx.mail.links.confirmSeat(token, locale),
      },
    });
  }
  return true;
}

/**
 * Sends the confirmation requests that are due (decision 134): each published seminar with the
 * control on whose request time has come, asked once, in a transaction of its own under the
 * seminar's row lock. Returns how many seminars asked.
 */
export async function askReconfirmations(db: Db, opts: { ctx: ReconfirmMail; now: Date }): Promise<number> {
  const { now } = opts;
  const due = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.eventtypeId, EVENT_TYPE.seminar),
        isNotNull(events.published_at),
        isNotNull(events.reconfirm_hours),
        isNotNull(events.max_users),
        isNull(events.reconfirm_asked_at),
        gt(events.start, now),
        lte(sql`${events.start} - make_interval(hours => ${events.reconfirm_hours})`, now),
      ),
    )
    .limit(100);
  let asked = 0;
  for (const { id } of due) if (await db.transaction((tx) => askSeminar(tx, id, opts.ctx, now))) asked++;
  return asked;
}
