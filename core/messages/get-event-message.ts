import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, events } from '../../db/schema';
import type { Viewer } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import { iso } from '../serialize/instant';
import { authorized } from '../authorization/authorize';

/** An organiser's message as the outbox shows it beside each copy: who wrote it, when, to whom, about which seminar. */
export async function getEventMessage(db: Db, opts: { viewer: Viewer | null; id: number }) {
  authorized(opts.viewer, 'outbox.read');
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
