import type { Db } from '../../db/client';
import { canSeeEditors } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { exhibitorQuery, serializeExhibitor, type ApiExhibitor } from './exhibitor-query';
import { loadExhibitorEditors } from './load-exhibitor-editors';

/**
 * Exhibitors matching the filters, public or not (a non-public exhibitor still shows on its
 * events; the fair asks for ispublic=true). users_can_edit only for Admins.
 */
export async function findExhibitors(db: Db, opts: ReadOptions): Promise<ApiExhibitor[]> {
  const query = parseQuery(opts.params, exhibitorQuery, opts);
  const rows = await db.query.exhibitors.findMany({ ...listOptions(db, exhibitorQuery, query), with: { logo: true } });
  const editors = canSeeEditors(opts.viewer)
    ? await loadExhibitorEditors(
        db,
        rows.map((r) => r.id),
      )
    : undefined;
  return rows.map((row) => serializeExhibitor(row, editors?.get(row.id)));
}

export async function countExhibitors(db: Db, opts: ReadOptions): Promise<number> {
  const query = parseQuery(opts.params, exhibitorQuery, opts);
  return countRows(db, exhibitorQuery, query);
}
