import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hasTicketSql } from '../editions/current-edition';
import { remember, type ReadMemo } from '../serialize/read-memo';
import { verifySessionToken } from './session-token';

type UserRow = typeof users.$inferSelect;

/** The signed-in user as every request sees it: profile, role and what they may edit. */
export type SessionUser = Omit<UserRow, 'passwordHash'> & {
  /** Has a ticket for the current edition (decision 146). */
  hasTicket: boolean;
  role: { id: number; name: string; type: string };
  editableExhibitorIds: number[];
  editableSpeakerIds: number[];
};

/**
 * Every signed-in request reads its user with the same query, so it is prepared once per
 * database: drizzle builds the SQL of a relational query anew each time otherwise, which cost
 * more CPU than the database spent answering it (decision 046).
 */
function sessionQuery(db: Db) {
  return db.query.users
    .findFirst({
      where: eq(users.id, sql.placeholder('id')),
      columns: { passwordHash: false },
      extras: { hasTicket: hasTicketSql(users.id).as('has_ticket') },
      with: {
        role: true,
        exhibitorEdits: { columns: { exhibitorId: true } },
        speakerEdits: { columns: { speakerId: true } },
        // Only sessions logged out of whose token has not expired yet (end-session.ts prunes the rest).
        revokedSessions: { columns: { sessionId: true } },
      },
    })
    .prepare('session_user');
}
const sessionQueries = new WeakMap<Db, ReturnType<typeof sessionQuery>>();

/** A session's user as kept between writes, with the ids of the user's logged-out sessions. */
type SessionRecord = { user: SessionUser; revokedSessionIds: readonly string[] };

/**
 * The user a session token stands for, or null: a bad or expired token, a deleted or blocked
 * user, a token issued before the user's tokenVersion was bumped, or a session logged out of.
 */
export async function getSessionUser(
  db: Db,
  opts: { token: string; secret: string; now?: Date; memo?: ReadMemo },
): Promise<SessionUser | null> {
  const claims = verifySessionToken(opts.token, opts.secret, opts.now);
  if (!claims) return null;
  // Kept between writes where the app keeps reads, frozen (decision 046): blocking, a new role,
  // new edit rights, a bumped tokenVersion and a logout are all writes, which empty the memo.
  const record = await remember(opts.memo, `session-user:${claims.userId}`, () => loadUser(db, claims.userId));
  if (!record) return null;
  const { user, revokedSessionIds } = record;
  if (user.blocked || user.tokenVersion !== claims.tokenVersion || revokedSessionIds.includes(claims.sessionId)) return null;
  return user;
}

async function loadUser(db: Db, userId: number): Promise<SessionRecord | null> {
  let query = sessionQueries.get(db);
  if (!query) sessionQueries.set(db, (query = sessionQuery(db)));
  const row = await query.execute({ id: userId });
  if (!row) return null;
  const { exhibitorEdits, speakerEdits, revokedSessions, role, ...user } = row;
  return {
    user: {
      ...user,
      role: { id: role.id, name: role.name, type: role.type },
      editableExhibitorIds: exhibitorEdits.map((e) => e.exhibitorId),
      editableSpeakerIds: speakerEdits.map((s) => s.speakerId),
    },
    revokedSessionIds: revokedSessions.map((r) => r.sessionId),
  };
}
