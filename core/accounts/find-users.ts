import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badParam } from '../errors/app-error';
import { assertSafeParam } from '../validation/safe-text';
import { likePattern } from '../query/build-where';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import type { ReadOptions } from '../query/read-options';
import { canListUsers, isAdmin, type Viewer } from './policy';
import { presentUserSummary, type ApiUserSummary } from './present-user';
import { userQuery } from './user-query';

const MAX_Q = 100;

/** The users list of the admin area (Admins and Organizers), with Strapi parameters and `_q`. */
export async function findUsers(db: Db, opts: ReadOptions): Promise<ApiUserSummary[]> {
  const { query, text } = parse(opts);
  const rows = await db.query.users.findMany({
    ...listOptions(db, userQuery, query, text),
    columns: { id: true, username: true, email: true, confirmed: true, blocked: true },
    with: { role: true },
  });
  return rows.map(presentUserSummary);
}

export async function countUsers(db: Db, opts: ReadOptions): Promise<number> {
  const { query, text } = parse(opts);
  return countRows(db, userQuery, query, text);
}

function parse(opts: ReadOptions) {
  assertMayList(opts.viewer);
  const params = new URLSearchParams(opts.params);
  const q = params.getAll('_q');
  params.delete('_q');
  if (q.length > 1) throw badParam('Query.param.repeated', '_q');
  return { query: parseQuery(params, userQuery, opts), text: textFilter(q[0], opts.viewer) };
}

function assertMayList(viewer: Viewer | null) {
  if (!viewer) throw new AppError('Request.unauthorized');
  if (!canListUsers(viewer)) throw new AppError('Users.forbidden.list');
}

/**
 * `_q`: every word must appear in the username or e-mail (for Admins also in the first or last
 * name, which Organizers do not see).
 */
function textFilter(raw: string | undefined, viewer: Viewer | null): SQL | undefined {
  const text = raw?.trim() ?? '';
  assertSafeParam('_q', text, MAX_Q);
  const columns = isAdmin(viewer)
    ? [users.username, users.email, users.firstName, users.lastName]
    : [users.username, users.email];
  const words = text.split(/\s+/).filter(Boolean);
  return words.length ? and(...words.map((w) => or(...columns.map((c) => ilike(c, likePattern(w)))))) : undefined;
}
