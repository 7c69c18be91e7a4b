import type { Db } from '../../db/client';
import { canPreview, type ViewerWithRights } from '../accounts/policy';
import { getEvent } from '../events/get-event';
import { toProgrammeEventDetail, type ProgrammeEventDetail } from './programme-event-detail';

/**
 * One event for its detail page, under the API's publication rules: published for everyone; a
 * draft only for an Admin, or an Organizer who edits the event's exhibitor. Otherwise "not found".
 */
export async function getProgrammeEvent(
  db: Db,
  opts: { id: number; viewer: ViewerWithRights | null; timezone: string },
): Promise<ProgrammeEventDetail> {
  const params = new URLSearchParams(canPreview(opts.viewer) ? { _publicationState: 'preview' } : {});
  return toProgrammeEventDetail(await getEvent(db, { id: opts.id, params, viewer: opts.viewer, timezone: opts.timezone }));
}
