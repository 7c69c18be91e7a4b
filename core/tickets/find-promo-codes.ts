import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import { promoCodeQuery, serializePromoCode, type ApiPromoCode } from './promo-code-query';
import { promoCodeUses } from './promo-code-uses';
import { authorized } from '../authorization/authorize';
import { editionIdSql, type EditionRef } from '../editions/current-edition';
import { eq } from 'drizzle-orm';
import { promoCodes } from '../../db/schema';

/**
 * The admin list of an edition's promo codes with their uses, newest first: Strapi's list parameters
 * (`_limit`, `_start`, `_sort`) and filters (`code_containsi`, `active`, `discount_gte`, ...),
 * with the total for the pagination (Admins).
 */
export async function findPromoCodes(
  db: Db,
  opts: { viewer: Viewer | null; params: URLSearchParams; timezone: string; edition?: EditionRef },
): Promise<{ data: ApiPromoCode[]; total: number }> {
  authorized(opts.viewer, 'tickets.manage');
  const query = parseQuery(opts.params, promoCodeQuery, { timezone: opts.timezone });
  // One edition's codes, the current one unless named (decisions 146, 178).
  const ofEdition = eq(promoCodes.editionId, editionIdSql(opts.edition ?? 'current'));
  const [rows, total] = await Promise.all([
    db.query.promoCodes.findMany(listOptions(db, promoCodeQuery, query, ofEdition)),
    countRows(db, promoCodeQuery, query, ofEdition),
  ]);
  const uses = await promoCodeUses(
    db,
    rows.map((r) => r.id),
  );
  const now = new Date();
  return { data: rows.map((r) => serializePromoCode(r, uses.get(r.id) ?? 0, now)), total };
}
