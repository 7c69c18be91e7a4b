import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions, events, exhibitors, pages, speakers } from '../../db/schema';
import { eventVisibleTo } from '../events/event-visibility';
import { exhibitorIsPublic } from '../exhibitors/exhibitor-visibility';
import { pageIsPublished } from '../pages/page-visibility';
import { speakerIsPublished } from '../speakers/speaker-visibility';
import { speakerSlug } from './speaker-slug';
import { eventLinkColumns } from '../events/event-link-columns';

export type SitemapEntries = {
  events: { id: number; slug: string; slug_en: string | null; eventtypeId: number; updated_at: Date }[];
  exhibitors: { id: number; slug: string; slug_en: string | null; updated_at: Date }[];
  speakers: { id: number; slug: string; updated_at: Date }[];
  /** Each page in its own language, with the id of its localization group to pair translations. */
  pages: { id: number; slug: string; locale: string; group: number; updated_at: Date }[];
  /** The archived editions, the newest first, each with its events a guest may see (decision 162). */
  archive: { year: number; events: SitemapEntries['events'] }[];
};

/**
 * Everything a search engine may index: published events a guest may see (decision 027), public exhibitors (the fair),
 * published speakers and published content pages. Drafts and non-public exhibitors are never
 * listed, so the sitemap cannot leak what the pages would answer 404 for.
 */
export async function findSitemapEntries(db: Db): Promise<SitemapEntries> {
  const archived = await db
    .select({ id: editions.id, year: editions.year })
    .from(editions)
    .where(eq(editions.state, 'archived'))
    .orderBy(asc(editions.year));
  const eventColumns = { ...eventLinkColumns, updated_at: events.updated_at };
  const archive = await Promise.all(
    archived.reverse().map(async (edition) => ({
      year: edition.year,
      events: await db
        .select(eventColumns)
        .from(events)
        .where(eventVisibleTo(null, 'live', edition.id))
        .orderBy(asc(events.id)),
    })),
  );
  const [eventRows, exhibitorRows, speakerRows, pageRows] = await Promise.all([
    db
      .select({
        ...eventLinkColumns,
        updated_at: events.updated_at,
      })
      .from(events)
      // Crawlers are guests, whoever else asks: the map never lists what a guest is told is not there.
      .where(eventVisibleTo(null, 'live'))
      .orderBy(asc(events.id)),
    db
      .select({ id: exhibitors.id, slug: exhibitors.slug, slug_en: exhibitors.slug_en, updated_at: exhibitors.updated_at })
      .from(exhibitors)
      .where(exhibitorIsPublic)
      .orderBy(asc(exhibitors.id)),
    db
      .select({ id: speakers.id, name: speakers.name, updated_at: speakers.updated_at })
      .from(speakers)
      .where(speakerIsPublished)
      .orderBy(asc(speakers.id)),
    db
      .select({
        id: pages.id,
        slug: pages.slug,
        locale: pages.locale,
        group: pages.localizationGroup,
        updated_at: pages.updated_at,
      })
      .from(pages)
      .where(pageIsPublished)
      .orderBy(asc(pages.id)),
  ]);
  return {
    events: eventRows,
    exhibitors: exhibitorRows,
    speakers: speakerRows.map(({ name, ...s }) => ({ ...s, slug: speakerSlug(name) })),
    pages: pageRows,
    archive,
  };
}
