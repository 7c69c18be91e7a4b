import { eq, ilike, or } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { events, exhibitors, halls, pages, patrons, speakers } from '../../db/schema';
import { sanitizeRichText, type RichTextSite } from './sanitize-rich-text';

/** A table's rich-text columns, and what its save stores for text that sanitizes to nothing. */
type Stored = { table: PgTable; id: AnyPgColumn; columns: Record<string, AnyPgColumn>; empty: '' | null | 'keep' };

const STORED: Stored[] = [
  {
    table: events,
    id: events.id,
    columns: { description: events.description, description_en: events.description_en },
    empty: 'keep',
  },
  {
    table: exhibitors,
    id: exhibitors.id,
    columns: { description: exhibitors.description, description_en: exhibitors.description_en },
    empty: 'keep',
  },
  {
    table: speakers,
    id: speakers.id,
    columns: { description: speakers.description, description_en: speakers.description_en },
    empty: 'keep',
  },
  {
    table: patrons,
    id: patrons.id,
    columns: { description: patrons.description, description_en: patrons.description_en },
    empty: 'keep',
  },
  // Halls and pages store trimmed text, halls an empty one as null (save-hall, save-page).
  { table: halls, id: halls.id, columns: { description: halls.description, description_en: halls.description_en }, empty: null },
  { table: pages, id: pages.id, columns: { content: pages.content }, empty: '' },
];

/**
 * Stored rich text held to today's policy (decision 055): text saved before a rule about
 * pictures tightened is sanitized again, so the API, the editors and every page read it clean.
 * Every save sanitizes, and only the picture rule changed, so only text with a picture is read;
 * text the policy leaves as it is, is not written. Idempotent; run at start-up under the start-up
 * lock. Answers how many rows it rewrote.
 */
export async function resanitizeStoredRichText(db: Db, opts: { site: RichTextSite }): Promise<number> {
  let rewritten = 0;
  for (const stored of STORED) {
    const columns = Object.entries(stored.columns);
    const rows = (await db
      .select({ id: stored.id, ...stored.columns })
      .from(stored.table)
      .where(or(...columns.map(([, column]) => ilike(column, '%<img%'))))) as ({ id: number } & Record<string, string | null>)[];
    for (const row of rows) {
      const set: Record<string, string | null> = {};
      for (const [name] of columns) {
        const value = row[name] ?? null;
        if (value === null) continue;
        const clean = resanitize(value, stored.empty, opts.site);
        if (clean !== value) set[name] = clean;
      }
      if (!Object.keys(set).length) continue;
      await db.update(stored.table).set(set).where(eq(stored.id, row.id));
      rewritten++;
    }
  }
  return rewritten;
}

function resanitize(value: string, empty: Stored['empty'], site: RichTextSite): string | null {
  const clean = sanitizeRichText(value, site);
  if (empty === 'keep') return clean;
  const trimmed = clean.trim();
  return trimmed === '' ? empty : trimmed;
}
