import type { Db } from '../../db/client';
import { reachesEveryRecord, type ViewerWithRights } from '../accounts/policy';
import { findEventTypes } from '../event-types/find-event-types';
import { findExhibitors } from '../exhibitors/find-exhibitors';
import { findHalls } from '../halls/find-halls';
import { findLocations } from '../locations/find-locations';
import { findSpeakers } from '../speakers/find-speakers';

/** A choice of the form; `label_en` when the record has an English name (the English admin shows it). */
export type FormOption = { id: number; label: string; label_en?: string | null };

export type EventFormOptions = {
  eventTypes: FormOption[];
  halls: FormOption[];
  locations: FormOption[];
  /** Only the exhibitors the viewer may put events under (all for an Admin). */
  exhibitors: FormOption[];
  /** The speakers the viewer may attach: published ones, and drafts they may see. */
  speakers: FormOption[];
};

/** The choices of the admin event form, as this viewer may use them (the write API checks the same). */
export async function eventFormOptions(db: Db, opts: { viewer: ViewerWithRights; timezone: string }): Promise<EventFormOptions> {
  const { viewer, timezone } = opts;
  const list = (sort: string, extra: Record<string, string> = {}) => ({
    viewer,
    timezone,
    params: new URLSearchParams({ _limit: '999', _sort: sort, ...extra }),
  });
  // An Organizer chooses among their own exhibitors only: ask for those, not for all of them.
  const exhibitorParams = list('name:ASC', { _publicationState: 'preview' });
  if (!reachesEveryRecord(viewer))
    for (const id of viewer.editableExhibitorIds.length ? viewer.editableExhibitorIds : [0])
      exhibitorParams.params.append('id_in', String(id));
  const [eventTypes, halls, locations, exhibitors, speakers] = await Promise.all([
    findEventTypes(db, list('id:ASC')),
    findHalls(db, list('name:ASC')),
    findLocations(db, list('name:ASC')),
    findExhibitors(db, exhibitorParams),
    findSpeakers(db, list('name:ASC', { _publicationState: 'preview' })),
  ]);
  return {
    eventTypes: eventTypes.map((t) => ({ id: t.id, label: t.name, label_en: t.name_en })),
    halls: halls.map((h) => ({ id: h.id, label: h.name, label_en: h.name_en })),
    locations: locations.map((l) => ({ id: l.id, label: l.name, label_en: l.name_en })),
    exhibitors: exhibitors.map((e) => ({ id: e.id, label: e.name })),
    speakers: speakers.map((s) => ({ id: s.id, label: s.name })),
  };
}
