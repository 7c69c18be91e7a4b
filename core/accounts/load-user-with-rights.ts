import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hasTicketSql } from '../editions/current-edition';
import type { UserWithRights } from './present-user';

/** A user with role and edit rights, without the password hash; undefined when there is none. */
export async function loadUserWithRights(db: Db, id: number): Promise<UserWithRights | undefined> {
  const row = await db.query.users.findFirst({
    where: eq(users.id, id),
    columns: { passwordHash: false },
    extras: { hasTicket: hasTicketSql(users.id).as('has_ticket') },
    with: {
      role: true,
      exhibitorEdits: { columns: { exhibitorId: true } },
      speakerEdits: { columns: { speakerId: true } },
    },
  });
  if (!row) return undefined;
  const { exhibitorEdits, speakerEdits, role, ...user } = row;
  return {
    ...user,
    role: { id: role.id, name: role.name, type: role.type },
    editableExhibitorIds: exhibitorEdits.map((e) => e.exhibitorId),
    editableSpeakerIds: speakerEdits.map((s) => s.speakerId),
  };
}
