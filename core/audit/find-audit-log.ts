import type { Db } from '../../db/client';
import type { ViewerWithRights } from '../accounts/policy';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import { auditNames } from './audit-names';
import { auditQuery, serializeAuditEntry, type ApiAuditEntry } from './audit-query';
import { authorized } from '../authorization/authorize';

/**
 * The audit log for Admins, newest first: Strapi's list parameters (`_limit`, `_start`,
 * `_sort`) and filters (`entity`, `entity_id`, `actor`, `action`, `at_gte`, ...), with the total
 * for the pagination, and the present names of the records the changes point to (`names`,
 * keyed `entity:id`, decision 089).
 */
export async function findAuditLog(
  db: Db,
  opts: { viewer: ViewerWithRights | null; params: URLSearchParams; timezone: string },
): Promise<{ data: ApiAuditEntry[]; total: number; names: Record<string, string> }> {
  authorized(opts.viewer, 'auditLog.read');
  const query = parseQuery(opts.params, auditQuery, { timezone: opts.timezone, viewer: opts.viewer });
  const [rows, total] = await Promise.all([
    db.query.auditLog.findMany(listOptions(db, auditQuery, query)),
    countRows(db, auditQuery, query),
  ]);
  const data = rows.map(serializeAuditEntry);
  return { data, total, names: await auditNames(db, data) };
}
