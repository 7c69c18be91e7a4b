import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokedSessions, users } from '../../db/schema';
import { createTestDatabase } from '../../tests/db';
import { createUser } from '../../tests/factories';
import { ReadMemo } from '../serialize/read-memo';
import { endSession } from './end-session';
import { getSessionUser } from './get-session-user';
import { SESSION_TTL_SECONDS, signSessionToken, verifySessionToken } from './session-token';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const secret = 's'.repeat(40);
const who = async (token: string, memo?: ReadMemo) =>
  (await getSessionUser(database.db, { token, secret, ...(memo ? { memo } : {}) }))?.id ?? null;

describe('endSession', () => {
  test('the logged-out token is refused from then on; the same user on another device stays signed in', async () => {
    const user = await createUser(database.db);
    const laptop = signSessionToken(user, secret);
    const phone = signSessionToken(user, secret);
    expect(await who(laptop)).toBe(user.id);

    await endSession(database.db, { token: laptop, secret });
    expect(await who(laptop)).toBeNull();
    expect(await who(phone)).toBe(user.id);
    // Logging out again, or signing in anew, changes nothing for the ended session.
    await endSession(database.db, { token: laptop, secret });
    expect(await who(laptop)).toBeNull();
    expect(await who(signSessionToken(user, secret))).toBe(user.id);
  });

  test('a session kept in the read memo is refused once the logout has emptied it', async () => {
    const user = await createUser(database.db);
    const memo = new ReadMemo();
    const token = signSessionToken(user, secret);
    expect(await who(token, memo)).toBe(user.id);
    await endSession(database.db, { token, secret });
    // The app empties the memo after every write request (server/middleware/read-memo.ts).
    memo.clear();
    expect(await who(token, memo)).toBeNull();
  });

  test('keeps each revocation until the token would have expired, then prunes it', async () => {
    const user = await createUser(database.db);
    const issued = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    const token = signSessionToken(user, secret, issued);
    await endSession(database.db, { token, secret });
    const [row] = await database.db.select().from(revokedSessions).where(eq(revokedSessions.userId, user.id));
    expect(row).toEqual({
      sessionId: verifySessionToken(token, secret)!.sessionId,
      userId: user.id,
      expiresAt: new Date((Math.floor(issued.getTime() / 1000) + SESSION_TTL_SECONDS) * 1000),
    });

    const later = new Date(row!.expiresAt.getTime() + 1000);
    const other = await createUser(database.db);
    await endSession(database.db, {
      token: signSessionToken(other, secret, new Date(later.getTime() - 1000)),
      secret,
      now: later,
    });
    expect(await database.db.$count(revokedSessions, eq(revokedSessions.userId, user.id))).toBe(0);
    expect(await database.db.$count(revokedSessions, eq(revokedSessions.userId, other.id))).toBe(1);
  });

  test('a forged, expired or foreign token, or one of a deleted user, has nothing to end', async () => {
    const user = await createUser(database.db);
    const before = await database.db.$count(revokedSessions);
    for (const token of [
      'garbage',
      signSessionToken(user, 'o'.repeat(40)),
      signSessionToken(user, secret, new Date('2020-01-01')),
    ])
      await endSession(database.db, { token, secret });
    const gone = await createUser(database.db);
    const token = signSessionToken(gone, secret);
    await database.db.delete(users).where(eq(users.id, gone.id));
    await endSession(database.db, { token, secret });
    expect(await database.db.$count(revokedSessions)).toBe(before);
  });

  test("a user's revocations go with the account", async () => {
    const user = await createUser(database.db);
    await endSession(database.db, { token: signSessionToken(user, secret), secret });
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.$count(revokedSessions, eq(revokedSessions.userId, user.id))).toBe(0);
  });
});
