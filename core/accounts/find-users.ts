import { and, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { foldedContains } from '../search/folded-contains';
import { countRows, listOptions } from '../query/list-options';
import { parseQuery } from '../query/parse-query';
import { takeSearchWords } from '../query/take-search-words';
import type { ReadOptions } from '../query/read-options';
import { reachesEveryRecord, type Viewer } from './policy';
import { presentUserSummary, type ApiUserSummary } from './present-user';
import { userQuery } from './user-query';
import { usersVisibleTo } from './user-team';
import { authorized } from '../authorization/authorize';

/**
 * The users list of the admin area, with Strapi parameters and `_q`: every account for Admins;
 * for an Organizer their team only, themselves and the other editors of their exhibitors
 * (decision 085).
 */
export async function findUsers(db: Db, opts: ReadOptions): Promise<ApiUserSummary[]> {
  const { query, text } = parse(db, opts);
  const rows = await db.query.users.findMany({
    ...listOptions(db, userQuery, query, text),
    columns: { id: true, username: true, email: true, confirmed: true, blocked: true },
    with: { role: true },
  });
  return rows.map(presentUserSummary);
}

export async function countUsers(db: Db, opts: ReadOptions): Promise<number> {
  const { query, text } = parse(db, opts);
  return countRows(db, userQuery, query, text);
}

function parse(db: Db, opts: ReadOptions) {
  const viewer = assertMayList(opts.viewer);
  const { params, words } = takeSearchWords(opts.params);
  return { query: parseQuery(params, userQuery, opts), text: and(usersVisibleTo(db, viewer), textFilter(words, viewer)) };
}

function assertMayList(viewer: Viewer | null): Viewer {
  return authorized(viewer, 'users.list');
}

/**
 * `_q`: every word must appear in the username or e-mail (for Admins also in the first or last
 * name, which Organizers do not see).
 */
function textFilter(words: string[], viewer: Viewer | null): SQL | undefined {
  const columns = reachesEveryRecord(viewer)
    ? [users.username, users.email, users.firstName, users.lastName]
    : [users.username, users.email];
  return words.length ? and(...words.map((w) => or(...columns.map((c) => foldedContains(c, w))))) : undefined;
}
