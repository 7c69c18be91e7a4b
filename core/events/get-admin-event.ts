import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import type { ApiEvent } from './event-schema';
import { eventVisibleTo } from './event-visibility';
import { loadEventRows } from './load-event-rows';
import { serializeEvents } from './serialize-events';
import { authorized } from '../authorization/authorize';
import type { EditionRef } from '../editions/current-edition';

/**
 * One event as its editors work on it (`GET /event-admin/{id}`, admin-and-widgets.md 7): drafts
 * included, attendees with their contacts, by the rule a change of it is allowed (Admins any
 * event, Organizers their exhibitors'). A draft the viewer may not see is "not found", as for
 * `PUT /events/{id}`; a published event they may not edit is refused. An event of the current
 * edition unless another is named (decision 178).
 */
export async function getAdminEvent(
  db: Db,
  opts: { viewer: ViewerWithRights | null; id: number; timezone: string; edition?: EditionRef },
): Promise<ApiEvent> {
  const viewer = authorized(opts.viewer, 'events.manage');
  const rows = await loadEventRows(db, {
    where: and(eq(events.id, opts.id), eventVisibleTo(viewer, 'preview', opts.edition)),
    limit: 1,
  });
  const row = rows[0];
  if (!row) throw notFound('Event');
  authorized(viewer, 'events.edit', row);
  const [event] = await serializeEvents(db, rows, { viewer, preview: true, timezone: opts.timezone });
  return event!;
}
