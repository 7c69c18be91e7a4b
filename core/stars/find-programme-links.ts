import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeLinks } from '../../db/schema';
import type { ProgrammeLinkKind } from './programme-link-kinds';

/** A user's current programme link tokens, one per kind, or null where none is issued (or it was revoked). */
export async function findProgrammeLinks(db: Db, opts: { userId: number }): Promise<Record<ProgrammeLinkKind, string | null>> {
  const rows = await db.select().from(programmeLinks).where(eq(programmeLinks.userId, opts.userId));
  const tokenOf = (kind: ProgrammeLinkKind) => rows.find((r) => r.kind === kind)?.token ?? null;
  return { share: tokenOf('share'), feed: tokenOf('feed') };
}
