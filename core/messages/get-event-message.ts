import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, events } from '../../db/schema';
import { canReadOutbox, type Viewer } from '../accounts/policy';
import { AppError, notFound } from '../errors/app-error';
import { iso } from '../serialize/instant';

/** An organiser's message as the outbox shows it beside each copy: who wrote it, when, to whom, about which seminar. */
export async function getEventMessage(db: Db, opts: { viewer: Viewer | null; id: number }) {
  if (!opts.viewer) throw new AppError('Request.unauthorized');
  if (!canReadOutbox(opts.viewer)) throw new AppError('Outbox.forbidden');
  const [row] = await db
    .select({
      id: eventMessages.id,
      senderName: eventMessages.senderName,
      audience: eventMessages.audience,
      recipients: eventMessages.recipients,
      created_at: eventMessages.created_at,
      eventId: eventMessages.eventId,
      eventName: events.name,
    })
    .from(eventMessages)
    .leftJoin(events, eq(events.id, eventMessages.eventId))
    .where(eq(eventMessages.id, opts.id));
  if (!row) throw notFound('Message');
  return { ...row, created_at: iso(row.created_at) };
}
