import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patrons } from '../../db/schema';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

export type PatronProfile = { id: number; description: string; description_en: string };

/** The descriptions the speaker modal shows for the home page's patrons (sanitized HTML), by id. */
export async function findPatronProfiles(db: Db, opts: { ids: number[] }): Promise<Map<number, PatronProfile>> {
  if (!opts.ids.length) return new Map();
  const rows = await db
    .select({ id: patrons.id, description: patrons.description, description_en: patrons.description_en })
    .from(patrons)
    .where(inArray(patrons.id, opts.ids));
  return new Map(
    rows.map((p) => [
      p.id,
      { id: p.id, description: sanitizeRichText(p.description), description_en: sanitizeRichText(p.description_en) },
    ]),
  );
}
