import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { editions } from '../../db/schema';
import { AppError } from '../errors/app-error';
import type { Edition } from './current-edition';

/** One edition by its year, locked for the write that follows when asked; 404 `Edition.notFound` when there is none. */
export async function getEditionRow(db: Db | Tx, year: number, opts: { lock?: boolean } = {}): Promise<Edition> {
  if (!Number.isInteger(year)) throw new AppError('Edition.notFound');
  const query = db.select().from(editions).where(eq(editions.year, year));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('Edition.notFound');
  return row;
}
