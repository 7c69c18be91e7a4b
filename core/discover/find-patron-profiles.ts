import type { Db } from '../../db/client';
import { findPatrons } from '../patrons/find-patrons';
import { publicRead } from './public-read';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';

export type PatronProfile = { id: number; description: string; description_en: string };

/** The descriptions the speaker modal shows for the home page's patrons (sanitized HTML), by id. */
export async function findPatronProfiles(db: Db, opts: { ids: number[]; timezone: string }): Promise<Map<number, PatronProfile>> {
  if (!opts.ids.length) return new Map();
  const rows = await findPatrons(db, publicRead(opts.timezone, { id_in: opts.ids, _limit: 9999 }));
  return new Map(
    rows.map((p) => [
      p.id,
      { id: p.id, description: sanitizeRichText(p.description), description_en: sanitizeRichText(p.description_en) },
    ]),
  );
}
