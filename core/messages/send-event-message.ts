import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, events, mailOutbox } from '../../db/schema';
import { displayName } from '../accounts/display-name';
import { canMessage, type ViewerWithRights } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { eventVisibleTo } from '../events/event-visibility';
import type { MailSettings } from '../mailer/mail-settings';
import { renderMail, type Locale } from '../mailer/templates';
import { takeAttempt } from '../rate-limit/limits';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { findMessageRecipients } from './find-message-recipients';
import type { MessageInput } from './message-input';

type Sender = ViewerWithRights & { username: string; firstName?: string | null; lastName?: string | null };
type EventRow = typeof events.$inferSelect;

/** The message as one language's recipients get it. */
export type MessageCopy = { locale: Locale; recipients: number; subject: string; text: string };
export type MessagePreview = {
  recipients: number;
  copies: MessageCopy[];
  /** A digest of what was previewed: sending needs it, so nothing goes out unseen (decision 120). */
  digest: string;
};

/** What a message needs from the edge: delivery and the site's links (decision 112). */
export type MessageContext = { mail: MailSettings };

/** The seminar written about, if the sender may write to that audience (401, 404 a draft they may not see, 403 otherwise). */
async function authorize(db: Db, viewer: Sender | null, input: MessageInput): Promise<EventRow | null> {
  if (!viewer) throw new AppError('Request.unauthorized');
  let event: EventRow | null = null;
  if (input.audience !== 'ticketHolders') {
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.id, input.event ?? 0), eventVisibleTo(viewer, 'preview')));
    if (!row) throw notFound('Event');
    event = row;
  }
  if (!canMessage(viewer, { audience: input.audience, event }, viewer.editableExhibitorIds)) {
    throw new AppError('Message.forbidden');
  }
  return event;
}

/** Each recipient's language gets its own text where both are given; otherwise everyone reads the Czech one. */
function copyFor(input: MessageInput, event: EventRow | null, locale: Locale, ctx: MessageContext) {
  const english = locale === 'en' && input.subject_en && input.text_en;
  return renderMail('organiser-message', locale, {
    subject: english ? input.subject_en! : input.subject,
    text: english ? input.text_en! : input.text,
    event: event ? (locale === 'en' && event.name_en ? event.name_en : event.name) : '',
    url: event ? ctx.mail.links.event(event, locale) : ctx.mail.links.home(locale),
    audience: input.audience,
  });
}

const digestOf = (input: MessageInput, recipients: number) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        input.event ?? null,
        input.audience,
        input.subject,
        input.text,
        input.subject_en ?? '',
        input.text_en ?? '',
        recipients,
      ]),
    )
    .digest('base64url')
    .slice(0, 22);

async function prepare(db: Db, opts: { viewer: Sender | null; input: MessageInput; ctx: MessageContext }) {
  const event = await authorize(db, opts.viewer, opts.input);
  const recipients = await findMessageRecipients(db, { audience: opts.input.audience, eventId: event?.id ?? null });
  const copies = (['cs', 'en'] as const).map((locale) => {
    const { subject, text } = copyFor(opts.input, event, locale, opts.ctx);
    return { locale, recipients: recipients.filter((r) => r.locale === locale).length, subject, text };
  });
  const preview: MessagePreview = { recipients: recipients.length, copies, digest: digestOf(opts.input, recipients.length) };
  return { event, preview };
}

/** What a message would be and to how many, written nowhere: the compose screen's preview. */
export async function previewEventMessage(
  db: Db,
  opts: { viewer: Sender | null; input: MessageInput; ctx: MessageContext },
): Promise<MessagePreview> {
  return (await prepare(db, opts)).preview;
}

/**
 * Sends an organiser's message (decision 120): one mail per recipient through the outbox, so no
 * address is shown to another, in the recipient's language where both texts are given, and the
 * message kept with its sender, audience and text, all in one transaction. Counted on
 * `messagesPerUser` before anything is written. A `digest` other than the current preview's (the
 * text or the recipients changed since) sends nothing and answers the new preview.
 */
export async function sendEventMessage(
  db: Db,
  opts: { viewer: Sender | null; input: MessageInput; digest: string; ctx: MessageContext; limiter: RateLimiter },
): Promise<{ sent: true; id: number; recipients: number } | { sent: false; preview: MessagePreview }> {
  const { event, preview } = await prepare(db, opts);
  if (preview.digest !== opts.digest) return { sent: false, preview };
  if (!preview.recipients) throw new AppError('Message.noRecipients', { field: 'audience' });
  const viewer = opts.viewer!;
  await takeAttempt(opts.limiter, String(viewer.id));
  return db.transaction(async (tx) => {
    const recipients = await findMessageRecipients(tx, { audience: opts.input.audience, eventId: event?.id ?? null });
    const [message] = await tx
      .insert(eventMessages)
      .values({
        senderId: viewer.id,
        senderName: displayName({
          username: viewer.username,
          firstName: viewer.firstName ?? null,
          lastName: viewer.lastName ?? null,
        }),
        eventId: event?.id ?? null,
        audience: opts.input.audience,
        subject: opts.input.subject,
        text: opts.input.text,
        subject_en: opts.input.subject_en || null,
        text_en: opts.input.text_en || null,
        recipients: recipients.length,
      })
      .returning({ id: eventMessages.id });
    const copies = { cs: copyFor(opts.input, event, 'cs', opts.ctx), en: copyFor(opts.input, event, 'en', opts.ctx) };
    const status = opts.ctx.mail.deliver ? 'pending' : 'kept';
    // One row per recipient, inserted in slices so a big audience stays within the parameter limit.
    for (let i = 0; i < recipients.length; i += 500) {
      await tx.insert(mailOutbox).values(
        recipients.slice(i, i + 500).map((r) => ({
          to: r.email,
          ...copies[r.locale],
          template: 'organiser-message',
          locale: r.locale,
          status,
          messageId: message!.id,
        })),
      );
    }
    return { sent: true as const, id: message!.id, recipients: recipients.length };
  });
}
