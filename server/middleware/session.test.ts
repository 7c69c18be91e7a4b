import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { signSessionToken } from '../../core/accounts/session-token';
import { sessionCookie, sessionTokenFor } from '../../tests/auth';
import { createTestDatabase } from '../../tests/db';
import { createExhibitor, createOrganizer, createSpeaker, createUser } from '../../tests/factories';
import { loadConfig, type Config } from '../config';
import { createDeps } from '../deps';
import { session, type ApiEnv } from './session';

let database: Database;
let config: Config;
let app: Hono<ApiEnv>;

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'iw-session-')), SESSION_SECRET: 'x'.repeat(40), NODE_ENV: 'test' });
  app = new Hono<ApiEnv>().use(session(createDeps({ db: database.db, config }))).get('/', (c) => {
    const u = c.var.user;
    return c.json(
      u
        ? {
            id: u.id,
            role: u.role.name,
            exhibitors: u.editableExhibitorIds,
            speakers: u.editableSpeakerIds,
            hasHash: 'passwordHash' in u,
          }
        : null,
    );
  });
});
afterAll(async () => {
  await database.close();
});

const who = async (headers: Record<string, string> = {}) => (await app.request('/', { headers })).json();

describe('session middleware', () => {
  test('a request without a token is a guest', async () => {
    expect(await who()).toBeNull();
  });

  test('reads the jwt_amphi cookie and the bearer header, with role and edit rights', async () => {
    const user = await createOrganizer(database.db, { passwordHash: 'scrypt$whatever' });
    const exhibitor = await createExhibitor(database.db, { editors: [user.id] });
    const speaker = await createSpeaker(database.db, { editors: [user.id] });
    const expected = { id: user.id, role: 'Organizer', exhibitors: [exhibitor.id], speakers: [speaker.id], hasHash: false };
    expect(await who(sessionCookie(user, config))).toEqual(expected);
    expect(await who({ Authorization: `Bearer ${sessionTokenFor(user, config)}` })).toEqual(expected);
    expect(await who({ Cookie: `other=1; jwt_amphi=${sessionTokenFor(user, config)}; x=y` })).toEqual(expected);
  });

  test('the bearer header wins over the cookie', async () => {
    const a = await createUser(database.db);
    const b = await createUser(database.db);
    const res = await who({ Authorization: `Bearer ${sessionTokenFor(a, config)}`, ...sessionCookie(b, config) });
    expect(res.id).toBe(a.id);
  });

  test('a blocked user is a guest', async () => {
    const user = await createUser(database.db, { blocked: true });
    expect(await who(sessionCookie(user, config))).toBeNull();
  });

  test('bumping tokenVersion invalidates earlier tokens', async () => {
    const user = await createUser(database.db);
    const old = sessionCookie(user, config);
    expect((await who(old)).id).toBe(user.id);
    const [bumped] = await database.db
      .update(users)
      .set({ tokenVersion: user.tokenVersion + 1 })
      .where(eq(users.id, user.id))
      .returning();
    expect(await who(old)).toBeNull();
    expect((await who(sessionCookie(bumped!, config))).id).toBe(user.id);
  });

  test('bad, foreign, expired tokens and deleted users make a guest, not an error', async () => {
    const user = await createUser(database.db);
    const expired = signSessionToken(user, config.sessionSecret, new Date('2020-01-01T00:00:00Z'));
    const foreign = signSessionToken(user, 'y'.repeat(40));
    for (const token of ['garbage', expired, foreign]) expect(await who({ Authorization: `Bearer ${token}` })).toBeNull();
    expect(await who({ Authorization: 'Basic abc' })).toBeNull();
    const gone = await createUser(database.db);
    const token = sessionTokenFor(gone, config);
    await database.db.delete(users).where(eq(users.id, gone.id));
    expect(await who({ Authorization: `Bearer ${token}` })).toBeNull();
  });
});
