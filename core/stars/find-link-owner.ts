import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeLinks, users } from '../../db/schema';
import { isProgrammeToken, type ProgrammeLinkKind } from './programme-link-kinds';

/** Who a programme link belongs to: the user's id and first name (never the e-mail), or null for an unknown or revoked token or a blocked account. */
export async function findLinkOwner(
  db: Db,
  opts: { token: string; kind: ProgrammeLinkKind },
): Promise<{ userId: number; firstName: string | null } | null> {
  if (!isProgrammeToken(opts.token)) return null;
  const [row] = await db
    .select({ userId: users.id, firstName: users.firstName, blocked: users.blocked })
    .from(programmeLinks)
    .innerJoin(users, eq(users.id, programmeLinks.userId))
    .where(and(eq(programmeLinks.token, opts.token), eq(programmeLinks.kind, opts.kind)));
  if (!row || row.blocked) return null;
  return { userId: row.userId, firstName: row.firstName?.trim() || null };
}
