import { events, locations } from '../../db/schema';
import { eventLinkColumns } from './event-link-columns';

/** An event as the Me page lists it: enough to name it, date it and link to it. */
export type MemberEvent = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  slug_en: string | null;
  start: Date;
  end: Date;
  eventtypeId: number;
  published: boolean;
  location: { name: string; name_en: string | null } | null;
  /** A queue place at a seminar, not a seat: its position (1 = next to get a seat). */
  queuePosition?: number;
  /** Whether the seat or queue place can still be given up (decision 071: until the end); unset where nothing is left. */
  leavable?: boolean;
  /** A seat the holder is asked to confirm (decision 134): by when; unset when nothing is asked. */
  confirmBy?: Date;
};

export const memberEventColumns = {
  ...eventLinkColumns,
  name: events.name,
  name_en: events.name_en,
  start: events.start,
  end: events.end,
  published_at: events.published_at,
  locationName: locations.name,
  locationNameEn: locations.name_en,
};

type Row = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  slug_en: string | null;
  start: Date;
  end: Date;
  eventtypeId: number;
  published_at: Date | null;
  locationName: string | null;
  locationNameEn: string | null;
};

export function toMemberEvent(row: Row): MemberEvent {
  return {
    id: row.id,
    name: row.name,
    name_en: row.name_en,
    slug: row.slug,
    slug_en: row.slug_en,
    start: row.start,
    end: row.end,
    eventtypeId: row.eventtypeId,
    published: row.published_at !== null,
    location: row.locationName === null ? null : { name: row.locationName, name_en: row.locationNameEn },
  };
}
