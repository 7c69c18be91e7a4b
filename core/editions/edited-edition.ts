import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessCodes, editions, promoCodes } from '../../db/schema';
import { AppError, badParam } from '../errors/app-error';
import { findEditionByYear, type EditionRef } from './current-edition';

/** The query parameter naming the edition an admin read or write is about (decision 178). */
export const EDITION_PARAM = 'edition';

/**
 * Takes `edition=<year>` off an admin request's query (decision 178): absent is the current
 * edition, so today's answers are unchanged; given once, it must be the year of an existing
 * edition (400 `Query.param.edition` otherwise). The other parameters go on to the list's parser.
 */
export async function takeEditionParam(
  db: Db | Tx,
  input: URLSearchParams,
): Promise<{ params: URLSearchParams; edition: EditionRef }> {
  const params = new URLSearchParams(input);
  const given = params.getAll(EDITION_PARAM);
  params.delete(EDITION_PARAM);
  if (given.length === 0) return { params, edition: 'current' };
  if (given.length > 1) throw badParam('Query.param.repeated', EDITION_PARAM);
  const year = /^\d{4}$/.test(given[0]!) ? Number(given[0]) : NaN;
  const edition = await findEditionByYear(db, year);
  if (!edition) throw badParam('Query.param.edition', EDITION_PARAM);
  return { params, edition: edition.id };
}

/**
 * An archived edition is read-only in the admin but for its orders and payments (decision 178):
 * its events, promo codes, access codes and ticket settings are refused with 409
 * `Edition.archived`. The current edition and drafts are editable.
 */
export async function assertEditionEditable(db: Db | Tx, edition: EditionRef): Promise<void> {
  if (edition === 'current') return;
  const [row] = await db.select({ year: editions.year, state: editions.state }).from(editions).where(eq(editions.id, edition));
  if (row?.state === 'archived') throw new AppError('Edition.archived', { params: { year: row.year } });
}

/**
 * The year of the archived edition a promo or access code belongs to, null when its edition is
 * not archived: such a code is shown read-only, whatever edition is edited (its changes are
 * refused with 409 `Edition.archived`, decision 178).
 */
export async function archivedYearOf(db: Db, kind: 'promoCodes' | 'accessCodes', id: number): Promise<number | null> {
  const table = kind === 'promoCodes' ? promoCodes : accessCodes;
  const [row] = await db
    .select({ year: editions.year })
    .from(table)
    .innerJoin(editions, eq(editions.id, table.editionId))
    .where(and(eq(table.id, id), eq(editions.state, 'archived')));
  return row?.year ?? null;
}
