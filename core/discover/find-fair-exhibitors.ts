import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, exhibitors } from '../../db/schema';
import type { EditionRef } from '../editions/current-edition';
import { eventVisibleTo } from '../events/event-visibility';
import { exhibitorIsPublic } from '../exhibitors/exhibitor-visibility';
import { siteImageColumns, toSiteImage, type SiteImage } from '../site/site-image';

export type FairExhibitor = {
  id: number;
  name: string;
  name_en: string | null;
  slug: string;
  slug_en: string | null;
  logo: SiteImage | null;
  /** Stored rich text; the list shows a plain-text teaser of it. */
  description: string | null;
  description_en: string | null;
};

/**
 * The innovation fair: public exhibitors only (a non-public one organises events but has no
 * stand), by name; every one (today's fair: exhibitors are shared between editions), or, with an
 * edition named, those with a published event of it a guest may see (the archive's fair).
 */
export async function findFairExhibitors(db: Db, opts: { edition?: EditionRef } = {}): Promise<FairExhibitor[]> {
  const ofEdition =
    opts.edition === undefined
      ? undefined
      : // Ids first, in a plain select: inside the relational query below another table's columns would be re-aliased (core/query/build-where.ts).
        (
          await db
            .selectDistinct({ id: events.exhibitorId })
            .from(events)
            .where(and(eventVisibleTo(null, 'live', opts.edition), isNotNull(events.exhibitorId)))
        ).map((r) => r.id!);
  if (ofEdition?.length === 0) return [];
  const rows = await db.query.exhibitors.findMany({
    columns: { id: true, name: true, name_en: true, slug: true, slug_en: true, description: true, description_en: true },
    with: { logo: { columns: siteImageColumns } },
    where: and(exhibitorIsPublic, ofEdition ? inArray(exhibitors.id, ofEdition) : undefined),
    orderBy: [asc(exhibitors.name), asc(exhibitors.id)],
  });
  return rows.map((e) => ({ ...e, logo: toSiteImage(e.logo) }));
}
