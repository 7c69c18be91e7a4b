import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import type { ViewerWithRights } from '../accounts/policy';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { searchContent } from '../search/search-content';
import { speakerSlug } from './speaker-slug';
import { eventLinkColumns } from '../events/event-link-columns';

/** A search hit with what a link to its page needs (the event's type picks the detail page). */
export type SearchHit =
  | {
      collectionType: 'Event';
      collectionId: number;
      name: string;
      name_en: string | null;
      slug: string;
      slug_en: string | null;
      eventtype: number;
    }
  | { collectionType: 'speaker'; collectionId: number; name: string; slug: string };

/** The header search (core/search rules: published only, accent-insensitive) for the results page, of one edition (the current one unless named). */
export async function findSearchResults(
  db: Db,
  opts: { text: string; viewer: ViewerWithRights | null; edition?: EditionRef },
): Promise<SearchHit[]> {
  const results = await searchContent(db, opts);
  const eventIds = results.filter((r) => r.collectionType === 'Event').map((r) => r.collectionId);
  const kinds = eventIds.length
    ? await db
        .select(eventLinkColumns)
        .from(events)
        .where(and(inArray(events.id, eventIds), eventVisibleTo(opts.viewer, 'live', opts.edition)))
    : [];
  return results.flatMap((r): SearchHit[] => {
    if (r.collectionType === 'speaker') {
      return [{ collectionType: 'speaker', collectionId: r.collectionId, name: r.name, slug: speakerSlug(r.name) }];
    }
    const kind = kinds.find((k) => k.id === r.collectionId);
    // Unpublished or closed between the two queries: leave it out rather than link to a 404.
    if (!kind) return [];
    return [
      {
        ...r,
        collectionType: 'Event',
        name_en: r.name_en ?? null,
        slug: kind.slug,
        slug_en: kind.slug_en,
        eventtype: kind.eventtypeId,
      },
    ];
  });
}
