import type { Db } from '../../db/client';
import type { Viewer } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import { accessCodeQuery, selectAccessCodes, serializeAccessCode, type ApiAccessCode } from './access-code-query';
import { authorized } from '../authorization/authorize';
import { editionIdSql, type EditionRef } from '../editions/current-edition';
import { eq } from 'drizzle-orm';
import { accessCodes } from '../../db/schema';

/**
 * The admin list of livestream access codes with the orders that issued them, newest first:
 * Strapi's list parameters (`_limit`, `_start`, `_sort`) and filters (`label_containsi`,
 * `revokedAt_null`, `orderId_null`, ...), with the total for the pagination (Admins).
 */
export async function findAccessCodes(
  db: Db,
  opts: { viewer: Viewer | null; params: URLSearchParams; timezone: string; edition?: EditionRef },
): Promise<{ data: ApiAccessCode[]; total: number }> {
  authorized(opts.viewer, 'accessCodes.manage');
  const query = parseQuery(opts.params, accessCodeQuery, { timezone: opts.timezone });
  // One edition's codes, the current one unless named (decisions 146, 178).
  const ofEdition = eq(accessCodes.editionId, editionIdSql(opts.edition ?? 'current'));
  const options = listOptions(db, accessCodeQuery, query, ofEdition);
  const [rows, total] = await Promise.all([
    selectAccessCodes(db)
      .where(options.where)
      .orderBy(...options.orderBy)
      .limit(options.limit)
      .offset(options.offset),
    countRows(db, accessCodeQuery, query, ofEdition),
  ]);
  const now = new Date();
  return { data: rows.map((r) => serializeAccessCode(r, now)), total };
}
