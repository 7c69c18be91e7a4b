/**
 * The edition edited in the admin (decision 178), through the screens' own loaders and the
 * switcher's action: the cookie chooses the events list's edition, an unknown year or a
 * non-Admin falls back to the current edition, the ticket settings screen reads the draft's, and
 * the switch sets or clears the cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { editions, ROLE, ticketSettings } from '../../../db/schema';
import { createWriteTestContext, type WriteTestContext } from '../../../tests/api-write-context';
import { sessionCookie } from '../../../tests/auth';
import { createAdmin, createEvent, createExhibitor, createPromoCode, createUser } from '../../../tests/factories';
import { appContext } from '../../context';
import { loader as eventsLoader } from './events';
import { action as editionsAction } from './editions';
import { loader as layoutLoader } from './layout';
import { loader as ticketSettingsLoader } from './ticket-settings';
import { loader as promoCodeLoader } from './promo-code-detail';
import { loader as accessCodeLoader } from './access-code-detail';
import { readEditionCookie, switchBack } from './edited-edition.server';

let t: WriteTestContext;
let admin: { id: number; tokenVersion: number };
let organizer: { id: number; tokenVersion: number };
let current: { id: number };
let draft: { id: number };

beforeAll(async () => {
  t = await createWriteTestContext();
  const db = t.database.db;
  admin = await createAdmin(db);
  const exhibitor = await createExhibitor(db);
  organizer = await createUser(db, { roleId: ROLE.organizer });
  const [edition] = await db
    .insert(editions)
    .values({
      year: 2022,
      name: 'Týden inovací 2022',
      name_en: 'Innovation week 2022',
      mainDay: '2022-10-10',
      programmeStart: '2022-10-03',
      programmeEnd: '2022-10-23',
      state: 'draft',
    })
    .returning();
  current = await createEvent(db, { name: 'Letošní', exhibitorId: exhibitor.id });
  draft = await createEvent(db, { name: 'Příští', exhibitorId: exhibitor.id, editionId: edition!.id });
  await db.insert(ticketSettings).values({ editionId: edition!.id, vatRate: 12, supplierName: 'Pořadatel 2022' });
});
afterAll(() => t.database.close());

function args(path: string, user: { id: number; tokenVersion: number }, cookie = '', init: RequestInit = {}): never {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  const headers = { Cookie: `${sessionCookie(user, t.config).Cookie}${cookie ? `; ${cookie}` : ''}`, ...init.headers };
  return { request: new Request(`http://localhost${path}`, { ...init, headers }), context, params: {} } as never;
}
const listed = async (user: { id: number; tokenVersion: number }, cookie = '') =>
  (await eventsLoader(args('/admin/events', user, cookie))).rows.map((r) => r.id);

describe('the admin events list follows the edition edited', () => {
  it('lists the current edition without the cookie, and the draft with admin_edition=2022', async () => {
    expect(await listed(admin)).toEqual([current.id]);
    expect(await listed(admin, 'admin_edition=2022')).toEqual([draft.id]);
  });

  it('an unknown or malformed year is the current edition', async () => {
    expect(await listed(admin, 'admin_edition=1999')).toEqual([current.id]);
    expect(await listed(admin, 'admin_edition=x')).toEqual([current.id]);
  });

  it('the layout offers the switch and names the draft for the banner; not to an Organizer', async () => {
    const data = await layoutLoader(args('/admin', admin, 'admin_edition=2022'));
    expect(data.edition.choices.map((e) => e.year)).toEqual([2022, 2021]);
    expect(data.edition.other).toMatchObject({ year: 2022, state: 'draft' });
    const theirs = await layoutLoader(args('/admin', organizer, 'admin_edition=2022'));
    expect(theirs.edition).toMatchObject({ choices: [], other: null });
  });
});

describe('the ticket settings screen follows the edition edited', () => {
  it('reads the draft’s settings with admin_edition=2022 and names it; the current edition’s without', async () => {
    const drafted = await ticketSettingsLoader(args('/admin/ticket-settings', admin, 'admin_edition=2022'));
    expect(drafted.settings).toMatchObject({ vatRate: 12, supplierName: 'Pořadatel 2022' });
    expect(drafted.edition).toEqual({ year: 2022, editable: true });
    const current = await ticketSettingsLoader(args('/admin/ticket-settings', admin));
    expect(current.settings.vatRate).toBe(21);
    expect(current.edition).toBeNull();
  });
});

describe('a new promo or access code', () => {
  const screens = [
    ['promo-codes', (a: never) => promoCodeLoader(a)],
    ['access-codes', (a: never) => accessCodeLoader(a)],
  ] as const;

  it.each(screens)('/admin/%s/new is made in the draft edited; in the current edition without the cookie', async (path, load) => {
    const newIn = async (cookie = '') =>
      (await load({ ...(args(`/admin/${path}/new`, admin, cookie) as object), params: { id: 'new' } } as never)).edition;
    expect(await newIn('admin_edition=2022')).toEqual({ year: 2022, editable: true });
    expect(await newIn()).toBeNull();
  });
});

describe('a code of an archived edition', () => {
  it('opens read-only whatever edition is edited; a current one does not', async () => {
    const db = t.database.db;
    const [old] = await db
      .insert(editions)
      .values({
        year: 2019,
        name: 'Týden inovací 2019',
        name_en: 'Innovation week 2019',
        mainDay: '2019-10-10',
        programmeStart: '2019-10-03',
        programmeEnd: '2019-10-23',
        state: 'archived',
      })
      .returning();
    const oldPromo = await createPromoCode(db, { editionId: old!.id });
    const nowPromo = await createPromoCode(db);
    const open = async (id: number, cookie = '') =>
      (
        await promoCodeLoader({
          ...(args(`/admin/promo-codes/${id}`, admin, cookie) as object),
          params: { id: String(id) },
        } as never)
      ).archivedYear;
    expect(await open(oldPromo.id)).toBe(2019);
    expect(await open(oldPromo.id, 'admin_edition=2019')).toBe(2019);
    expect(await open(nowPromo.id, 'admin_edition=2019')).toBeNull();
  });
});

describe('the switcher', () => {
  const post = (body: string) =>
    editionsAction(
      args('/admin/editions', admin, '', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      }),
    ) as Promise<unknown> as Promise<Response>;

  it('keeps the year in a cookie and goes back to the list of the page it was on', async () => {
    const res = await post('intent=edit&year=2022&back=%2Fen%2Fadmin%2Fevents%2F12');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/en/admin/events');
    expect(readEditionCookie(res.headers.get('Set-Cookie'))).toBe(2022);
  });

  it('the current year clears the cookie; a foreign address goes to the admin home', async () => {
    const res = await post('intent=edit&year=2021&back=https%3A%2F%2Fevil.test%2F');
    expect(res.headers.get('Set-Cookie')).toMatch(/^admin_edition=;.*Max-Age=0/);
    expect(res.headers.get('Location')).toBe('/admin');
  });

  it('goes back only within the admin', () => {
    expect(switchBack('/admin/ticket-orders', '/admin')).toBe('/admin/ticket-orders');
    expect(switchBack('/admin/events/new', '/admin')).toBe('/admin/events');
    expect(switchBack('//evil.test/admin', '/admin')).toBe('/admin');
    expect(switchBack('/program', '/admin')).toBe('/admin');
  });
});
