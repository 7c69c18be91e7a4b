import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programmeLinks } from '../../db/schema';
import type { ProgrammeLinkKind } from './programme-link-kinds';

/** Ends one of the user's programme links: its address answers 404 from now on; revoking one not issued changes nothing. */
export async function revokeProgrammeLink(db: Db, opts: { userId: number; kind: ProgrammeLinkKind }): Promise<void> {
  await db.delete(programmeLinks).where(and(eq(programmeLinks.userId, opts.userId), eq(programmeLinks.kind, opts.kind)));
}
