import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { events, users } from '../../db/schema';
import { halls, locations, type MailAttachment } from '../../db/schema';
import { buildCalendar } from '../calendar/build-calendar';
import { enqueueMail } from '../mailer/enqueue-mail';
import type { MailSettings } from '../mailer/mail-settings';
import type { Locale } from '../mailer/templates';
import { richTextToPlain } from '../rich-text/rich-text-to-plain';
import { displayName } from '../accounts/display-name';

type EventRow = typeof events.$inferSelect;
/** The name of an event's hall, or else its location, as the calendar file names the place. */
export type Venue = { name: string; name_en: string | null };

export type MailUser = Pick<typeof users.$inferSelect, 'email' | 'locale' | 'username' | 'firstName' | 'lastName'>;

/** What sign-up mails need from the edge: delivery and links (`mail.links.event`: the event's page), and the event time zone. */
export type SignupMail = {
  mail: MailSettings;
  timezone: string;
};

export const localeOf = (u: Pick<MailUser, 'locale'>): Locale => (u.locale === 'en' ? 'en' : 'cs');
export const pick = (locale: Locale, cs: string, en: string | null) => (locale === 'en' && en ? en : cs);

/** A session's day and times in the mail's language (`23. listopadu 2026 9:30–11:00`). */
export function when(event: { start: Date; end: Date }, locale: Locale, timezone: string) {
  const { day, time } = formattersOf(locale, timezone);
  return `${day.format(event.start)}–${time.format(event.end)}`;
}

// Made once per language and time zone: a formatter costs far more to make than to use.
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formattersOf(locale: Locale, timezone: string) {
  const key = `${locale} ${timezone}`;
  let made = formatters.get(key);
  if (!made) {
    const tag = locale === 'en' ? 'en-GB' : 'cs-CZ';
    made = {
      day: new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: timezone }),
      time: new Intl.DateTimeFormat(tag, { timeStyle: 'short', timeZone: timezone }),
    };
    formatters.set(key, made);
  }
  return made;
}

/** The event's hall, or else its location. */
async function venueOf(tx: Tx, event: EventRow): Promise<Venue | null> {
  if (event.hallId) {
    const [hall] = await tx.select({ name: halls.name, name_en: halls.name_en }).from(halls).where(eq(halls.id, event.hallId));
    return hall ?? null;
  }
  if (event.locationId) {
    const [location] = await tx
      .select({ name: locations.name, name_en: locations.name_en })
      .from(locations)
      .where(eq(locations.id, event.locationId));
    return location ?? null;
  }
  return null;
}

/**
 * The event's .ics (the same builder as the site's "Add to calendar"), base64 for the outbox.
 * `times` overrides the stored ones: a change notice sends the times as shown, a hall's delay
 * included. The UID is the event's, so a calendar replaces the entry it has.
 */
export async function calendarAttachment(
  tx: Tx,
  event: EventRow,
  locale: Locale,
  ctx: SignupMail,
  times: { start: Date; end: Date } = event,
  /** The venue when the caller has read it already (lockEventWithVenue); else it is read here. */
  known?: Venue | null,
): Promise<MailAttachment> {
  const venue = known !== undefined ? known : await venueOf(tx, event);
  const url = ctx.mail.links.event(event, locale);
  const place = [venue ? pick(locale, venue.name, venue.name_en) : null, event.address].filter(Boolean).join(', ');
  const ics = buildCalendar({
    name: pick(locale, event.name, event.name_en),
    timezone: ctx.timezone,
    now: new Date(),
    language: locale,
    entries: [
      {
        uid: `event-${event.id}@${new URL(url).hostname}`,
        start: times.start,
        end: times.end,
        summary: pick(locale, event.name, event.name_en),
        description: [richTextToPlain(pick(locale, event.description ?? '', event.description_en)), url]
          .filter(Boolean)
          .join('\n\n'),
        url,
        location: place || null,
        lastModified: new Date(Math.max(event.updated_at.getTime(), times === event ? 0 : Date.now())),
      },
    ],
  });
  return {
    filename: `${event.slug || `event-${event.id}`}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    content: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

/**
 * Writes a sign-up mail to the outbox in the user's language, in the sign-up's transaction; mails
 * giving a seat carry the .ics. `signup-waiting` tells the queue position (1 = next);
 * `signup-removed` is an organiser's removal, not the person's own leaving.
 */
export async function enqueueSignupMail(
  tx: Tx,
  template:
    | 'signup-joined'
    | 'signup-left'
    | 'signup-removed'
    | 'signup-promoted'
    | 'signup-waiting'
    | 'event-cancelled'
    | 'seat-released',
  user: MailUser,
  event: EventRow,
  ctx: SignupMail,
  extra: { position?: number; venue?: Venue | null } = {},
) {
  const locale = localeOf(user);
  const name = displayName(user);
  const seat = template === 'signup-joined' || template === 'signup-promoted';
  const attachments = seat ? [await calendarAttachment(tx, event, locale, ctx, event, extra.venue)] : [];
  await enqueueMail(tx, {
    to: user.email,
    template,
    locale,
    deliver: ctx.mail.deliver,
    vars: {
      name,
      event: pick(locale, event.name, event.name_en),
      when: when(event, locale, ctx.timezone),
      url: ctx.mail.links.event(event, locale),
      position: extra.position ?? 1,
    },
    attachments,
  });
}
