import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Events with every relation the API expands, in one relational query (drizzle nests the
 * relations as JSON subqueries), so a list costs one round trip whatever its length.
 */
export function loadEventRows(db: Db, opts: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number }) {
  return db.query.events.findMany({
    ...opts,
    columns: { search_text: false },
    with: {
      eventtype: true,
      location: true,
      hall: true,
      exhibitor: { with: { logo: true } },
      image: true,
      speakers: { columns: {}, with: { speaker: { columns: { search_text: false }, with: { image: true } } } },
      embeds: { columns: {}, with: { embed: true } },
      files: { columns: {}, with: { file: true } },
      joins: { columns: { userId: true, created_at: true }, orderBy: (j, { asc }) => [asc(j.id)] },
    },
  });
}

export type EventRow = Awaited<ReturnType<typeof loadEventRows>>[number];
