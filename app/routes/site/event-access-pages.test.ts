/**
 * Access control of events on the public pages (decision 027): the seminar list, the detail page
 * (a hidden event is the 404 page, as a missing one), the home page counts, the area's calendar
 * feed and the sitemap, per role, through the pages' own loaders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import type { users } from '../../../db/schema';
import { EVENT_TYPE, ROLE } from '../../../db/schema';
import { ACCESS_CONTROL, type AccessControl } from '../../../core/events/access-control';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { sessionTokenFor } from '../../../tests/auth';
import { createTestDatabase } from '../../../tests/db';
import { createEvent, createExhibitor, createHall, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader as detailLoader } from './event-detail';
import { loader as seminarsLoader } from './seminars';
import { loader as homeLoader } from './home';
import { loader as feedLoader } from './programme-calendar';
import { loader as sitemapLoader } from '../seo/sitemap';

type User = typeof users.$inferSelect;
type Role = 'guest' | 'newbie' | 'member' | 'editor' | 'admin';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date(),
  publicUrl: 'https://innoweek.test',
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
let people: Record<Role, User | null>;
let seminars: Record<AccessControl, { id: number; slug: string }>;
let hallId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const editor = await createUser(db, { roleId: ROLE.organizer });
  people = {
    guest: null,
    newbie: await createUser(db, { roleId: ROLE.registred }),
    member: await createUser(db, { roleId: ROLE.confirmed, hasTicket: true }),
    editor,
    admin: await createUser(db, { roleId: ROLE.admin }),
  };
  const exhibitorId = (await createExhibitor(db, { editors: [editor.id] })).id;
  hallId = (await createHall(db)).id;
  const entries = await Promise.all(
    ACCESS_CONTROL.map(async (access_control) => {
      const slug = access_control.replace(/_/g, '-');
      const e = await createEvent(db, {
        name: access_control,
        slug,
        eventtypeId: EVENT_TYPE.seminar,
        exhibitorId,
        hallId,
        access_control,
      });
      return [access_control, { id: e.id, slug }] as const;
    }),
  );
  seminars = Object.fromEntries(entries) as Record<AccessControl, { id: number; slug: string }>;
});
afterAll(() => database.close());

/** A loader's arguments for `path` as `who` sees it (the session cookie, as a browser sends it). */
function args(path: string, who: Role, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  const user = people[who];
  const headers = user ? { Cookie: `jwt_amphi=${sessionTokenFor(user, config)}` } : undefined;
  return { request: new Request(`http://localhost${path}`, { headers }), context, params } as never;
}

const SEEN: Record<Role, AccessControl[]> = {
  guest: ['public', 'only_unregitered'],
  newbie: ['public', 'only_users', 'only_unregitered'],
  member: ['public', 'only_users', 'only_registred_users', 'only_unregitered'],
  editor: [...ACCESS_CONTROL],
  admin: [...ACCESS_CONTROL],
};
const ROLES = Object.keys(SEEN) as Role[];

describe('the seminar list', () => {
  it.each(ROLES)('lists to %s only what they may see', async (who) => {
    const { items } = await seminarsLoader(args(`/odborne-seminare?hall=${hallId}`, who));
    expect(items.map((i) => i.name).sort()).toEqual([...SEEN[who]].sort());
  });
});

describe('the detail page', () => {
  it.each(ROLES)('shows %s an allowed event and the 404 page otherwise', async (who) => {
    for (const access of ACCESS_CONTROL) {
      const { id, slug } = seminars[access];
      const answer = detailLoader(args(`/odborne-seminare/${id}/${slug}`, who, { id: String(id) }));
      if (SEEN[who].includes(access)) {
        expect((await answer).event.access, access).toBe(access);
      } else {
        await expect(answer, access).rejects.toMatchObject({ status: 404 });
      }
    }
  });
});

describe('the home page, the calendar feed and the sitemap', () => {
  it('counts for each role the seminars they may see', async () => {
    const guest = await homeLoader(args('/', 'guest'));
    const member = await homeLoader(args('/', 'member'));
    const admin = await homeLoader(args('/', 'admin'));
    expect(member.home.counts.seminars - guest.home.counts.seminars).toBe(2);
    expect(admin.home.counts.seminars - guest.home.counts.seminars).toBe(3);
  });

  it('gives a calendar app (no session) the guests feed, and a signed-in download its own, kept private', async () => {
    const feed = async (who: Role) =>
      (await feedLoader(args('/en/calendar/professional-seminars.ics', who, { feed: 'professional-seminars.ics' }))) as Response;
    const guest = await feed('guest');
    const guestIcs = await guest.text();
    expect(guest.headers.get('Cache-Control')).toBe('public, max-age=300');
    expect(guestIcs).toContain(`/${seminars.public.id}/`);
    expect(guestIcs).not.toContain(`/${seminars.only_users.id}/`);
    const newbie = await feed('newbie');
    expect(newbie.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await newbie.text()).toContain(`/${seminars.only_users.id}/`);
  });

  it('lists in the sitemap only what a guest may see, whoever asks', async () => {
    for (const who of ['guest', 'admin'] as const) {
      const xml = await ((await sitemapLoader(args('/sitemap.xml', who))) as Response).text();
      for (const access of ACCESS_CONTROL) {
        const listed = xml.includes(`/odborne-seminare/${seminars[access].id}/`);
        expect(listed, `${who} ${access}`).toBe(SEEN.guest.includes(access));
      }
    }
  });
});
