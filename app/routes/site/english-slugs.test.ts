/**
 * English slugs (issue 29 item 5, decision 096): an event's English pages live at the slug of
 * its English name; the Czech slug under /en (or any other) answers 301 to it, and the links
 * the site hands out elsewhere (sitemap, calendar feeds, the seminar list) agree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { Database } from '../../../db/client';
import { EVENT_TYPE } from '../../../db/schema';
import type { Config } from '../../../server/config';
import { createDeps } from '../../../server/deps';
import { createTestDatabase } from '../../../tests/db';
import { createEvent } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader as detailLoader } from './event-detail';
import { loader as feedLoader } from './programme-calendar';
import { loader as sitemapLoader } from '../seo/sitemap';

let database: Database;
const config = {
  sessionSecret: 'test-secret-test-secret-test-secret-42',
  now: () => new Date(),
  publicUrl: 'https://innoweek.test',
  timezone: 'Europe/Prague',
  storage: { kind: 'local' },
} as Config;
let seminar: { id: number };
let czechOnly: { id: number };

beforeAll(async () => {
  database = await createTestDatabase();
  seminar = await createEvent(database.db, {
    name: 'Kvantové počítače pro průmysl 4.0',
    slug: 'kvantove-pocitace-pro-prumysl-4-0',
    name_en: 'Quantum computers for Industry 4.0',
    eventtypeId: EVENT_TYPE.seminar,
  });
  czechOnly = await createEvent(database.db, { name: 'Jen česky', slug: 'jen-cesky', eventtypeId: EVENT_TYPE.seminar });
});
afterAll(() => database.close());

function args(path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, createDeps({ db: database.db, config }));
  return { request: new Request(`http://localhost${path}`), context, params } as never;
}

/** Where the detail page sends `path`, or null when it shows the page. */
async function redirectOf(path: string, id: number, slug: string): Promise<{ status: number; location: string | null } | null> {
  try {
    await detailLoader(args(path, { id: String(id), slug }));
    return null;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('Location') };
  }
}

describe('an event with an English name', () => {
  const english = () => `/en/professional-seminars/${seminar.id}/quantum-computers-for-industry-4-0`;

  it('is shown at its English slug under /en and at its Czech slug in Czech', async () => {
    expect(await redirectOf(english(), seminar.id, 'quantum-computers-for-industry-4-0')).toBeNull();
    const czech = `/odborne-seminare/${seminar.id}/kvantove-pocitace-pro-prumysl-4-0`;
    expect(await redirectOf(czech, seminar.id, 'kvantove-pocitace-pro-prumysl-4-0')).toBeNull();
  });

  it('sends the Czech slug under /en, a wrong slug and no slug to the English one with 301, keeping the query', async () => {
    for (const slug of ['kvantove-pocitace-pro-prumysl-4-0', 'anything', '']) {
      const path = `/en/professional-seminars/${seminar.id}${slug ? `/${slug}` : ''}?utm=x`;
      expect(await redirectOf(path, seminar.id, slug), slug).toEqual({ status: 301, location: `${english()}?utm=x` });
    }
  });

  it('sends the English slug on the Czech page to the Czech slug', async () => {
    const path = `/odborne-seminare/${seminar.id}/quantum-computers-for-industry-4-0`;
    expect(await redirectOf(path, seminar.id, 'quantum-computers-for-industry-4-0')).toEqual({
      status: 301,
      location: `/odborne-seminare/${seminar.id}/kvantove-pocitace-pro-prumysl-4-0`,
    });
  });

  it('names each language at its own slug in the sitemap and the English calendar feed', async () => {
    const xml = await ((await sitemapLoader(args('/sitemap.xml'))) as Response).text();
    expect(xml).toContain(`/en/professional-seminars/${seminar.id}/quantum-computers-for-industry-4-0`);
    expect(xml).toContain(`/odborne-seminare/${seminar.id}/kvantove-pocitace-pro-prumysl-4-0`);
    expect(xml).not.toContain(`/en/professional-seminars/${seminar.id}/kvantove`);
    const feed = (await feedLoader(
      args('/en/calendar/professional-seminars.ics', { feed: 'professional-seminars.ics' }),
    )) as Response;
    const ics = (await feed.text()).replace(/\r\n /g, '');
    expect(ics).toContain(`/en/professional-seminars/${seminar.id}/quantum-computers-for-industry-4-0`);
  });
});

describe('an event without an English name', () => {
  it('keeps its Czech slug on the English pages', async () => {
    expect(await redirectOf(`/en/professional-seminars/${czechOnly.id}/jen-cesky`, czechOnly.id, 'jen-cesky')).toBeNull();
    expect(await redirectOf(`/en/professional-seminars/${czechOnly.id}/x`, czechOnly.id, 'x')).toEqual({
      status: 301,
      location: `/en/professional-seminars/${czechOnly.id}/jen-cesky`,
    });
  });
});
