import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitorEditors, users } from '../../db/schema';
import type { ApiEditor } from './exhibitor-query';

/** users_can_edit of many exhibitors in one query, by exhibitor id. */
export async function loadExhibitorEditors(db: Db, exhibitorIds: number[]): Promise<Map<number, ApiEditor[]>> {
  const byExhibitor = new Map<number, ApiEditor[]>(exhibitorIds.map((id) => [id, []]));
  if (!exhibitorIds.length) return byExhibitor;
  const rows = await db
    .select({ exhibitorId: exhibitorEditors.exhibitorId, id: users.id, username: users.username, email: users.email })
    .from(exhibitorEditors)
    .innerJoin(users, eq(users.id, exhibitorEditors.userId))
    .where(inArray(exhibitorEditors.exhibitorId, exhibitorIds))
    .orderBy(asc(users.id));
  for (const { exhibitorId, ...editor } of rows) byExhibitor.get(exhibitorId)?.push(editor);
  return byExhibitor;
}
