/**
 * Patrons order and partners per edition (decision 172): the Setting API answers and writes the
 * current edition's, as before; a new edition starts with the previous one's; an archived
 * edition's home keeps showing its own after the current edition's change.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { eq } from 'drizzle-orm';
import { editions, partners } from '../../../../db/schema';
import type { ApiSetting } from '../../../../core/settings/setting-schema';
import { createEdition } from '../../../../core/editions/create-edition';
import { makeEditionCurrent } from '../../../../core/editions/make-edition-current';
import { findEditionSupporters } from '../../../../core/site/get-homepage';
import { createAdmin, createPartner, createPatron } from '../../../../tests/factories';
import { createWriteTestContext, type WriteTestContext } from '../../../../tests/api-write-context';
import { appContext } from '../../../context';
import { loader as archiveHomeLoader } from './archive-home';

let t: WriteTestContext;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createWriteTestContext();
  admin = await createAdmin(t.database.db);
});
afterAll(() => t.database.close());

const archiveHome = (year: number) => {
  const context = new RouterContextProvider();
  context.set(appContext, t.deps);
  return archiveHomeLoader({
    request: new Request(`http://localhost/archiv/${year}`),
    context,
    params: { year: String(year) },
  } as never);
};
const setting = async () => {
  const res = await t.send('GET', '/api/setting');
  expect(res.status).toBe(200);
  return (await res.json()) as ApiSetting;
};
const putOrder = async (ids: number[]) => {
  const res = await t.send('PUT', '/api/setting', { bearer: admin, body: { patrons_order: ids } });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ApiSetting;
};

describe('patrons order and partners per edition', () => {
  test("the API keeps answering and writing the current edition's; 2021's archive keeps its own after 2030's change", async () => {
    const db = t.database.db;
    const [a, b, c] = [await createPatron(db), await createPatron(db), await createPatron(db)];
    const partner2021 = await createPartner(db, { name: 'Partner 2021', group: 'gold', link: 'https://p2021.example' });
    const before = await putOrder([b.id, a.id]);
    expect(before.patrons_order).toBe(`${b.id},${a.id}`);
    expect(before.partners.map((p) => p.id)).toEqual([partner2021.id]);

    const { edition, copied } = await createEdition(db, {
      viewer: admin,
      input: {
        year: 2030,
        name: 'Týden inovací 2030',
        name_en: 'Innovation Week 2030',
        mainDay: '2030-10-14',
        programmeStart: '2030-10-07',
        programmeEnd: '2030-10-27',
      },
    });
    expect(copied.partners).toBe(1);
    expect((await db.select().from(editions).where(eq(editions.id, edition.id)))[0]!.patrons_order).toBe(`${b.id},${a.id}`);
    await makeEditionCurrent(db, { viewer: admin, year: 2030 });

    // The new current edition's copies: the same answer, the same shape; the partner is 2030's own row.
    const copy = await setting();
    expect(Object.keys(copy).sort()).toEqual(Object.keys(before).sort());
    expect(copy.patrons_order).toBe(`${b.id},${a.id}`);
    expect(copy.partners.map(({ id: _, ...p }) => p)).toEqual(before.partners.map(({ id: _, ...p }) => p));
    expect(copy.partners[0]!.id).not.toBe(partner2021.id);

    // 2030 changes its order and gets a partner of its own; 2021 is untouched.
    expect((await putOrder([c.id])).patrons_order).toBe(String(c.id));
    const partner2030 = await createPartner(db, { name: 'Partner 2030', group: 'main' });
    expect(partner2030.editionId).toBe(edition.id);
    const after = await setting();
    expect(after.patrons_order).toBe(String(c.id));
    expect(after.partners.map((p) => p.name)).toEqual(['Partner 2030', 'Partner 2021']);

    const archived = await archiveHome(2021);
    expect(archived.patrons.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(archived.partnerGroups.flatMap((g) => g.partners.map((p) => p.id))).toEqual([partner2021.id]);
    const current = await findEditionSupporters(db, {});
    expect(current.patrons.map((p) => p.id)).toEqual([c.id]);
    expect(current.partnerGroups.map((g) => g.group)).toEqual(['main', 'gold']);

    // Deleting a patron takes it out of every edition's order.
    expect((await t.send('DELETE', `/api/patrons/${a.id}`, { bearer: admin })).status).toBe(200);
    expect((await db.select().from(editions).where(eq(editions.year, 2021)))[0]!.patrons_order).toBe(String(b.id));
    expect(await db.$count(partners, eq(partners.editionId, edition.id))).toBe(2);
  });
});
