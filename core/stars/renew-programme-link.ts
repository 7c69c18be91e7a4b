import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { programmeLinks } from '../../db/schema';
import type { ProgrammeLinkKind } from './programme-link-kinds';

/**
 * Issues a new secret token for one of the user's programme links (256 random bits), replacing
 * the old one: the previous link stops working at once. Returns the new token.
 */
export async function renewProgrammeLink(db: Db, opts: { userId: number; kind: ProgrammeLinkKind }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(programmeLinks)
    .values({ userId: opts.userId, kind: opts.kind, token })
    .onConflictDoUpdate({ target: [programmeLinks.userId, programmeLinks.kind], set: { token, created_at: new Date() } });
  return token;
}
