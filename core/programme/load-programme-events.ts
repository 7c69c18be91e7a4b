import { asc, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { hallDelayColumns } from '../halls/hall-delay-columns';
import { speakerCardColumns, speakerCardWith } from '../discover/speaker-card';
import { siteImageColumns } from '../site/site-image';

const named = { columns: { id: true, name: true, name_en: true } } as const;

/**
 * Events matching `where`, by start, with what the programme pages show and nothing else: one
 * relational query (drizzle nests the relations as JSON subqueries). Callers put the
 * visibility rule (eventVisibleTo: publication and access level) in `where`.
 */
export function loadProgrammeEvents(db: Db, opts: { where: SQL | undefined; limit?: number }) {
  return db.query.events.findMany({
    where: opts.where,
    orderBy: [asc(events.start), asc(events.id)],
    limit: opts.limit,
    columns: {
      id: true,
      eventtypeId: true,
      exhibitorId: true,
      name: true,
      name_en: true,
      slug: true,
      slug_en: true,
      start: true,
      end: true,
      max_users: true,
      speakers_order: true,
      description: true,
      description_en: true,
      address: true,
      facebook_link: true,
      contact: true,
      contact_email: true,
      published_at: true,
      access_control: true,
      updated_at: true,
    },
    with: {
      // With its delay: the pages show a running-late hall's events shifted (decision 035).
      hall: { columns: { ...named.columns, ...hallDelayColumns } },
      location: named,
      exhibitor: {
        columns: { id: true, name: true, name_en: true, slug: true, slug_en: true, ispublic: true },
        with: { logo: { columns: siteImageColumns } },
      },
      image: { columns: siteImageColumns },
      speakers: {
        columns: {},
        with: {
          speaker: { columns: { ...speakerCardColumns, published_at: true }, with: speakerCardWith },
        },
      },
      // Only counted (seats taken); who joined is not the programme's business.
      joins: { columns: { userId: true } },
    },
  });
}

export type ProgrammeEventRow = Awaited<ReturnType<typeof loadProgrammeEvents>>[number];
