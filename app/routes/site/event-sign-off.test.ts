/**
 * Issue 33 item 2 through the seminar page's own loader: with its hall running late, the page
 * shows the seminar ending later than scheduled, but an Admin's sign-off (decision 055) ends at
 * the scheduled end, where leaveEvent refuses it; the page must not offer the button then. The
 * loader once judged it on the shown times (`takesLeaves`), and offered it for the delay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { EVENT_TYPE, halls, ROLE, type users } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createEvent, createHall, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader } from './event-detail';

let database: Database;
let admin: typeof users.$inferSelect;
let event: Awaited<ReturnType<typeof createEvent>>;

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  admin = await createUser(db, { roleId: ROLE.admin });
  const seated = await createUser(db, { roleId: ROLE.confirmed });
  const hall = await createHall(db);
  event = await createEvent(db, { eventtypeId: EVENT_TYPE.seminar, hallId: hall.id, users: [seated.id] });
  // The hall runs 30 minutes late since before the seminar began.
  await db
    .update(halls)
    .set({ delayMinutes: 30, delaySetAt: new Date(event.start.getTime() - 60_000) })
    .where(eq(halls.id, hall.id));
});
afterAll(() => database.close());

/** The seminar page as the Admin loads it when the programme clock says `now`. */
function loadAt(now: Date) {
  const config = {
    sessionSecret: 'test-secret-test-secret-test-secret-42',
    now: () => now,
    publicUrl: 'https://innoweek.test',
    timezone: 'Europe/Prague',
    storage: { kind: 'local' },
  } as Config;
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const path = `/odborne-seminare/${event.id}/${event.slug}`;
  const headers = { Cookie: `jwt_amphi=${sessionTokenFor(admin, config)}` };
  return loader({
    request: new Request(`http://localhost${path}`, { headers }),
    context,
    params: { id: String(event.id) },
  } as never);
}

describe('the seminar page while its hall runs late', () => {
  it('offers an Admin the sign-off until the scheduled end, and not in the delay the page shows', async () => {
    const before = await loadAt(new Date(event.end.getTime() - 60_000));
    expect(new Date(before.event.end).getTime()).toBe(event.end.getTime() + 30 * 60_000);
    expect(before.attendees).not.toBeNull();
    expect(before.canSignOff).toBe(true);

    // After the scheduled end, before the shown one: the server would refuse it (Signup.ended).
    const during = await loadAt(new Date(event.end.getTime() + 10 * 60_000));
    expect(new Date(during.event.end).getTime()).toBeGreaterThan(event.end.getTime() + 10 * 60_000);
    expect(during.canSignOff).toBe(false);
  });
});
