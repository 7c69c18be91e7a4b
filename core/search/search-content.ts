import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, eventSpeakers, speakers } from '../../db/schema';
import type { EditionRef } from '../editions/current-edition';
import { badParam } from '../errors/app-error';
import type { ViewerWithRights } from '../accounts/policy';
import { eventVisibleTo } from '../events/event-visibility';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { likePattern } from '../query/build-where';
import { assertSafeParam } from '../validation/safe-params';
import { foldText } from './fold-text';
import { foldColumn } from './folded-contains';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_RESULTS, SEARCH_MIN_LENGTH } from './search-limits';
import type { SearchResult } from './search-schema';
import { eventLinkColumns } from '../events/event-link-columns';

/**
 * The navbar search over published events and speakers: accent- and case-insensitive, every
 * word must match; names that start with the text come first, then names that contain it, then
 * other matches (a speaker's job). Drafts are never returned, whoever asks; events only when the
 * viewer's access level lets them see them (decision 027). Events of one edition: the current one
 * unless named; with an edition named (the archive's search), speakers of its events only.
 */
export async function searchContent(
  db: Db,
  opts: { text: string; viewer: ViewerWithRights | null; edition?: EditionRef },
): Promise<SearchResult[]> {
  const text = opts.text.trim();
  if (text.length < SEARCH_MIN_LENGTH || text.length > SEARCH_MAX_LENGTH) {
    throw badParam('Search.text.length', 'text', { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH });
  }
  assertSafeParam('text', text);
  const folded = foldText(text);
  const words = folded.split(/\s+/).filter(Boolean);
  if (!words.length) throw badParam('Search.text.noWords', 'text');
  const phrase = words.join(' ');

  const eventRank = rank(phrase, [events.name, events.name_en]);
  const speakerRank = rank(phrase, [speakers.name]);
  const speakerOfEdition =
    opts.edition === undefined
      ? undefined
      : inArray(
          speakers.id,
          db
            .select({ id: eventSpeakers.speakerId })
            .from(eventSpeakers)
            .innerJoin(events, eq(events.id, eventSpeakers.eventId))
            .where(eventVisibleTo(opts.viewer, 'live', opts.edition)),
        );
  const [eventRows, speakerRows] = await Promise.all([
    db
      .select({
        ...eventLinkColumns,
        name: events.name,
        name_en: events.name_en,
        rank: eventRank,
      })
      .from(events)
      .where(
        and(eventVisibleTo(opts.viewer, 'live', opts.edition), ...words.map((w) => like(events.search_text, likePattern(w)))),
      )
      .orderBy(asc(eventRank), asc(events.name), asc(events.id))
      .limit(SEARCH_MAX_RESULTS),
    db
      .select({ id: speakers.id, name: speakers.name, rank: speakerRank })
      .from(speakers)
      .where(and(speakerIsPublished, speakerOfEdition, ...words.map((w) => like(speakers.search_text, likePattern(w)))))
      .orderBy(asc(speakerRank), asc(speakers.name), asc(speakers.id))
      .limit(SEARCH_MAX_RESULTS),
  ]);

  const results = [
    ...eventRows.map((r) => ({
      rank: r.rank,
      result: {
        collectionType: 'Event',
        collectionId: r.id,
        name: r.name,
        name_en: r.name_en,
        eventtype: r.eventtypeId,
        slug: r.slug,
        slug_en: r.slug_en,
      } as const,
    })),
    ...speakerRows.map((r) => ({
      rank: r.rank,
      result: { collectionType: 'speaker', collectionId: r.id, name: r.name } as const,
    })),
  ];
  return results
    .sort(
      (a, b) =>
        a.rank - b.rank || a.result.name.localeCompare(b.result.name, 'cs') || a.result.collectionId - b.result.collectionId,
    )
    .slice(0, SEARCH_MAX_RESULTS)
    .map((r) => r.result);
}

/** 0 when a name starts with the phrase, 1 when a name contains it, 2 for any other match. */
function rank(phrase: string, names: AnyPgColumn[]): SQL<number> {
  const prefix = likePattern(phrase).slice(1);
  const infix = likePattern(phrase);
  const folded = names.map(foldColumn);
  const anyLike = (pattern: string) =>
    sql.join(
      folded.map((f) => sql`${f} like ${pattern}`),
      sql` or `,
    );
  return sql<number>`case when ${anyLike(prefix)} then 0 when ${anyLike(infix)} then 1 else 2 end`.mapWith(Number);
}
