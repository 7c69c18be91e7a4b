import type { AccessControl } from '../events/access-control';
import { EVENT_TYPE } from '../events/event-types';
import { iso } from '../serialize/instant';
import type { ProgrammeEventRow } from './load-programme-events';
import { toProgrammeItem, type ProgrammeItem, type ProgrammeItemOptions } from './programme-item';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

/** An event as its detail page shows it: the list view plus texts, address and contact. */
export type ProgrammeEventDetail = ProgrammeItem & {
  /** Sanitized HTML, safe to render. */
  description: string | null;
  description_en: string | null;
  address: string | null;
  /** The external website (facebook_link); seminars do not show one (public-site.md 2.7). */
  website: string | null;
  contact: string | null;
  contact_email: string | null;
  published: boolean;
  /** Who the event is for (decision 027); the page tells walk-in events and restricted ones apart. */
  access: AccessControl;
  updatedAt: string;
};

const httpUrl = (raw: string | null): string | null => {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
};

export function toProgrammeEventDetail(event: ProgrammeEventRow, opts: ProgrammeItemOptions): ProgrammeEventDetail {
  return {
    ...toProgrammeItem(event, opts),
    description: sanitizeRichText(event.description),
    description_en: sanitizeRichText(event.description_en),
    address: event.address?.trim() || null,
    // A stored link is shown as a link only when it is a web address (never javascript:).
    website: event.eventtypeId === EVENT_TYPE.seminar ? null : httpUrl(event.facebook_link),
    contact: event.contact?.trim() || null,
    contact_email: event.contact_email?.trim() || null,
    published: event.published_at !== null,
    access: event.access_control,
    updatedAt: iso(event.updated_at),
  };
}
