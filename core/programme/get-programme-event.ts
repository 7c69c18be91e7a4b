import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { canEditEvent, type ViewerWithRights } from '../accounts/policy';
import { notFound } from '../errors/app-error';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { loadProgrammeEvents } from './load-programme-events';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/**
 * One event for its detail page, under the API's publication rules: published for everyone; a
 * draft only for an Admin, or an Organizer who edits the event's exhibitor (who also see its
 * draft speakers, as in the API's preview). Otherwise "not found". Of one edition: the current
 * one unless named (an archive page names its past edition; another edition's id is "not found").
 */
export async function getProgrammeEvent(
  db: Db,
  opts: { id: number; viewer: ViewerWithRights | null; timezone: string; edition?: EditionRef },
): Promise<ProgrammeEventDetail> {
  const [row] = await loadProgrammeEvents(db, {
    where: and(eq(events.id, opts.id), eventVisibleTo(opts.viewer, 'preview', opts.edition)),
    limit: 1,
  });
  if (!row) throw notFound('Event');
  const draftSpeakers = canEditEvent(opts.viewer, row, opts.viewer?.editableExhibitorIds ?? []);
  return toProgrammeEventDetail(row, { draftSpeakers, timezone: opts.timezone });
}
