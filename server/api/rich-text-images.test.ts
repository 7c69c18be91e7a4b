/**
 * Pictures in rich text come from the site's stored files only: never from anything else on
 * our origin (decision 055), nor from another host (decision 087); saved through every API door
 * that takes rich text, and text stored before the rule is sanitized again at start-up. Tables
 * keep their shape through the same doors.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { events, exhibitors, halls, pages, patrons, ROLE, speakers } from '../../db/schema';
import { getSpeakerProfile } from '../../core/discover/get-speaker-profile';
import { resanitizeStoredRichText } from '../../core/rich-text/resanitize-stored-rich-text';
import {
  createAdmin,
  createEvent,
  createExhibitor,
  createHall,
  createLocation,
  createOrganizer,
  createPage,
  createPatron,
  createSpeaker,
  createUser,
} from '../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../tests/api-write-context';

let t: WriteTestContext;
type Who = { id: number; tokenVersion: number };
let admin: Who;

/** The review's attack: 22 passphrase guesses as pictures, which each reader's browser would send. */
const guesses = Array.from({ length: 22 }, (_, i) => `<img src="/api/check-ticket/guess${i}">`).join('');
const variants = [
  '<img src="/api/check-ticket/a">',
  '<img src="//innoweek.example.cz/api/check-ticket/b">',
  '<img src="/uploads/../api/check-ticket/c">',
  '<img src="/uploads/%2e%2e/api/check-ticket/d">',
  '<img src="&#47;api&#47;check-ticket&#47;e">',
  '<img src="https://innoweek.example.cz/api/check-ticket/f">',
  '<img src="https://www.innoweek.example.cz/api/check-ticket/g">',
  '<img src="http://cdn.example.org/h.png">',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/png;base64,AAAA">',
  // A tracking pixel pasted from another site: every reader would tell that host they read us.
  '<img src="https://evil.example/track.gif">',
  '<img src="https://cdn.example.org/i.png" alt="Logo">',
].join('');
const table =
  '<table><thead><tr><th colspan="2">Čas</th></tr></thead><tbody><tr><td rowspan="2" style="color:red" onclick="x()">10:00</td><td><p>Úvod</p></td></tr><tr><td>Panel</td></tr></tbody></table>';
const fine = '<img src="/uploads/a1b2c3.png" alt="Sál"><img src="https://innoweek.example.cz/uploads/d4e5.webp" alt="Kopie">';
const attack = `<p>Bio</p>${guesses}${variants}${fine}${table}`;
const cleaned =
  '<p>Bio</p><img src="/uploads/a1b2c3.png" alt="Sál" loading="lazy" /><img src="/uploads/d4e5.webp" alt="Kopie" loading="lazy" />' +
  '<table><thead><tr><th colspan="2">Čas</th></tr></thead><tbody><tr><td rowspan="2">10:00</td><td><p>Úvod</p></td></tr><tr><td>Panel</td></tr></tbody></table>';

beforeAll(async () => {
  t = await createWriteTestContext({ env: { PUBLIC_URL: 'https://innoweek.example.cz' } });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

const saved = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
};

describe('saving rich text', () => {
  test("a member editing their own speaker cannot make readers' browsers call the site", async () => {
    const member = await createUser(t.database.db, { roleId: ROLE.confirmed });
    const own = await createSpeaker(t.database.db, { editors: [member.id] });
    await saved(
      await t.send('PUT', `/api/speakers/${own.id}`, { bearer: member, body: { description: attack, description_en: guesses } }),
    );
    const [row] = await t.database.db.select().from(speakers).where(eq(speakers.id, own.id));
    expect(row!.description).toBe(cleaned);
    expect(row!.description_en).toBe('');
    const answer = (await (await t.send('GET', `/api/speakers/${own.id}`)).json()) as { description: string };
    expect(answer.description).toBe(cleaned);
    const profile = await getSpeakerProfile(t.database.db, { id: own.id, viewer: null });
    expect(profile.description).not.toContain('/api/');
  });

  test('every door that takes rich text holds the same rule', async () => {
    const organizer = await createOrganizer(t.database.db);
    const exhibitor = await createExhibitor(t.database.db, { editors: [organizer.id] });
    const location = await createLocation(t.database.db);
    const event = await createEvent(t.database.db, { exhibitorId: exhibitor.id, locationId: location.id });
    const [hall, patron, page] = [
      await createHall(t.database.db),
      await createPatron(t.database.db),
      await createPage(t.database.db),
    ];
    const writes: [string, Who, Record<string, string>, () => Promise<Record<string, unknown>>][] = [
      [
        `/api/events/${event.id}`,
        organizer,
        { description: attack },
        async () => (await t.database.db.select().from(events).where(eq(events.id, event.id)))[0]!,
      ],
      [
        `/api/exhibitors/${exhibitor.id}`,
        admin,
        { description: attack },
        async () => (await t.database.db.select().from(exhibitors).where(eq(exhibitors.id, exhibitor.id)))[0]!,
      ],
      [
        `/api/patrons/${patron.id}`,
        admin,
        { description: attack },
        async () => (await t.database.db.select().from(patrons).where(eq(patrons.id, patron.id)))[0]!,
      ],
      [
        `/api/halls/${hall.id}`,
        admin,
        { description: attack },
        async () => (await t.database.db.select().from(halls).where(eq(halls.id, hall.id)))[0]!,
      ],
      [
        `/api/pages/${page.id}`,
        admin,
        { content: attack },
        async () => (await t.database.db.select().from(pages).where(eq(pages.id, page.id)))[0]!,
      ],
    ];
    for (const [path, who, body, stored] of writes) {
      await saved(await t.send('PUT', path, { bearer: who, body }));
      const [field] = Object.keys(body);
      expect((await stored())[field!], path).toBe(cleaned);
    }
  });
});

describe('text stored before the rule', () => {
  test('is sanitized again at start-up; text the rule allows is left as it was', async () => {
    const db = t.database.db;
    const old = await createSpeaker(db, { description: `<p>Starý</p>${guesses}`, description_en: '<p>Old</p>' });
    // As the sanitizer stored it then: only text it would write again the same is left alone.
    const kept = await createSpeaker(db, { description: cleaned });
    const [keptBefore] = await db.select().from(speakers).where(eq(speakers.id, kept.id));
    const hall = await createHall(db, { description: `  ${guesses}  `, description_en: '<p>Hall</p>' });
    const page = await createPage(db, { content: `<p>Stránka</p><img src="https://innoweek.example.cz/api/check-ticket/x">` });
    const event = await createEvent(db, { description_en: '<p>Event</p><img src="//evil.example/x.png">' });
    // Allowed before decision 087: another host's picture, hot-linked for every reader.
    const patron = await createPatron(db, { description: '<p>Partner</p><img src="https://evil.example/track.gif" alt="">' });

    expect(await resanitizeStoredRichText(db, { site: t.deps.site })).toBe(5);
    expect((await db.select().from(speakers).where(eq(speakers.id, old.id)))[0]).toMatchObject({
      description: '<p>Starý</p>',
      description_en: '<p>Old</p>',
    });
    const [keptAfter] = await db.select().from(speakers).where(eq(speakers.id, kept.id));
    expect(keptAfter).toEqual(keptBefore);
    expect((await db.select().from(halls).where(eq(halls.id, hall.id)))[0]).toMatchObject({
      description: null,
      description_en: '<p>Hall</p>',
    });
    expect((await db.select().from(pages).where(eq(pages.id, page.id)))[0]!.content).toBe('<p>Stránka</p>');
    expect((await db.select().from(events).where(eq(events.id, event.id)))[0]!.description_en).toBe('<p>Event</p>');
    expect((await db.select().from(patrons).where(eq(patrons.id, patron.id)))[0]!.description).toBe('<p>Partner</p>');
    // Run again, nothing is left to do.
    expect(await resanitizeStoredRichText(db, { site: t.deps.site })).toBe(0);
  });
});
