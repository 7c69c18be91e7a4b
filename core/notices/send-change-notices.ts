import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { events } from '../../db/schema';
import { eventChangeNotices, eventJoins, eventWaitlist, halls, users, userStars, type ToldSession } from '../../db/schema';
import { displayName } from '../accounts/display-name';
import { shownTimes } from '../halls/hall-delay';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { Locale } from '../mailer/templates';
import { lockEvent } from '../signups/seats';
import { calendarAttachment, localeOf, pick, when, type SignupMail } from '../signups/signup-mail';
import { hallDelayOf, lateNoticeMinutes, sameSession, tellsChanges, toldSession } from './told-session';

/** How long a session must stay unchanged before its notice goes: edits in a row make one mail (decision 121). */
export const NOTICE_QUIET_MS = 2 * 60_000;

type EventRow = typeof events.$inferSelect;

async function hallNames(tx: Tx, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  const rows = wanted.length
    ? await tx.select({ id: halls.id, name: halls.name, name_en: halls.name_en }).from(halls).where(inArray(halls.id, wanted))
    : [];
  return (id: number | null, locale: Locale) => {
    const hall = rows.find((r) => r.id === id);
    return hall ? pick(locale, hall.name, hall.name_en) : locale === 'en' ? 'to be announced' : 'bude upřesněn';
  };
}

/** What changed, one line each, in the recipient's language. */
function changeLines(
  before: ToldSession,
  now: ToldSession,
  lateMinutes: number,
  hallName: (id: number | null, locale: Locale) => string,
  locale: Locale,
  timezone: string,
): string[] {
  const en = locale === 'en';
  const lines: string[] = [];
  const span = (t: ToldSession) => ({ start: new Date(t.start), end: new Date(t.end) });
  if (before.start !== now.start || before.end !== now.end) {
    lines.push(
      en
        ? `New time: ${when(span(now), locale, timezone)} (was ${when(span(before), locale, timezone)})`
        : `Nový čas: ${when(span(now), locale, timezone)} (dříve ${when(span(before), locale, timezone)})`,
    );
    if (lateMinutes > 0)
      lines.push(en ? `The hall is running ${lateMinutes} minutes late.` : `Sál má zpoždění ${lateMinutes} minut.`);
  }
  if (before.hallId !== now.hallId) {
    lines.push(
      en
        ? `New hall: ${hallName(now.hallId, locale)} (was ${hallName(before.hallId, locale)})`
        : `Nový sál: ${hallName(now.hallId, locale)} (dříve ${hallName(before.hallId, locale)})`,
    );
  }
  return lines;
}

/** Mails one due notice, if the session still differs from what people were told; the notice row goes either way. */
async function sendNotice(tx: Tx, notice: typeof eventChangeNotices.$inferSelect, ctx: SignupMail): Promise<boolean> {
  await tx.delete(eventChangeNotices).where(eq(eventChangeNotices.eventId, notice.eventId));
  // The lock every sign-up takes: the people told are the people signed up at this moment.
  const event: EventRow | undefined = await lockEvent(tx, notice.eventId);
  // Taken off the programme: its cancellation mail went with the unpublish (decision 061).
  if (!event || !tellsChanges(event)) return false;
  const delay = await hallDelayOf(tx, event.hallId);
  const threshold = await lateNoticeMinutes(tx);
  const current = toldSession(event, delay, threshold, ctx.timezone);
  // Edited back and forth: nothing to tell.
  if (sameSession(notice.told, current)) return false;
  const late = delay && delay.delayMinutes > threshold ? shownTimes(delay, event, ctx.timezone).minutes : 0;
  const person = {
    id: users.id,
    email: users.email,
    locale: users.locale,
    username: users.username,
    firstName: users.firstName,
    lastName: users.lastName,
  };
  // One after another: a transaction is one connection, and node-postgres will refuse a query
  // sent while another is running on it.
  const seated = await tx
    .select(person)
    .from(eventJoins)
    .innerJoin(users, eq(users.id, eventJoins.userId))
    .where(eq(eventJoins.eventId, event.id))
    .orderBy(asc(eventJoins.id));
  const waiting = await tx
    .select(person)
    .from(eventWaitlist)
    .innerJoin(users, eq(users.id, eventWaitlist.userId))
    .where(eq(eventWaitlist.eventId, event.id))
    .orderBy(asc(eventWaitlist.id));
  // Those who starred it and turned the notices on in My programme (decision 135).
  const starred = await tx
    .select(person)
    .from(userStars)
    .innerJoin(users, eq(users.id, userStars.userId))
    .where(and(eq(userStars.eventId, event.id), eq(users.starNotices, true)))
    .orderBy(asc(users.id));
  // One mail per person: a seat or a queue place says more than a star.
  const placed = new Set([...seated, ...waiting].map((p) => p.id));
  const watching = starred.filter((p) => !placed.has(p.id));
  const hallName = await hallNames(tx, [notice.told.hallId, current.hallId]);
  const times = { start: new Date(current.start), end: new Date(current.end) };
  const attachments = {
    cs: await calendarAttachment(tx, event, 'cs', ctx, times),
    en: await calendarAttachment(tx, event, 'en', ctx, times),
  };
  for (const [people, place] of [
    [seated, 'seat'],
    [waiting, 'queue'],
    [watching, 'star'],
  ] as const) {
    for (const user of people) {
      const locale = localeOf(user);
      await enqueueMail(tx, {
        to: user.email,
        template: 'session-changed',
        locale,
        deliver: ctx.mail.deliver,
        vars: {
          name: displayName(user),
          event: pick(locale, event.name, event.name_en),
          changes: changeLines(notice.told, current, late, hallName, locale, ctx.timezone),
          url: ctx.mail.links.event(event, locale),
          place,
        },
        attachments: [attachments[locale]],
      });
    }
  }
  return true;
}

/**
 * Sends the change notices whose session has been quiet since `quietBefore` (decision 121): one
 * transaction per notice, the row taken with SKIP LOCKED, so two processes never send the same
 * notice twice and a notice edited meanwhile waits for its own quiet period. Returns how many
 * notices were mailed.
 */
export async function sendChangeNotices(db: Db, opts: { ctx: SignupMail; quietBefore: Date; limit?: number }): Promise<number> {
  const due = await db
    .select({ eventId: eventChangeNotices.eventId })
    .from(eventChangeNotices)
    .where(lte(eventChangeNotices.changedAt, opts.quietBefore))
    .orderBy(asc(eventChangeNotices.changedAt))
    .limit(opts.limit ?? 50);
  let sent = 0;
  for (const { eventId } of due) {
    const mailed = await db.transaction(async (tx) => {
      const [notice] = await tx
        .select()
        .from(eventChangeNotices)
        .where(and(eq(eventChangeNotices.eventId, eventId), lte(eventChangeNotices.changedAt, opts.quietBefore)))
        .for('update', { skipLocked: true });
      return notice ? sendNotice(tx, notice, opts.ctx) : false;
    });
    if (mailed) sent++;
  }
  return sent;
}
